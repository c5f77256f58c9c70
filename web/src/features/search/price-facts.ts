import type { DrugDetails } from '../../../../shared/contracts/prices';
import type { Lang } from '../../i18n/lang';

/** Small, pure facts shown beside each price ("checked 3 min ago", why this price, per-unit). */

export function checkedAgo(checkedAt: string, now: number): string {
  const at = Date.parse(checkedAt);
  if (Number.isNaN(at)) return '';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return 'checked just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `checked ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `checked ${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `checked ${days} day${days === 1 ? '' : 's'} ago`;
}

/** Markup of the cost-plus comparison price (cost + 15% + the pharmacy's dispensing fee). */
export const COST_PLUS_MARKUP = 0.15;

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export function costPlusPrice(referenceCost: number, pharmacyFee: number): number {
  return round2(referenceCost * (1 + COST_PLUS_MARKUP) + pharmacyFee);
}

export const perUnit = (price: number, quantity: number): number | undefined => (quantity > 0 ? price / quantity : undefined);

export const formatUnitPrice = (value: number): string => `$${value < 1 ? value.toFixed(3) : value.toFixed(2)}`;

/** The quantity of the other supply (30-day ↔ 90-day, taking the dosage's common quantity as 30 days). */
export function otherSupplyQuantity(details: DrugDetails): number | undefined {
  const common = details.dosages.find((d) => d.isSelected)?.commonQty;
  if (!common) return undefined;
  const listed = new Set(details.packageAwareQuantities.filter((q) => q.quantityLabel !== 'Custom').map((q) => q.quantity));
  const current = details.selected.quantity;
  if (current === common && listed.has(common * 3)) return common * 3;
  if (current === common * 3 && listed.has(common)) return common;
  return undefined;
}

export const CHART = { width: 320, height: 120, pad: 8 } as const;

type ChartPoint = { bestPrice: number; medianPrice: number };

/** Where each price sits on the chart (oldest left, cheapest low); one day is a point in the middle. */
export function chartCoordinates(points: ChartPoint[], key: 'bestPrice' | 'medianPrice'): [number, number][] {
  const values = points.flatMap((p) => [p.bestPrice, p.medianPrice]);
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const inner = { width: CHART.width - 2 * CHART.pad, height: CHART.height - 2 * CHART.pad };
  const step = points.length > 1 ? inner.width / (points.length - 1) : 0;
  const x = (i: number) => (points.length > 1 ? CHART.pad + i * step : CHART.width / 2);
  const y = (value: number) => (span ? CHART.height - CHART.pad - ((value - min) / span) * inner.height : CHART.height / 2);
  return points.map((p, i) => [x(i), y(p[key])]);
}

/** The same, as an SVG polyline's points. */
export function chartPoints(points: ChartPoint[], key: 'bestPrice' | 'medianPrice'): string {
  return chartCoordinates(points, key)
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');
}

/** '2026-11-22' as 'Nov 22, 2026', or on a Spanish page '22 de noviembre de 2026' (the day itself, whatever the visitor's time zone). */
export function formatDay(isoDay: string, lang: Lang = 'en'): string {
  const at = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return isoDay;
  return at.toLocaleDateString(`${lang}-US`, { month: lang === 'en' ? 'short' : 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
