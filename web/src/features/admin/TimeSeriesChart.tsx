import { useId } from 'react';

export interface Series {
  name: string;
  values: number[];
}

interface TimeSeriesChartProps {
  title: string;
  /** What the chart shows in words, for screen readers (the table next to it has every number). */
  summary: string;
  labels: string[];
  series: Series[];
  formatValue: (n: number) => string;
}

const W = 720;
const H = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 64 };
const TICKS = 4;

/** A round upper bound for the y axis: 1, 2 or 5 times a power of ten. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= max)!;
}

/** A small line chart in SVG (no chart library: nothing loads from elsewhere). */
export function TimeSeriesChart({ title, summary, labels, series, formatValue }: TimeSeriesChartProps) {
  const id = useId();
  const top = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (labels.length <= 1 ? innerW / 2 : (i / (labels.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const shownLabels = [...new Set([0, Math.floor((labels.length - 1) / 2), labels.length - 1])].filter((i) => i >= 0 && i < labels.length);
  return (
    <figure className="ts-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} preserveAspectRatio="xMidYMid meet">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {Array.from({ length: TICKS + 1 }, (_, t) => {
          const v = (top / TICKS) * t;
          return (
            <g key={t} className="ts-chart__grid">
              <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
              <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end">{formatValue(v)}</text>
            </g>
          );
        })}
        {shownLabels.map((i) => (
          <text key={i} className="ts-chart__label" x={x(i)} y={H - 12} textAnchor={i === 0 && labels.length > 1 ? 'start' : i === labels.length - 1 && labels.length > 1 ? 'end' : 'middle'}>
            {labels[i]}
          </text>
        ))}
        {series.map((s, n) => (
          <g key={s.name} className={`ts-chart__series ts-chart__series--${n}`}>
            <polyline fill="none" points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
            {s.values.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v)} r={labels.length > 60 ? 1.5 : 3} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="ts-chart__legend">
        {series.map((s, n) => (
          <span key={s.name} className={`ts-chart__key ts-chart__key--${n}`}>
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
