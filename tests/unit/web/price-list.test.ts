import { describe, expect, it } from 'vitest';
import { savingsPercent } from '../../../shared/validation';
import { aboutToolLinks } from '../../../web/src/features/search/about/about-links';
import { fitProjection, mapSize, outlines, placeMarkers, scaleBar } from '../../../web/src/features/search/map/map-geometry';
import { chainsOf, inChain, listedPharmacies, otherLocations, sortPharmacies, splitPharmacies } from '../../../web/src/features/search/pharmacies';
import { couponLinkName } from '../../../web/src/features/search/PharmacyRow';
import { chartCoordinates, CHART, formatDay } from '../../../web/src/features/search/price-facts';
import type { PharmacyPrice } from '../../../shared/contracts/prices';
import { pharmacyPrice } from './search-fixtures';

const list: PharmacyPrice[] = [
  pharmacyPrice({ pharmacyId: 'a', pharmacyName: 'Walgreens', chain: 'Walgreens', price: 5, distance: 3.2 }),
  pharmacyPrice({ pharmacyId: 'b', pharmacyName: 'Main St Drug', chain: 'Independent', price: 7, distance: 0.4 }),
  pharmacyPrice({ pharmacyId: 'c', pharmacyName: 'CVS Pharmacy', chain: 'CVS', price: 6, distance: 1.25 }),
  pharmacyPrice({ pharmacyId: 'd', pharmacyName: 'Vons Pharmacy', chain: 'Albertsons', price: 6, distance: 0.9 }),
];
const ids = (prices: typeof list) => prices.map((p) => p.pharmacyId);

describe('the price list', () => {
  it('sorts by price (ties keep the server order) or by distance, without changing the input', () => {
    expect(ids(sortPharmacies(list, 'price'))).toEqual(['a', 'c', 'd', 'b']);
    expect(ids(sortPharmacies(list, 'distance'))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('offers the chains of the listed pharmacies and filters by one', () => {
    expect(chainsOf(list)).toEqual(['Albertsons', 'CVS', 'Independent', 'Walgreens']);
    expect(ids(inChain(list, 'CVS'))).toEqual(['c']);
    expect(ids(inChain(list, ''))).toEqual(['a', 'b', 'c', 'd']);
  });
  it("makes each pharmacy name's entry its nearest store, even when a farther store of it is cheaper", () => {
    const stores = [
      pharmacyPrice({ pharmacyId: 'far-cheap', pharmacyName: 'Meijer Pharmacy', price: 3, distance: 24.5 }),
      pharmacyPrice({ pharmacyId: 'w', pharmacyName: 'Walgreens', price: 4, distance: 1.1 }),
      pharmacyPrice({ pharmacyId: 'near', pharmacyName: 'Meijer Pharmacy', price: 5, distance: 6.2 }),
      pharmacyPrice({ pharmacyId: 'mid', pharmacyName: 'meijer pharmacy', price: 5, distance: 9 }),
    ];
    const { popular } = splitPharmacies(stores, '');
    expect(ids(popular), 'one entry per name, the nearest store').toEqual(['w', 'near']);
    const others = otherLocations(stores);
    expect(ids(others(popular[1]!)), "the chain's other stores, nearest first").toEqual(['mid', 'far-cheap']);
    expect(others(popular[0]!)).toEqual([]);
  });
  it('lists the other pharmacies where none nearby is popular, so the list is never empty', () => {
    const honolulu = [
      pharmacyPrice({ pharmacyId: 'h1', pharmacyName: 'Kuhio Pharmacy', isPopular: false }),
      pharmacyPrice({ pharmacyId: 'h2', pharmacyName: 'Times Pharmacy', isPopular: false }),
    ];
    expect(listedPharmacies(splitPharmacies(honolulu, ''), false)).toEqual({ listed: honolulu, hidden: 0 });
    const mixed = [pharmacyPrice({ pharmacyId: 'p', pharmacyName: 'CVS Pharmacy', isPopular: true }), ...honolulu];
    const popularFirst = listedPharmacies(splitPharmacies(mixed, ''), false);
    expect(ids(popularFirst.listed), 'popular first, the others behind Show More').toEqual(['p']);
    expect(popularFirst.hidden).toBe(2);
    expect(ids(listedPharmacies(splitPharmacies(mixed, ''), true).listed)).toEqual(['p', 'h1', 'h2']);
  });
  it('names each Get Coupon link for its pharmacy and distance', () => {
    expect(couponLinkName(list[2]!)).toBe('Get coupon for CVS Pharmacy, 1.3 mi');
    expect(couponLinkName({ pharmacyName: 'Walgreens', distance: 12 })).toBe('Get coupon for Walgreens, 12.0 mi');
  });
  it('computes the saving from the exact retail price, not the whole dollars shown', () => {
    // $10.49 is shown as $10: from that the saving would read 51%, from the real price it is 53%.
    expect(savingsPercent(4.9, 10.49)).toBe(53);
  });
});

describe('price history from the first day', () => {
  it('puts a single day in the middle of the chart', () => {
    expect(chartCoordinates([{ bestPrice: 5, medianPrice: 9 }], 'bestPrice')).toEqual([[CHART.width / 2, CHART.height - CHART.pad]]);
    expect(chartCoordinates([{ bestPrice: 5, medianPrice: 9 }], 'medianPrice')).toEqual([[CHART.width / 2, CHART.pad]]);
    expect(chartCoordinates([{ bestPrice: 5, medianPrice: 5 }], 'bestPrice')).toEqual([[CHART.width / 2, CHART.height / 2]]);
  });
  it("writes the day as a date, whatever the visitor's time zone", () => {
    expect(formatDay('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });
});

describe('the pharmacy map', () => {
  const center = { lat: 32.7185, lon: -117.1593 };
  const MAP = mapSize(640);
  it('places price markers that never overlap at a phone width, clustering the ones that would (stores at one zip centre too)', () => {
    const phone = mapSize(358);
    // 40 stores: a dense downtown, 10 of them at one zip centre, and a few spread out, some at the edges.
    const points = Array.from({ length: 40 }, (_, i) => ({
      item: `s${i}`,
      xy: (i < 10 ? [150, 100] : i < 30 ? [140 + (i % 5) * 9, 90 + Math.floor(i / 5) * 7] : [(i - 30) * 40, i % 2 ? 0 : phone.height]) as [number, number],
    }));
    const box = { width: 72, height: 22 };
    const groups = placeMarkers(points, phone, box);
    expect(groups.flatMap((g) => g.members).sort()).toEqual(points.map((p) => p.item).sort());
    for (const [i, a] of groups.entries()) {
      expect(a.box.x - box.width / 2, 'inside the map').toBeGreaterThanOrEqual(0);
      expect(a.box.x + box.width / 2).toBeLessThanOrEqual(phone.width);
      expect(a.box.y - box.height / 2).toBeGreaterThanOrEqual(0);
      expect(a.box.y + box.height / 2).toBeLessThanOrEqual(phone.height);
      for (const b of groups.slice(i + 1)) {
        const apart = Math.abs(a.box.x - b.box.x) >= box.width || Math.abs(a.box.y - b.box.y) >= box.height;
        expect(apart, `markers of ${a.members[0]} and ${b.members[0]} do not overlap`).toBe(true);
      }
    }
    expect(groups.find((g) => g.members.includes('s1'))!.members.length, 'the stores at one zip centre are one marker').toBeGreaterThanOrEqual(10);
    expect(groups.length).toBeGreaterThan(3);
  });
  it('is drawn at the width it is shown, 16:9, between a phone and 640 px', () => {
    expect(mapSize(358)).toEqual({ width: 358, height: 201, pad: 28 });
    expect(mapSize(1200).width).toBe(640);
    expect(mapSize(0).width).toBe(280);
  });
  it('fits the pharmacies and the zip inside the map, with a round-number scale bar', () => {
    const pharmacies = [{ lat: 32.8082, lon: -117.11532 }, { lat: 32.75, lon: -117.2 }];
    const projection = fitProjection(MAP, center, pharmacies);
    for (const p of [center, ...pharmacies]) {
      const [x, y] = projection([p.lon, p.lat])!;
      expect(x).toBeGreaterThanOrEqual(MAP.pad - 0.5);
      expect(x).toBeLessThanOrEqual(MAP.width - MAP.pad + 0.5);
      expect(y).toBeGreaterThanOrEqual(MAP.pad - 0.5);
      expect(y).toBeLessThanOrEqual(MAP.height - MAP.pad + 0.5);
    }
    const scale = scaleBar(MAP, projection, center);
    expect([0.25, 0.5, 1, 2, 5, 10, 20, 25, 50]).toContain(scale.miles);
    expect(scale.pixels).toBeGreaterThan(MAP.width / 10);
    expect(scale.pixels).toBeLessThan(MAP.width / 2);
  });
  it('shows at least a mile around the zip when the only pharmacy is at its centre', () => {
    const projection = fitProjection(MAP, center, [center]);
    expect(Number.isFinite(projection.scale())).toBe(true);
    expect(scaleBar(MAP, projection, center).miles).toBeLessThanOrEqual(1);
    expect(outlines(projection).land).toMatch(/^M/);
  });
});

describe('About {drug}', () => {
  it('links the matching tools with the drug filled in; the copay tool only when a program exists', () => {
    expect(aboutToolLinks('Albuterol Sulfate HFA', 'Beta-2 agonist', false, '92101').map((l) => l.href)).toEqual([
      '/irxsavvy/diagnoses-for-a-medication?drugName=Albuterol%20Sulfate%20HFA',
      '/irxsavvy/drug-class?drugName=Albuterol%20Sulfate%20HFA',
      '/irxsavvy/drug-alternatives?drugName=Albuterol%20Sulfate%20HFA&zip=92101',
    ]);
    expect(aboutToolLinks('Atorvastatin', '', true, '').map((l) => l.href)).toEqual([
      '/irxsavvy/diagnoses-for-a-medication?drugName=Atorvastatin',
      '/irxsavvy/drug-alternatives?drugName=Atorvastatin',
      '/irxsavvy/manufacturer-coupon?drugName=Atorvastatin',
    ]);
  });
});
