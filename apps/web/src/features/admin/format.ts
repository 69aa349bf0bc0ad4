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

/** An axis of counts: its top and the whole-number step between its labels. */
export interface CountAxis {
  top: number;
  step: number;
}

/**
 * An axis for counts: labels are whole numbers (1, 2 or 5 × a power of ten apart), at most five
 * steps reach the largest value, and the axis is never shorter than four.
 * @param max - the largest value
 * @returns the axis top and its step
 */
export function countAxis(max: number): CountAxis {
  const wanted = Math.max(max, 4);
  for (let power = 1; ; power *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * power;
      const steps = Math.ceil(wanted / step);
      if (steps <= 5) return { top: steps * step, step };
    }
  }
}
