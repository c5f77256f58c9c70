import type { Pharmacy, Point } from './model';
import { batchPut, queryPartition } from './store';

/**
 * The pharmacy directory by area, so a pricing container loads only the pharmacies around the
 * places it is asked about, not the whole country. Every pharmacy is stored once in the whole
 * directory (pk `pharmacy`: admin counts, name search, NPI lookup) and once more in its area:
 * walk-in pharmacies under pk `area#<lat>#<lon>` (1° cells, about 69 × 50 miles in the contiguous
 * US), mail-order pharmacies under pk `mail-order`.
 */
const MILES_PER_DEGREE_LAT = 69.05;
export const MAIL_ORDER_PARTITION = 'mail-order';

const cell = (lat: number, lon: number) => `area#${Math.floor(lat)}#${Math.floor(lon)}`;

/** The partition that holds this pharmacy besides the whole directory. */
export function areaPartition(p: Pick<Pharmacy, 'lat' | 'lon' | 'mailOrder'>): string {
  return p.mailOrder ? MAIL_ORDER_PARTITION : cell(p.lat, p.lon);
}

/** Every 1° cell that a circle of `radiusMiles` around `point` touches (its bounding box). */
export function areasAround(point: Point, radiusMiles: number): string[] {
  const dLat = radiusMiles / MILES_PER_DEGREE_LAT;
  const widestLat = Math.min(89, Math.max(Math.abs(point.lat - dLat), Math.abs(point.lat + dLat)));
  const dLon = radiusMiles / (MILES_PER_DEGREE_LAT * Math.cos((widestLat * Math.PI) / 180));
  const areas: string[] = [];
  for (let lat = Math.floor(point.lat - dLat); lat <= Math.floor(point.lat + dLat); lat += 1) {
    for (let lon = Math.floor(point.lon - dLon); lon <= Math.floor(point.lon + dLon); lon += 1) areas.push(cell(lat, lon));
  }
  return areas;
}

const areaItem = (p: Pharmacy) => ({ pk: areaPartition(p), sk: p.id, ...p });

/** The two items a pharmacy is stored as: in the whole directory and in its area. */
export function directoryItems(p: Pharmacy): Record<string, unknown>[] {
  return [{ pk: 'pharmacy', sk: p.id, ...p }, areaItem(p)];
}

/** Writes the area copy of every pharmacy of the whole directory (a store kept from before areas existed). */
export async function rebuildAreas(): Promise<number> {
  const all = await queryPartition<Pharmacy & { pk: string; sk: string }>('pharmacies', 'pharmacy');
  await batchPut('pharmacies', all.map(({ pk: _pk, sk: _sk, ...p }) => areaItem(p)));
  return all.length;
}
