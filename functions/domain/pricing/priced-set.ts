import { LIMITS } from '../../../shared/brand';
import { PRICED_SET } from '../../../shared/priced-set';
import type { PharmacyWithDistance, Point } from '../catalog/model';
import { nearestPharmacies } from '../catalog/pharmacy-repository';

/** One page of the priced set near a place (shared/priced-set.ts): the pharmacies a price page asks the PBMs about. */
export interface PricedPage {
  /** Nearest first (nearOrder: distance as shown, a building's point before a zip centroid's, then name and id). */
  pharmacies: PharmacyWithDistance[];
  page: number;
  pageSize: number;
  /** The next page, or null when no more walk-in pharmacies are within the radius (or the page is the last one asked for). */
  nextPage: number | null;
}

/**
 * Page `page` of the priced set: the walk-in pharmacies ranked (page − 1) × pageSize + 1 to
 * page × pageSize by distance within the 50-mile radius. A function of the place and the page alone
 * (the directory's order is deterministic), so two requests for the same page list the same
 * pharmacies whatever the PBMs do, and consecutive pages never overlap.
 */
export async function pricedSetNear(point: Point, page = 1, pageSize: number = PRICED_SET.pageSize): Promise<PricedPage> {
  if (!Number.isInteger(page) || page < 1 || page > PRICED_SET.maxPage) throw new RangeError(`page must be 1 to ${PRICED_SET.maxPage}`);
  // One more than the page needs tells whether there is a next page.
  const ranked = await nearestPharmacies(point, { limit: page * pageSize + 1, maxMiles: LIMITS.radiusMiles });
  const pharmacies = ranked.slice((page - 1) * pageSize, page * pageSize);
  return { pharmacies, page, pageSize, nextPage: ranked.length > page * pageSize && page < PRICED_SET.maxPage ? page + 1 : null };
}
