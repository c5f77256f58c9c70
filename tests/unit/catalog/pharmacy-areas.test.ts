import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../../../functions/domain/catalog/geo';
import {
  areaPartition, areasAround, cellMinMiles, cellOf, directoryItems, MAIL_ORDER_PARTITION, nameEntries, nameKeys, namePartitionFor, npiPartition,
} from '../../../functions/domain/catalog/pharmacy-areas';
import { decodeBlock, decodeNameBlock, parseSeedFile, seedFileText } from '../../../functions/domain/catalog/pharmacy-format';
import { seedDirectory } from '../../../functions/domain/catalog/seed/pharmacies';

const { rows, version } = seedDirectory();
const walkIn = rows.filter((r) => r.chain !== 'Mail Order');
const { manifest, items } = directoryItems(rows, version);

describe('pharmacy directory by area', () => {
  it('the areas around a place hold every walk-in pharmacy within the radius, wherever the place is', () => {
    // Places near pharmacies across the country (Alaska and Hawaii included), at the radii the routes use.
    const places = walkIn.filter((_, i) => i % 997 === 0).map((p) => ({ lat: p.lat + 0.3, lon: p.lon - 0.4 }));
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

  it('never overestimates how near a cell is (the nearest search may skip a cell only if it is truly farther)', () => {
    const places = walkIn.filter((_, i) => i % 1_499 === 0).map((p) => ({ lat: p.lat + 0.21, lon: p.lon + 0.37 }));
    for (const place of places) {
      for (const p of walkIn.filter((_, i) => i % 101 === 0)) expect(cellMinMiles(place, cellOf(p))).toBeLessThanOrEqual(distanceMiles(place, p));
    }
    expect(cellMinMiles({ lat: 40.5, lon: -73.5 }, 'area#40#-74')).toBe(0);
  });
});

describe('the directory as DynamoDB items', () => {
  it('files each walk-in pharmacy once in its cell, mail order in its own list, each once in its NPI bucket', () => {
    const inPartitions = (prefix: string) => items.filter((i) => i.pk.startsWith(prefix)).flatMap((i) => decodeBlock(i.data).map((r) => ({ pk: i.pk, r })));
    const inCells = inPartitions('area#');
    expect(inCells).toHaveLength(walkIn.length);
    expect(inCells.filter(({ pk, r }) => cellOf(r) !== pk)).toEqual([]);
    expect(inPartitions(MAIL_ORDER_PARTITION).map(({ r }) => r.name).sort()).toEqual(['Amazon Pharmacy', 'CarelonRx Pharmacy', 'Express Scripts Pharmacy', 'MailMyPrescriptions.com']);
    const inBuckets = inPartitions('npi#');
    expect(new Set(inBuckets.map(({ r }) => r.npi)).size).toBe(rows.length);
    expect(inBuckets.filter(({ pk, r }) => npiPartition(r.npi) !== pk)).toEqual([]);
    // One item per NPI bucket: a lookup is one GetItem.
    expect(items.filter((i) => i.pk.startsWith('npi#') && i.sk !== 'b#0')).toEqual([]);
  });

  it('keeps the seed load small: about 1,700 items, none near the 400 KB item limit', () => {
    expect(items.length).toBeLessThan(2_500);
    expect(Math.max(...items.map((i) => i.data.length))).toBeLessThan(300_000);
    expect(Math.max(...items.map((i) => i.rows))).toBeLessThanOrEqual(2_000);
    expect(Object.values(manifest.partitions).reduce((a, b) => a + b, 0)).toBe(items.length);
    expect(manifest).toMatchObject({ format: 'rxsavvy-pharmacies/1', version, rows: rows.length, mailOrder: 4, walkIn: walkIn.length });
  });

  it('indexes each distinct name once per word, with how many stores carry it and its lowest NPI', () => {
    const entries = nameEntries(rows);
    const walgreens = entries.find((e) => e.row.name === 'Walgreens')!;
    expect(walgreens.stores).toBe(walkIn.filter((r) => r.name === 'Walgreens').length);
    expect(walgreens.row.npi).toBe(walkIn.filter((r) => r.name === 'Walgreens').map((r) => r.npi).sort()[0]);
    const inWa = items.filter((i) => i.pk === 'name#wa').flatMap((i) => decodeNameBlock(i.data));
    expect(inWa.map((e) => e.row.name)).toEqual(expect.arrayContaining(['Walgreens', 'Walmart Pharmacy']));
    expect(new Set(inWa.map((e) => e.row.name.toLowerCase())).size).toBe(inWa.length);
  });

  it('files a name under its first word, its other words but "pharmacy" and the like, and its chain', () => {
    expect(nameKeys('CVS inside Target', 'CVS')).toEqual(['name#cv', 'name#in', 'name#ta']);
    expect(nameKeys('Pharmacy Plus of Main St', 'Independent')).toEqual(['name#ph', 'name#pl', 'name#ma', 'name#st']);
    expect(nameKeys('Ralphs Pharmacy', 'Ralphs')).toEqual(['name#ra']);
    expect(namePartitionFor('  Duane Reade')).toBe('name#du');
    expect(namePartitionFor('pharmacy plus')).toBe('name#pl');
    expect(namePartitionFor('pharmacy')).toBe('name#ph');
    expect(namePartitionFor('x')).toBeUndefined();
  });

  it('reads back the seed format it writes', () => {
    const some = rows.slice(0, 50);
    expect(parseSeedFile(seedFileText('v-test', some))).toEqual({ version: 'v-test', rows: some });
    expect(() => parseSeedFile('#rxsavvy-pharmacies/9\tv\t0\n')).toThrow(/not a rxsavvy-pharmacies\/1 file/);
  });
});
