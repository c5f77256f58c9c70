import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { formatPrice } from '../../../../shared/validation';
import { type Column, DataTable } from '../../components/data-table/DataTable';
import { useLang } from '../../i18n/use-t';
import { useSectionT } from '../../i18n/section-catalogs';
import { CHART, chartCoordinates, chartPoints, formatDay } from './price-facts';
import { usePriceHistoryQuery, type PricePoint } from './search-endpoints';

export const HISTORY_DAYS = 90;

/** The lowest and median price near the visitor per day, from the pricing engine's daily snapshots; drawn from the first day. */
export function PriceHistoryChart({ ndc, quantity, zip }: { ndc: string; quantity: number; zip: string }) {
  const titleId = useId();
  const t = useSectionT('drugLater');
  const lang = useLang();
  const { data: points, isError } = usePriceHistoryQuery(zip ? { ndc, qty: quantity, zip, days: HISTORY_DAYS } : skipToken);
  if (isError || !points?.length) return null;
  const day = (date: string) => formatDay(date, lang);
  const historyColumns: Column<PricePoint>[] = [
    { header: t('drug.history.date'), cell: (p) => day(p.date) },
    { header: t('drug.history.lowest'), cell: (p) => formatPrice(p.bestPrice) },
    { header: t('drug.history.median'), cell: (p) => formatPrice(p.medianPrice) },
    { header: t('drug.history.pharmacies'), cell: (p) => p.pharmacies },
  ];
  const first = points[0]!;
  const last = points.at(-1)!;
  const many = points.length > 1;
  const summary = many
    ? t('drug.history.range', { from: formatPrice(first.bestPrice), fromDate: day(first.date), to: formatPrice(last.bestPrice), toDate: day(last.date) })
    : t('drug.history.one', { best: formatPrice(last.bestPrice), median: formatPrice(last.medianPrice), date: day(last.date) });
  const [bestX, bestY] = chartCoordinates(points, 'bestPrice').at(-1)!;
  const [medianX, medianY] = chartCoordinates(points, 'medianPrice').at(-1)!;
  return (
    <section className="price-history" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('drug.history.heading')}</h2>
      <p className="price-history__since">{t('drug.history.since', { date: day(first.date) })}</p>
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
      <p className="price-history__legend">{t(many ? 'drug.history.legendLines' : 'drug.history.legendDots')}</p>
      <details>
        <summary>{t('drug.history.showTable')}</summary>
        <DataTable
          caption={<span className="visually-hidden">{t('drug.history.caption')}</span>}
          rows={points}
          rowKey={(p) => p.date}
          columns={historyColumns}
        />
      </details>
    </section>
  );
}
