import type { ReactNode } from 'react';

/** Accent colours of the figure cards. */
const TONES = {
  indigo: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  amber: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
  fuchsia: 'bg-fuchsia-50 text-fuchsia-600 dark:bg-fuchsia-500/15 dark:text-fuchsia-300',
  sky: 'bg-sky-50 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300',
  emerald: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
} as const;

/**
 * One dashboard figure: an icon, a label and a large number. A narrow card (five in a row on a
 * 1280 px screen) sets the icon above the label, which "Administrators" had crossed the edge of.
 */
export function StatCard({
  label,
  value,
  icon,
  tone,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  tone: keyof typeof TONES;
}) {
  return (
    <div className="@container rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200/80 dark:bg-gray-800/60 dark:ring-white/10">
      <div className="flex items-center gap-4 @max-[10rem]:flex-col @max-[10rem]:items-start @max-[10rem]:gap-3">
        <span className={`grid h-11 w-11 shrink-0 place-items-center rounded-xl text-xl ${TONES[tone]}`}>{icon}</span>
        <div className="min-w-0 break-words">
          <p className="text-sm leading-snug text-gray-500 dark:text-gray-400">{label}</p>
          <p className="mt-0.5 text-2xl font-bold tracking-tight text-gray-900 tabular-nums dark:text-white">{value}</p>
        </div>
      </div>
    </div>
  );
}
