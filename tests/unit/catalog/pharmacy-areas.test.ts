import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../../../functions/domain/catalog/geo';
import { areaPartition, areasAround, directoryItems, MAIL_ORDER_PARTITION } from '../../../functions/domain/catalog/pharmacy-areas';
import { seedPharmacies } from '../../../functions/domain/catalog/seed/pharmacies';

const directory = seedPharmacies();
const walkIn = directory.filter((p) => !p.mailOrder);

describe('pharmacy directory by area', () => {
  it('the areas around a place hold every walk-in pharmacy within the radius, wherever the place is', () => {
    // Places at pharmacies across the country (Alaska and Hawaii included), at the radii the routes use.
    const places = walkIn.filter((_, i) => i % 37 === 0).map((p) => ({ lat: p.lat + 0.3, lon: p.lon - 0.4 }));
    for (const radius of [1, 25, 50, 100]) {
      for (const place of places) {
        const areas = new Set(areasAround(place, radius));
        const missed = walkIn.filter((p) => distanceMiles(place, p) <= radius && !areas.has(areaPartition(p)));
        expect(missed, `${radius} mi around ${place.lat},${place.lon}`).toEqual([]);
      }
    }
  });

  it('reads a handful of areas, not the country', () => {
    expect(areasAround({ lat: 40.75, lon: -73.99 }, 25).length).toBeLessThanOrEqual(4);
    expect(areasAround({ lat: 61.2, lon: -149.9 }, 50).length).toBeLessThanOrEqual(12);
  });

  it('files each pharmacy twice: in the whole directory and in its area (mail order in its own list)', () => {
    const mail = directory.find((p) => p.mailOrder)!;
    expect(directoryItems(mail).map((i) => i.pk)).toEqual(['pharmacy', MAIL_ORDER_PARTITION]);
    const shop = walkIn[0]!;
    expect(directoryItems(shop).map((i) => i.pk)).toEqual(['pharmacy', `area#${Math.floor(shop.lat)}#${Math.floor(shop.lon)}`]);
  });
});
