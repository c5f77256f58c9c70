import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { formatPrice } from '../../../../shared/validation';
import { type Column, DataTable } from '../../components/data-table/DataTable';
import { CHART, chartCoordinates, chartPoints, formatDay } from './price-facts';
import { usePriceHistoryQuery, type PricePoint } from './search-endpoints';

export const HISTORY_DAYS = 90;

const historyColumns: Column<PricePoint>[] = [
  { header: 'Date', cell: (p) => formatDay(p.date) },
  { header: 'Lowest', cell: (p) => formatPrice(p.bestPrice) },
  { header: 'Median', cell: (p) => formatPrice(p.medianPrice) },
  { header: 'Pharmacies', cell: (p) => p.pharmacies },
];

/** The lowest and median price near the visitor per day, from the pricing engine's daily snapshots; drawn from the first day. */
export function PriceHistoryChart({ ndc, quantity, zip }: { ndc: string; quantity: number; zip: string }) {
  const titleId = useId();
  const { data: points, isError } = usePriceHistoryQuery(zip ? { ndc, qty: quantity, zip, days: HISTORY_DAYS } : skipToken);
  if (isError || !points?.length) return null;
  const first = points[0]!;
  const last = points.at(-1)!;
  const many = points.length > 1;
  const summary = many
    ? `Lowest price from ${formatPrice(first.bestPrice)} on ${formatDay(first.date)} to ${formatPrice(last.bestPrice)} on ${formatDay(last.date)}.`
    : `Lowest price ${formatPrice(last.bestPrice)}, median ${formatPrice(last.medianPrice)}, on ${formatDay(last.date)}.`;
  const [bestX, bestY] = chartCoordinates(points, 'bestPrice').at(-1)!;
  const [medianX, medianY] = chartCoordinates(points, 'medianPrice').at(-1)!;
  return (
    <section className="price-history" aria-labelledby={titleId}>
      <h2 id={titleId}>Price history near you</h2>
      <p className="price-history__since">Tracking since {formatDay(first.date)}.</p>
      <p>{summary}</p>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} width={CHART.width} height={CHART.height} role="img" aria-label={summary}>
        {many ? <polyline points={chartPoints(points, 'medianPrice')} fill="none" stroke="#6b7b74" strokeWidth="2" strokeDasharray="4 3" /> : null}
        {many ? <polyline points={chartPoints(points, 'bestPrice')} fill="none" stroke="currentColor" strokeWidth="2.5" /> : null}
        <circle cx={medianX} cy={medianY} r="5" fill="#fff" stroke="#6b7b74" strokeWidth="2" />
        <circle cx={bestX} cy={bestY} r="5" fill="currentColor" />
        <text className="price-history__value" x={medianX - 8} y={medianY + 4} textAnchor="end">
          {formatPrice(last.medianPrice)}
        </text>
        <text className="price-history__value" x={bestX - 8} y={bestY + 4} textAnchor="end">
          {formatPrice(last.bestPrice)}
        </text>
      </svg>
      <p className="price-history__legend">
        {many ? 'Solid line: lowest price near you. Dashed line: median price.' : 'Filled dot: lowest price near you. Hollow dot: median price.'} A new
        point is added each day.
      </p>
      <details>
        <summary>Show the prices as a table</summary>
        <DataTable
          caption={<span className="visually-hidden">Daily lowest and median price near you</span>}
          rows={points}
          rowKey={(p) => p.date}
          columns={historyColumns}
        />
      </details>
    </section>
  );
}
