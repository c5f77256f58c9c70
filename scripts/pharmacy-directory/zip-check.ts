import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { distanceMiles } from '../../functions/domain/catalog/geo';
import type { Point } from '../../functions/domain/catalog/model';

/** The allowance: at least this many miles, or this many times the gap to the nearest other zip's centroid. */
const MIN_MILES = 5;
const GAPS = 3;

/** A zip code's centroid. */
export interface Centroid { zip: string; lat: number; lon: number }

/**
 * The sanity check every address-level point passes before the directory uses it: the point must
 * lie near the centroid of the row's own zip code. "Near" scales with how big zips are there: 5
 * miles, or three times the distance from the zip's centroid to the nearest other zip's (about a
 * zip's width: half a mile in Manhattan, fifty in Nevada) if that is more. The HHS locator put
 * CVS #11059 of 1619 Broadway, Manhattan, in Bushwick, 6.7 miles off: refused; Walmart #789 of
 * Mesquite TX 19 miles east, in Forney's fields: refused.
 * A refused point costs precision only: the row falls back to its zip's centroid.
 */
export class ZipCheck {
  private readonly byZip = new Map<string, Centroid>();
  private readonly allowances = new Map<string, number>();

  constructor(centroids: readonly Centroid[]) {
    for (const c of centroids) if (!this.byZip.has(c.zip)) this.byZip.set(c.zip, c);
    const list = [...this.byZip.values()];
    const index = new KDBush(list.length);
    for (const c of list) index.add(c.lon, c.lat);
    index.finish();
    for (const c of list) {
      // The nearest centroid elsewhere (several zips can share one point; those are skipped).
      const [other] = around(index, c.lon, c.lat, 1, undefined, (id) => distanceMiles(c, list[id]!) > 0.05);
      const gap = other === undefined ? 50 : distanceMiles(c, list[other]!);
      this.allowances.set(c.zip, Math.max(MIN_MILES, GAPS * gap));
    }
  }

  centroid(zip: string): Centroid | undefined {
    return this.byZip.get(zip);
  }

  /** Miles a point of this zip may lie from its centroid (undefined: the zip is unknown). */
  allowance(zip: string): number | undefined {
    return this.allowances.get(zip);
  }

  fits(zip: string, point: Point): boolean {
    const c = this.byZip.get(zip);
    return !!c && Number.isFinite(point.lat) && Number.isFinite(point.lon) && distanceMiles(c, point) <= this.allowances.get(zip)!;
  }
}
