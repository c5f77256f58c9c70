import { beforeEach, describe, expect, it, vi } from 'vitest';
import { distanceMiles, zipToPoint } from '../../../functions/domain/catalog/geo';
import type { PharmacyWithDistance, Point } from '../../../functions/domain/catalog/model';
import { directoryItems, MANIFEST_KEY, type DirectoryItem } from '../../../functions/domain/catalog/pharmacy-areas';
import { toPharmacy } from '../../../functions/domain/catalog/pharmacy-format';
import {
  findPharmaciesByName, getPharmacyByNpi, listPharmacies, mailOrderPharmacies, NEAR_CAP, nearestPharmacies, nearOrder, pharmaciesNear, resetPharmacyCache,
} from '../../../functions/domain/catalog/pharmacy-repository';
import { seedDirectory } from '../../../functions/domain/catalog/seed/pharmacies';
import type * as Store from '../../../functions/domain/catalog/store';
import { tableEnvVar } from '../../../functions/tables/dynamodb';

/** The repository over the seed's items held in memory: what it reads, and that its answers match a scan of every row. */
const mem = vi.hoisted(() => ({ items: new Map<string, unknown[]>(), queries: [] as string[], gets: [] as string[] }));
vi.mock('../../../functions/lib/dynamo-pages', () => ({
  queryAll: vi.fn(async (input: { ExpressionAttributeValues: Record<string, string> }) => {
    const pk = input.ExpressionAttributeValues[':pk']!;
    mem.queries.push(pk);
    return mem.items.get(pk) ?? [];
  }),
}));
vi.mock('../../../functions/domain/catalog/store', async (importOriginal) => ({
  ...(await importOriginal<typeof Store>()),
  getItem: vi.fn(async (_table: string, pk: string, sk: string) => {
    mem.gets.push(pk);
    return (mem.items.get(pk) as { sk: string }[] | undefined)?.find((i) => i.sk === sk);
  }),
}));

process.env[tableEnvVar('pharmacies')] = 'test-pharmacies';
const { rows, version } = seedDirectory();
const { manifest, items } = directoryItems(rows, version);
for (const item of items) mem.items.set(item.pk, [...(mem.items.get(item.pk) ?? []), item as DirectoryItem]);
mem.items.set(MANIFEST_KEY.pk, [{ ...MANIFEST_KEY, ...manifest }]);
const walkIn = rows.filter((r) => r.chain !== 'Mail Order').map(toPharmacy);

/** Every walk-in pharmacy, measured and sorted: the answer a scan of the whole directory gives. */
function scan(point: Point, maxMiles: number, limit = Infinity): PharmacyWithDistance[] {
  return walkIn.map((p) => ({ ...p, distance: distanceMiles(point, p) })).filter((p) => p.distance <= maxMiles).sort(nearOrder).slice(0, limit);
}
const ids = (list: { id: string }[]) => list.map((p) => p.id);

beforeEach(() => {
  resetPharmacyCache();
  mem.queries.length = 0;
  mem.gets.length = 0;
});

describe('nearestPharmacies', () => {
  const places: [string, Point][] = [
    ...['10001', '60601', '92101', '59001', '82001', '99501', '96813', '33130'].map((zip): [string, Point] => [zip, zipToPoint(zip)!]),
    ['a cell corner on the Hudson', { lat: 41.0001, lon: -73.9999 }],
    ['open sea off Cape Hatteras', { lat: 35.0, lon: -74.5 }],
  ];
  it.each(places)('answers as a scan of the whole directory would, around %s', async (_name, point) => {
    for (const [limit, maxMiles] of [[1, 50], [10, 2], [50, 5], [50, 50], [500, 50]] as const) {
      resetPharmacyCache();
      expect(ids(await nearestPharmacies(point, { limit, maxMiles })), `${limit} within ${maxMiles}`).toEqual(ids(scan(point, maxMiles, limit)));
    }
  });

  it('reads one or two cells for the nearest 50 around Midtown, more only where stores are sparse', async () => {
    const near = await nearestPharmacies(zipToPoint('10001')!, { limit: 50 });
    expect(near).toHaveLength(50);
    expect(near.at(-1)!.distance).toBeLessThan(1);
    expect(mem.queries.length).toBeLessThanOrEqual(2);
    mem.queries.length = 0;
    const rural = await nearestPharmacies(zipToPoint('59001')!, { limit: 50 });
    expect(rural.length).toBeGreaterThan(10);
    expect(rural.at(-1)!.distance).toBeLessThanOrEqual(50);
    expect(mem.queries.every((pk) => pk.startsWith('area#'))).toBe(true);
  });

  it('lists a zip-centroid point after a building point, and a row without a street after one with, at the same shown distance', () => {
    const base = { ...walkIn[0]!, geoPrecision: 'address' as const, hasStreetAddress: true, distance: 1.234 };
    const approximate = { ...base, id: 'a', name: 'A', geoPrecision: 'zip' as const, distance: 1.2341 };
    const noStreet = { ...base, id: 'b', name: 'B', hasStreetAddress: false, distance: 1.2342 };
    const precise = { ...base, id: 'c', name: 'C', geoPrecision: 'address' as const, hasStreetAddress: true, distance: 1.2343 };
    expect([approximate, noStreet, precise].sort(nearOrder).map((p) => p.id)).toEqual(['c', 'b', 'a']);
    expect([precise, { ...approximate, distance: 1.1 }].sort(nearOrder).map((p) => p.id)).toEqual(['a', 'c']);
  });
});

describe('pharmaciesNear (its current callers: the price path, the tools)', () => {
  it('gives the nearest within the radius, at most NEAR_CAP, as a scan would', async () => {
    for (const [zip, radius] of [['92101', 50], ['10001', 25], ['82001', 50], ['59001', 50]] as const) {
      const point = zipToPoint(zip)!;
      expect(ids(await pharmaciesNear(point, radius)), zip).toEqual(ids(scan(point, radius, NEAR_CAP)));
    }
    expect(await pharmaciesNear(zipToPoint('10001')!, 50)).toHaveLength(NEAR_CAP);
  });
});

describe('name search, NPI lookup and mail order', () => {
  it('finds chains first, one row per name, from one name partition', async () => {
    const wal = await findPharmaciesByName('wal', 10);
    expect(wal.slice(0, 2).map((p) => p.name)).toEqual(['Walgreens', 'Walmart Pharmacy']);
    expect(wal.every((p) => /(^|\s)wal/i.test(p.name))).toBe(true);
    expect(mem.queries).toEqual(['name#wa']);
    expect((await findPharmaciesByName('cvs', 5)).map((p) => p.name)).toEqual(expect.arrayContaining(['CVS Pharmacy', 'CVS inside Target']));
    expect((await findPharmaciesByName('Duane', 5)).map((p) => p.name)).toContain('Duane Reade');
    expect((await findPharmaciesByName('target', 5)).map((p) => p.name)).toContain('CVS inside Target');
    expect(await findPharmaciesByName('zzqxw pharmacy', 10)).toEqual([]);
    expect(await findPharmaciesByName("<script>' OR 1=1 --", 10)).toEqual([]);
  });

  it('gives a chain name no phone (no one store\'s number) and a single pharmacy its own', async () => {
    const [walgreens] = await findPharmaciesByName('walgreens', 1);
    expect(walgreens).toMatchObject({ name: 'Walgreens', phone: '', transfer: { websiteDomain: 'walgreens.com' } });
    const lodi = walkIn.find((p) => p.npi === '1003000258')!;
    expect((await findPharmaciesByName('lodi pharmacy', 10)).find((p) => p.npi === lodi.npi)).toMatchObject({ phone: '(209) 365-7766' });
  });

  it('looks an NPI up with one GetItem (after the live generation, read once per container)', async () => {
    expect(await getPharmacyByNpi('1063437663')).toMatchObject({ name: 'Ralphs Pharmacy', chain: 'Ralphs', parent: 'Kroger', city: 'Temecula' });
    expect(mem.gets).toEqual([MANIFEST_KEY.pk, 'npi#1063']);
    expect(mem.queries).toEqual([]);
    expect(await getPharmacyByNpi('1063437664')).toBeUndefined();
    expect(await getPharmacyByNpi('not-an-npi')).toBeUndefined();
    expect(mem.gets).toHaveLength(2);
  });

  it('lists the real mail-order services and, for admin reports, the whole directory', async () => {
    expect((await mailOrderPharmacies()).map((p) => [p.name, p.mailOrder, p.sample])).toEqual(expect.arrayContaining([['Amazon Pharmacy', true, false]]));
    expect(await listPharmacies()).toHaveLength(rows.length);
  });
});
