import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { formatPrice } from '../../../../shared/validation';
import { type Column, DataTable } from '../../components/data-table/DataTable';
import { CHART, chartPoints } from './price-facts';
import { useGetPriceHistoryQuery, type PricePoint } from './search-api';

export const HISTORY_DAYS = 90;

const historyColumns: Column<PricePoint>[] = [
  { header: 'Date', cell: (p) => p.date },
  { header: 'Lowest', cell: (p) => formatPrice(p.bestPrice) },
  { header: 'Median', cell: (p) => formatPrice(p.medianPrice) },
  { header: 'Pharmacies', cell: (p) => p.pharmacies },
];

/** The lowest and median price near the visitor per day, from the pricing engine's daily snapshots. */
export function PriceHistoryChart({ ndc, quantity, zip }: { ndc: string; quantity: number; zip: string }) {
  const titleId = useId();
  const { data: points, isError } = useGetPriceHistoryQuery(zip ? { ndc, qty: quantity, zip, days: HISTORY_DAYS } : skipToken);
  if (isError || !points?.length) return null;
  const first = points[0]!;
  const last = points.at(-1)!;
  const summary =
    points.length > 1
      ? `Lowest price from ${formatPrice(first.bestPrice)} on ${first.date} to ${formatPrice(last.bestPrice)} on ${last.date}.`
      : `Lowest price ${formatPrice(last.bestPrice)} on ${last.date}; the history grows by one snapshot a day.`;
  return (
    <section className="price-history" aria-labelledby={titleId}>
      <h2 id={titleId}>Price history near you</h2>
      <p>{summary}</p>
      {points.length > 1 ? (
        <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} width={CHART.width} height={CHART.height} role="img" aria-label={summary}>
          <polyline points={chartPoints(points, 'medianPrice')} fill="none" stroke="#8a9a93" strokeWidth="2" strokeDasharray="4 3" />
          <polyline points={chartPoints(points, 'bestPrice')} fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      ) : null}
      {points.length > 1 ? <p className="price-history__legend">Solid line: lowest price near you. Dashed line: median price.</p> : null}
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
