export interface ChartPoint {
  label: string;
  value: number;
  /** What a pointer hover shows (the formatted value with its label). */
  title: string;
}

const width = 600;
const height = 200;
const axis = 24;

/**
 * A small inline SVG bar chart (no chart library: the dashboard chunk stays
 * light). Its numbers are also in the stats table, so the drawing is an image
 * with a summary for assistive technology.
 */
export function BarChart({ points, colour, summary }: { points: readonly ChartPoint[]; colour: number; summary: string }) {
  const max = Math.max(1, ...points.map((point) => point.value));
  const slot = (width - axis) / Math.max(points.length, 1);
  const bar = Math.max(2, slot * 0.7);
  const every = Math.ceil(points.length / 8);
  return (
    <svg className="bar-chart" viewBox={`0 0 ${width} ${height + axis}`} role="img" aria-label={summary} style={{ color: `var(--chart-${colour})` }}>
      <line x1={axis} y1={height} x2={width} y2={height} className="bar-chart__axis" />
      {points.map((point, index) => {
        const barHeight = (point.value / max) * (height - 8);
        const x = axis + index * slot + (slot - bar) / 2;
        return (
          <g key={point.label}>
            <rect x={x} y={height - barHeight} width={bar} height={barHeight} rx="2" fill="currentColor">
              <title>{point.title}</title>
            </rect>
            {index % every === 0 && (
              <text x={x + bar / 2} y={height + 16} textAnchor="middle" className="bar-chart__label">
                {point.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
