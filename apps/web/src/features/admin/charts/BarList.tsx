import { currentLanguage } from '../../../i18n';
import { formatCount } from '../format';

/** One row of a ranked breakdown. */
export interface BarItem {
  key: string;
  label: string;
  count: number;
}

/**
 * A ranked breakdown as horizontal bars (downloads by card type or template, top pages); an
 * ordered list, so screen readers get the ranking and numbers without the drawing.
 */
export function BarList({ items, colorClass, emptyText }: { items: BarItem[]; colorClass: string; emptyText: string }) {
  const lang = currentLanguage();
  if (items.length === 0) {
    return <p className="py-8 text-center text-sm text-gray-500 dark:text-gray-400">{emptyText}</p>;
  }
  const max = Math.max(...items.map((i) => i.count), 1);
  return (
    <ol className="space-y-2.5">
      {items.map((item) => (
        <li key={item.key} className="relative">
          <div
            aria-hidden="true"
            className={`absolute inset-y-0 left-0 rounded-lg bg-current opacity-15 dark:opacity-25 ${colorClass}`}
            style={{ width: `${Math.max((item.count / max) * 100, 2)}%` }}
          />
          <div className="relative flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <span className="min-w-0 truncate font-medium text-gray-800 dark:text-gray-100" title={item.label}>
              {item.label}
            </span>
            <span className="shrink-0 font-semibold text-gray-900 tabular-nums dark:text-white">
              {formatCount(item.count, lang)}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
