import type { Locale } from '@inkcard/shared';

const tag = (lang: Locale): string => (lang === 'zh' ? 'zh-CN' : 'en-US');

/**
 * A whole number with the language's grouping (12,345).
 * @param value - the number
 * @param lang - zh or en
 * @returns the formatted number
 */
export function formatCount(value: number, lang: Locale): string {
  return new Intl.NumberFormat(tag(lang)).format(value);
}

/**
 * A UTC day 'YYYY-MM-DD' as a short label (5/8), read in UTC so it never shifts.
 * @param day - the day
 * @param lang - zh or en
 * @returns the label
 */
export function formatDay(day: string, lang: Locale): string {
  return new Intl.DateTimeFormat(tag(lang), { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * An instant as a date in the viewer's time zone (2025/5/8 or May 8, 2025).
 * @param iso - an ISO timestamp
 * @param lang - zh or en
 * @returns the date
 */
export function formatDate(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(tag(lang), { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}

/**
 * A round upper bound for a chart's axis: 1, 2, 5 × a power of ten, at least the maximum.
 * @param max - the largest value
 * @returns the axis top
 */
export function niceCeiling(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}
