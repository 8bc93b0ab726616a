/**
 * A horizontal bar chart in plain SVG (no chart library: the dashboard needs bars only, and this costs no bundle).
 * Each bar carries its label and value as text, so the figure reads without the drawing.
 */
export interface Bar {
  readonly label: string;
  readonly value: number;
}

const ROW = 28;
const LABEL_WIDTH = 140;
const WIDTH = 480;

export function BarChart({ title, bars, empty }: { title: string; bars: readonly Bar[]; empty: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const barSpace = WIDTH - LABEL_WIDTH - 48;
  return (
    <figure className="dealer-chart">
      <figcaption className="dealer-chart__title">{title}</figcaption>
      {bars.length === 0 ? (
        <p className="dealer-chart__empty">{empty}</p>
      ) : (
        <svg viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`} role="img" aria-label={title} className="dealer-chart__svg">
          {bars.map((b, i) => (
            <g key={b.label} transform={`translate(0 ${i * ROW})`}>
              <text x={LABEL_WIDTH - 8} y={ROW / 2} textAnchor="end" dominantBaseline="middle" className="dealer-chart__label">
                {b.label}
              </text>
              <rect x={LABEL_WIDTH} y={5} height={ROW - 10} width={Math.max(b.value > 0 ? 2 : 0, (b.value / max) * barSpace)} rx={3} className="dealer-chart__bar" />
              <text x={LABEL_WIDTH + (b.value / max) * barSpace + 6} y={ROW / 2} dominantBaseline="middle" className="dealer-chart__value">
                {b.value}
              </text>
            </g>
          ))}
        </svg>
      )}
    </figure>
  );
}
