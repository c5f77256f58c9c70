import type { Point } from './model';
import { findZip, nearestZip } from './zip-table';

export function zipToPoint(zip: string): Point | undefined {
  const hit = findZip(zip.trim());
  return hit ? { lat: hit.lat, lon: hit.lon } : undefined;
}

export function zipPlace(zip: string): { city: string; state: string } | undefined {
  const hit = findZip(zip.trim());
  return hit ? { city: hit.city, state: hit.state } : undefined;
}

export function pointToZip(point: Point): string | undefined {
  return nearestZip(point.lat, point.lon)?.zip;
}

const EARTH_RADIUS_MILES = 3958.7613;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The price cache's area key: a 5-digit zip. Prices are per pharmacy, and the pharmacies within
 * 50 miles barely change between neighbouring zips, but a 3-digit prefix can span 100+ miles in
 * rural areas, so the full zip keeps cached answers exact at little cost.
 */
export function zipArea(zipOrPoint: string | Point): string {
  if (typeof zipOrPoint === 'string') return zipOrPoint.trim();
  return pointToZip(zipOrPoint) ?? `${zipOrPoint.lat.toFixed(2)},${zipOrPoint.lon.toFixed(2)}`;
}
