import { describe, expect, it } from 'vitest';
import { expandSeed, SEED_CATALOG } from '../../functions/domain/catalog/seed/expand';
import sourceIndex from '../../functions/domain/catalog/seed/nadac-source-index.json';

/**
 * The generator writes, beside the catalog, every row of the NADAC file it read (NDC,
 * description, NADAC per unit) with the file's SHA-256: what is served is checked against the
 * source file's own rows, not against the catalog's copy of them.
 */
const rows = sourceIndex.rows as [string, string, number][];
const byNdc = new Map(rows.map(([ndc, description, unitCost]) => [ndc, { description, unitCost }]));
const { groups, costs } = expandSeed();

describe('the catalog generated from the NADAC file', () => {
  it('was built from the very file the index lists (same name, date, checksum, size)', () => {
    expect(SEED_CATALOG.source).toEqual(sourceIndex.source);
    expect(sourceIndex.source.file).toBe('nadac_2026-04-29_by_description.csv');
    expect(sourceIndex.source.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(rows).toHaveLength(sourceIndex.source.rows);
    expect(new Set(rows.map((r) => r[1])).size).toBe(sourceIndex.source.descriptions);
  });

  it('serves only NDCs NADAC lists, each for exactly the description the catalog names', () => {
    const served = SEED_CATALOG.groups.flatMap((g) => g.labels.flatMap(([, , formulations]) => formulations));
    expect(served.length).toBe(sourceIndex.source.descriptions);
    for (const [ndc, description] of served) expect(byNdc.get(ndc)?.description, ndc).toBe(description);
    expect(new Set(served.map((f) => f[1])).size).toBe(served.length);
  });

  it('costs every NDC at NADAC\'s own per-unit figure', () => {
    const formulationNdcs = new Set(groups.flatMap((g) => g.labels.flatMap((l) => l.formulations.map((f) => f.ndc))));
    expect(costs).toHaveLength(formulationNdcs.size);
    for (const c of costs) {
      expect(formulationNdcs.has(c.ndc)).toBe(true);
      expect(c.unitCost, c.ndc).toBe(byNdc.get(c.ndc)?.unitCost);
    }
  });

  it('labels brand rows as brands and keeps every generic with its brands', () => {
    const lisinopril = groups.find((g) => g.generic === 'Lisinopril')!;
    expect(lisinopril.labels.map((l) => [l.name, l.brandGeneric])).toContainEqual(['Zestril', 'B']);
    expect(byNdc.get(lisinopril.labels.find((l) => l.name === 'Zestril')!.formulations[0]!.ndc)?.description).toMatch(/^ZESTRIL /);
  });
});
