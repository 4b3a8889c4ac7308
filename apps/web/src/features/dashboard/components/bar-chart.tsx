import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface ChartPoint {
  label: string;
  value: number;
  /** What a pointer hover shows (the formatted value with its label). */
  title: string;
}

/** The drawing is as wide as its box in CSS pixels, so its labels keep their size (dashboard.css) at every width. */
const defaultWidth = 600;
const height = 200;
/** Room for the date labels below the bars. */
const below = 32;
/** About how wide a character of the labels is at their size (13 px), to leave them room without measuring. */
const characterWidth = 7.5;

/** The width of the box, followed as it changes (the default until it is known, e.g. in a server render). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(defaultWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A small inline SVG bar chart (no chart library: the dashboard chunk stays
 * light). Its numbers are also in the stats table, so the drawing is an image
 * with a summary for assistive technology. The value axis is `ticks` (axisTicks): its last tick is the top.
 */
export function BarChart({
  points,
  ticks,
  colour,
  summary,
  formatValue,
}: {
  points: readonly ChartPoint[];
  ticks: readonly number[];
  colour: number;
  summary: string;
  formatValue: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const top = Math.max(Number.EPSILON, ticks.at(-1) ?? 0);
  const tickTexts = ticks.map(formatValue);
  // The value axis as wide as its longest label: « 1 h 30 min » is never cut.
  const axis = Math.max(...tickTexts.map((text) => text.length)) * characterWidth + 12;
  const slot = (width - axis) / Math.max(points.length, 1);
  const bar = Math.max(2, slot * 0.7);
  // As many date labels as fit side by side.
  const labelWidth = Math.max(0, ...points.map((point) => point.label.length)) * characterWidth + 12;
  const every = Math.max(1, Math.ceil(labelWidth / Math.max(slot, 1)));
  return (
    <div ref={box} className="bar-chart-box">
      <svg className="bar-chart" viewBox={`0 0 ${width} ${height + below}`} role="img" aria-label={summary} style={{ color: `var(--chart-${colour})` }}>
        {ticks.map((tick, index) => {
          const y = height - (tick / top) * (height - 8);
          return (
            <g key={tick}>
              <line x1={axis} y1={y} x2={width} y2={y} className={tick === 0 ? 'bar-chart__axis' : 'bar-chart__grid'} />
              <text x={axis - 6} y={y + 5} textAnchor="end" className="bar-chart__label">
                {tickTexts[index]}
              </text>
            </g>
          );
        })}
        {points.map((point, index) => {
          const barHeight = (point.value / top) * (height - 8);
          const x = axis + index * slot + (slot - bar) / 2;
          return (
            <g key={point.label}>
              <rect x={x} y={height - barHeight} width={bar} height={barHeight} rx="2" fill="currentColor">
                <title>{point.title}</title>
              </rect>
              {index % every === 0 && (
                <text x={x + bar / 2} y={height + 22} textAnchor="middle" className="bar-chart__label">
                  {point.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
