import type { ResponseOf } from '../../../shared/contract';
import type { ClaimRow, adminClaimAnalysisContract } from '../../../shared/contracts/admin';
import { daysBetween } from '../analytics/coupon-views';

/** The fields of a coupon view the analysis groups by (functions/domain/analytics/coupon-views.ts). */
export interface ViewRecord {
  pbm: string;
  ln: string;
  pharmacyName: string;
  at: string;
}

/** Rows per dimension: the largest first; the rest summed into one 'Other' row so totals still add up. */
export const MAX_ROWS = 25;

function rows(views: ViewRecord[], key: (v: ViewRecord) => string, dayIndex: Map<string, number>): ClaimRow[] {
  const byName = new Map<string, number[]>();
  for (const v of views) {
    const name = key(v).trim() || '(unknown)';
    const counts = byName.get(name) ?? new Array<number>(dayIndex.size).fill(0);
    counts[dayIndex.get(v.at.slice(0, 10))!]! += 1;
    byName.set(name, counts);
  }
  const all = [...byName].map(([name, counts]) => ({ name, total: counts.reduce((a, b) => a + b, 0), counts }));
  all.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  if (all.length <= MAX_ROWS) return all;
  const rest = all.slice(MAX_ROWS - 1);
  const other = { name: `Other (${rest.length})`, total: 0, counts: new Array<number>(dayIndex.size).fill(0) };
  for (const r of rest) {
    other.total += r.total;
    r.counts.forEach((c, i) => (other.counts[i]! += c));
  }
  return [...all.slice(0, MAX_ROWS - 1), other];
}

/** Coupon views by day, and by PBM, drug and pharmacy per day; views outside the range are ignored. */
export function analyseViews(from: string, to: string, views: ViewRecord[]): ResponseOf<typeof adminClaimAnalysisContract> {
  const days = daysBetween(from, to);
  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const inRange = views.filter((v) => dayIndex.has(v.at.slice(0, 10)));
  const perDay = new Array<number>(days.length).fill(0);
  for (const v of inRange) perDay[dayIndex.get(v.at.slice(0, 10))!]! += 1;
  return {
    from, to, days, total: inRange.length, perDay,
    byPbm: rows(inRange, (v) => v.pbm, dayIndex),
    byDrug: rows(inRange, (v) => v.ln, dayIndex),
    byPharmacy: rows(inRange, (v) => v.pharmacyName, dayIndex),
  };
}
