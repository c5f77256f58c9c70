import { LIMITS } from '../../../shared/brand';
import { pointToZip, zipArea, zipToPoint } from '../catalog/geo';
import type { Point } from '../catalog/model';
import { badRequest } from '../../lib/errors';

/**
 * Where a visitor is: a zip, coordinates, or the default zip. Apart from the pricing engine, so a
 * route that only needs the place (featured savings) does not bundle the engine.
 */
export interface Where {
  zip?: string;
  lat?: number;
  long?: number;
}

export interface Place {
  /** The zip asked for, else the zip nearest the coordinates ('' when there is none), else the default zip. */
  zip: string;
  point: Point;
  /** The price cache's and the price history's key for the place. */
  area: string;
}

/** rules#validation, rules#constants: coordinates win over a zip; neither means the default zip. Undefined: an unknown zip. */
export function findPlace(where: Where): Place | undefined {
  if (where.lat !== undefined && where.long !== undefined) {
    const point = { lat: where.lat, lon: where.long };
    return { zip: pointToZip(point) ?? '', point, area: zipArea(point) };
  }
  const zip = where.zip ?? LIMITS.defaultZip;
  const point = zipToPoint(zip);
  return point ? { zip, point, area: zipArea(zip) } : undefined;
}

/** As findPlace; an unknown zip is a 400 invalid_zip (the search page shows its zip card for it). */
export function locate(where: Where): Place {
  const place = findPlace(where);
  if (!place) throw badRequest('invalid_zip', `Zip Code ${where.zip ?? LIMITS.defaultZip} was not found. Please enter a valid zip code.`);
  return place;
}
