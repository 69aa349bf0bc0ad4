// A figure as reports write it: 307 万辆, 41%, 9 个百分点, 3.07 million, 1.2×, 400 Wh/kg.
const FIGURE =
  /(?<![\p{L}\d.,])(\d+(?:[,，]\d{3})*(?:\.\d+)?)(\s?(?:%|％|个百分点|percentage points|倍|×|million|billion|thousand|[GMk]?Wh(?:\/kg)?|[万亿千](?:[辆台家个人元次份座名])?|[辆台家个人元次份座名]))?/u;

/**
 * The figure a report line leads with, to set large: its first number with its unit.
 * @param text - a key point or achievement
 * @returns the figure ("307 万辆", "41%"), or undefined when the line has no number
 */
export function statOf(text: string): string | undefined {
  const m = FIGURE.exec(text);
  if (!m) return undefined;
  return `${m[1]}${(m[2] ?? '').replace(/^\s+/, ' ')}`.trim();
}
