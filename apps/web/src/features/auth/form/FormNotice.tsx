export type NoticeTone = 'error' | 'success' | 'info';

export interface Notice {
  tone: NoticeTone;
  text: string;
}

const toneClass: Record<NoticeTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-700 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-300',
  info: 'border-sky-200 bg-sky-50 text-sky-700 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-300',
};

/**
 * A form's message line. The live region always exists, so screen readers announce each new
 * message; errors are assertive, the rest polite.
 */
export function FormNotice({ notice, className = '' }: { notice: Notice | null; className?: string }) {
  return (
    <div aria-live={notice?.tone === 'error' ? 'assertive' : 'polite'} aria-atomic="true" className={className}>
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-tone={notice.tone}
          className={`flex items-start gap-2 rounded-lg border px-3.5 py-2.5 text-sm ${toneClass[notice.tone]}`}
        >
          <NoticeIcon tone={notice.tone} />
          <span>{notice.text}</span>
        </p>
      )}
    </div>
  );
}

function NoticeIcon({ tone }: { tone: NoticeTone }) {
  const path =
    tone === 'success'
      ? 'M9 12l2 2 4-4m6 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z'
      : tone === 'error'
        ? 'M12 8v4m0 4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z'
        : 'M13 16h-1v-4h-1m1-4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-px h-4.5 w-4.5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d={path} />
    </svg>
  );
}
