import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type MakerBannerTone = 'warning' | 'success' | 'error' | 'info';

/** A notice shown above a maker: warning, success, error or info. */
export interface MakerNotice {
  tone: MakerBannerTone;
  message: string;
  /** Milliseconds before it closes itself; omitted keeps it until dismissed. */
  durationMs?: number;
  action?: ReactNode;
}

const TONES: Record<MakerBannerTone, string> = {
  warning: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/30',
  success:
    'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30',
  error: 'bg-rose-50 text-rose-900 ring-rose-200 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-400/30',
  info: 'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-400/30',
};

/**
 * The maker's notice bar, opaque and shadowed: the maker lays it over the page (MakerLayout);
 * closes itself after `durationMs` (8 s login warning, 5 s restored).
 * @param props - the notice (or null) and what to do on close
 * @returns the banner, or nothing
 */
export function MakerBanner({
  notice,
  onClose,
}: {
  notice: MakerNotice | null;
  /** Closes the notice shown, or only `which` when given (a timer closes its own notice, never a newer one). */
  onClose: (which?: MakerNotice) => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!notice?.durationMs) return;
    // Its own notice only: on a busy page the timer may fire after a newer notice was set but
    // before this effect was cleaned up, and must not close that one ("copied" right after
    // "downloaded" vanished unseen).
    const id = setTimeout(() => onClose(notice), notice.durationMs);
    return () => clearTimeout(id);
  }, [notice, onClose]);
  if (!notice) return null;
  return (
    <div
      role={notice.tone === 'error' || notice.tone === 'warning' ? 'alert' : 'status'}
      className={`flex flex-wrap items-center gap-3 rounded-2xl px-4 py-3 text-sm shadow-lg ring-1 ${TONES[notice.tone]}`}
    >
      <span className="min-w-0 flex-1 font-medium">{notice.message}</span>
      {notice.action}
      <button
        type="button"
        onClick={() => onClose()}
        className="rounded-full px-2 py-1 text-xs font-semibold underline-offset-2 pointer-coarse:min-h-11 pointer-coarse:px-3 hover:underline focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
      >
        {t('makers.shell.dismiss')}
      </button>
    </div>
  );
}
