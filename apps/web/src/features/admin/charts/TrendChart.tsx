import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { countAxis, formatCount, formatDay } from '../format';
import { useElementWidth } from './useElementWidth';

/** One line (or one set of columns) of a chart. */
export interface ChartSeries {
  label: string;
  values: number[];
  /** Tailwind text-colour classes; the SVG strokes and fills with currentColor. */
  colorClass: string;
}

const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

/**
 * A hand-drawn SVG chart of per-day counts: lines with a soft area, or columns. It measures its
 * width so text stays crisp, shows a tooltip on hover or with the arrow keys once focused, and
 * carries the same numbers as a table for screen readers.
 */
export function TrendChart({
  days,
  series,
  kind = 'line',
  height = 240,
  label,
}: {
  days: string[];
  series: ChartSeries[];
  kind?: 'line' | 'columns';
  height?: number;
  /** What the chart shows; names the figure and its table. */
  label: string;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const gradientId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);

  const n = days.length;
  const plotW = Math.max(width - PAD.left - PAD.right, 10);
  const plotH = height - PAD.top - PAD.bottom;
  const axis = countAxis(Math.max(0, ...series.flatMap((s) => s.values)));
  const max = axis.top;
  const band = plotW / Math.max(n, 1);
  const x = (i: number): number =>
    kind === 'columns' ? PAD.left + band * (i + 0.5) : PAD.left + (n <= 1 ? plotW / 2 : (plotW * i) / (n - 1));
  const y = (v: number): number => PAD.top + plotH - (plotH * v) / max;
  const labelEvery = Math.max(1, Math.ceil(n / Math.max(2, Math.floor(plotW / 64))));

  const indexAt = (clientX: number, left: number): number => {
    const px = clientX - left - PAD.left;
    const i = kind === 'columns' ? Math.floor(px / band) : Math.round((px / plotW) * (n - 1));
    return Math.min(n - 1, Math.max(0, i));
  };
  const handlePointer = (event: PointerEvent<SVGRectElement>): void => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (box) setActive(indexAt(event.clientX, box.left));
  };
  const handleKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    setActive((current) => {
      if (event.key === 'Home') return 0;
      if (event.key === 'End') return n - 1;
      const from = current ?? (event.key === 'ArrowLeft' ? n : -1);
      return Math.min(n - 1, Math.max(0, from + (event.key === 'ArrowLeft' ? -1 : 1)));
    });
  };

  const columnWidth = Math.max(2, Math.min(28, (band * 0.7) / series.length));
  const tooltipLeft = active === null ? 0 : Math.min(Math.max(x(active), 70), width - 70);

  return (
    <figure className="relative m-0">
      <div
        ref={ref}
        tabIndex={0}
        role="group"
        aria-label={label}
        onKeyDown={handleKey}
        onBlur={() => setActive(null)}
        className="relative rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4"
      >
        <svg width={width} height={height} aria-hidden="true" className="block overflow-visible select-none">
          {Array.from({ length: max / axis.step + 1 }, (_, i) => {
            const value = axis.step * i;
            return (
              <g key={i}>
                <line
                  x1={PAD.left}
                  x2={PAD.left + plotW}
                  y1={y(value)}
                  y2={y(value)}
                  className="stroke-gray-200 dark:stroke-white/10"
                  strokeDasharray={i === 0 ? undefined : '3 4'}
                />
                <text
                  x={PAD.left - 8}
                  y={y(value)}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-gray-400 text-[11px] tabular-nums dark:fill-gray-500"
                >
                  {formatCount(value, lang)}
                </text>
              </g>
            );
          })}
          {days.map((day, i) =>
            // Labels count back from today, the day that matters most.
            (n - 1 - i) % labelEvery === 0 ? (
              <text
                key={day}
                x={x(i)}
                y={height - 8}
                textAnchor="middle"
                className="fill-gray-400 text-[11px] tabular-nums dark:fill-gray-500"
              >
                {formatDay(day, lang)}
              </text>
            ) : null,
          )}
          {active !== null && (
            <line
              x1={x(active)}
              x2={x(active)}
              y1={PAD.top}
              y2={PAD.top + plotH}
              className="stroke-gray-300 dark:stroke-white/20"
            />
          )}
          {series.map((s, si) =>
            kind === 'columns' ? (
              <g key={s.label} className={s.colorClass}>
                {s.values.map((v, i) => {
                  const left = x(i) - (columnWidth * series.length) / 2 + columnWidth * si;
                  return (
                    <rect
                      key={days[i]}
                      x={left}
                      y={y(v)}
                      width={Math.max(columnWidth - 1, 1)}
                      height={Math.max(PAD.top + plotH - y(v), 0)}
                      rx={Math.min(3, columnWidth / 3)}
                      fill="currentColor"
                      opacity={active === null || active === i ? 0.9 : 0.45}
                    />
                  );
                })}
              </g>
            ) : (
              <g key={s.label} className={s.colorClass}>
                {/* Defined inside the coloured group, so currentColor is the series colour. */}
                <defs>
                  <linearGradient id={`${gradientId}-${si}`} x1="0" x2="0" y1="0" y2="1">
                    <stop offset="0%" stopColor="currentColor" stopOpacity="0.22" />
                    <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
                  </linearGradient>
                </defs>
                {n > 1 && (
                  <path
                    d={`M${x(0)},${PAD.top + plotH} ${s.values.map((v, i) => `L${x(i)},${y(v)}`).join(' ')} L${x(n - 1)},${PAD.top + plotH}Z`}
                    fill={`url(#${CSS.escape(`${gradientId}-${si}`)})`}
                  />
                )}
                <path
                  d={s.values.map((v, i) => `${i ? 'L' : 'M'}${x(i)},${y(v)}`).join(' ')}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
                {(n <= 31 || active !== null) &&
                  s.values.map((v, i) =>
                    n <= 31 || active === i ? (
                      <circle
                        key={days[i]}
                        cx={x(i)}
                        cy={y(v)}
                        r={active === i ? 4.5 : 2.5}
                        fill="currentColor"
                        className="stroke-white dark:stroke-gray-800"
                        strokeWidth={active === i ? 2 : 1}
                      />
                    ) : null,
                  )}
              </g>
            ),
          )}
          <rect
            x={PAD.left}
            y={PAD.top}
            width={plotW}
            height={plotH}
            fill="transparent"
            onPointerMove={handlePointer}
            onPointerDown={handlePointer}
            onPointerLeave={() => setActive(null)}
          />
        </svg>
        {active !== null && days[active] && (
          <div
            className="pointer-events-none absolute top-0 z-10 min-w-28 -translate-x-1/2 rounded-lg bg-gray-900/95 px-3 py-2 text-xs text-white shadow-lg dark:bg-gray-700/95"
            style={{ left: tooltipLeft }}
            aria-live="polite"
          >
            <p className="font-semibold">{formatDay(days[active], lang)}</p>
            {series.map((s) => (
              <p key={s.label} className="mt-0.5 flex items-center justify-between gap-3">
                <span className="flex items-center gap-1.5">
                  <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full bg-current ${s.colorClass}`} />
                  {s.label}
                </span>
                <span className="font-semibold tabular-nums">{formatCount(s.values[active] ?? 0, lang)}</span>
              </p>
            ))}
          </div>
        )}
      </div>
      {series.length > 1 && (
        <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-gray-600 dark:text-gray-300">
          {series.map((s) => (
            <span key={s.label} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full bg-current ${s.colorClass}`} />
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
      {/* Tables ignore overflow and height, so the hiding wrapper is a div. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.stats.date')}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[i] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
