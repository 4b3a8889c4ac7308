export interface ChartPoint {
  label: string;
  value: number;
  /** What a pointer hover shows (the formatted value with its label). */
  title: string;
}

const width = 600;
const height = 200;
/** Room for the value axis on the left and the date labels below, in the drawing's units. */
const axis = 72;
const below = 32;

/**
 * A small inline SVG bar chart (no chart library: the dashboard chunk stays
 * light). Its numbers are also in the stats table, so the drawing is an image
 * with a summary for assistive technology.
 */
export function BarChart({
  points,
  colour,
  summary,
  formatValue,
}: {
  points: readonly ChartPoint[];
  colour: number;
  summary: string;
  formatValue: (value: number) => string;
}) {
  const max = Math.max(Number.EPSILON, ...points.map((point) => point.value));
  const slot = (width - axis) / Math.max(points.length, 1);
  const bar = Math.max(2, slot * 0.7);
  // Labels are drawn at a size that stays readable when the chart is phone-wide: fewer of them.
  const every = Math.ceil(points.length / 6);
  const ticks = [0, max / 2, max];
  return (
    <svg className="bar-chart" viewBox={`0 0 ${width} ${height + below}`} role="img" aria-label={summary} style={{ color: `var(--chart-${colour})` }}>
      {ticks.map((tick) => {
        const y = height - (tick / max) * (height - 8);
        return (
          <g key={tick}>
            <line x1={axis} y1={y} x2={width} y2={y} className={tick === 0 ? 'bar-chart__axis' : 'bar-chart__grid'} />
            <text x={axis - 8} y={y + 6} textAnchor="end" className="bar-chart__label">
              {formatValue(tick)}
            </text>
          </g>
        );
      })}
      {points.map((point, index) => {
        const barHeight = (point.value / max) * (height - 8);
        const x = axis + index * slot + (slot - bar) / 2;
        return (
          <g key={point.label}>
            <rect x={x} y={height - barHeight} width={bar} height={barHeight} rx="2" fill="currentColor">
              <title>{point.title}</title>
            </rect>
            {index % every === 0 && (
              <text x={x + bar / 2} y={height + 26} textAnchor="middle" className="bar-chart__label">
                {point.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
