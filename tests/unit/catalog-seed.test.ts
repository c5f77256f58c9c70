import { describe, expect, it } from 'vitest';
import { expandSeed, ingredientsOf } from '../../functions/domain/catalog/seed/expand';
import { METROS, seedPharmacies } from '../../functions/domain/catalog/seed/pharmacies';
import { buildNameIndex } from '../../functions/domain/catalog/name-index';
import { distanceMiles, zipToPoint } from '../../functions/domain/catalog/geo';
import { isValidNpi } from '../../shared/validation';

const { groups, costs } = expandSeed();
const labels = groups.flatMap((g) => g.labels);
const formulations = labels.flatMap((l) => l.formulations);

describe('the seed catalog', () => {
  it('has at least 300 drugs including every featured and popular drug', () => {
    expect(groups.length).toBeGreaterThanOrEqual(300);
    const names = new Set(labels.map((l) => l.name));
    for (const n of ['Sildenafil', 'Atorvastatin', 'Gabapentin', 'Albuterol Sulfate HFA', 'Lisinopril', 'Amoxicillin', 'Levothyroxine', 'Metformin HCL']) {
      expect(names.has(n), n).toBe(true);
    }
  });

  it('sells an inhaler as a package: "1 inhaler (8.5 g)"', () => {
    const albuterol = groups.find((g) => g.generic === 'Albuterol Sulfate HFA')!;
    const f = albuterol.labels[0]!.formulations[0]!;
    expect(f.soldInAPackage).toBe(true);
    expect(f.quantities[0]!.quantityToDisplay).toBe('1 inhaler (8.5 g)');
    expect(f.quantities[1]!.quantity).toBe(f.commonQty * 2);
  });

  it('counts tablets, with quantities ascending', () => {
    const f = groups.find((g) => g.generic === 'Lisinopril')!.labels[0]!.formulations[0]!;
    expect(f.soldInAPackage).toBe(false);
    expect(f.quantities.map((q) => q.quantityToDisplay)).toEqual(['30 tablets', '60 tablets', '90 tablets']);
  });

  it('uses unique 11-digit NDCs, each with a positive dated reference cost', () => {
    const ndcs = formulations.map((f) => f.ndc);
    expect(ndcs.every((n) => /^\d{11}$/.test(n))).toBe(true);
    expect(new Set(ndcs).size).toBe(ndcs.length);
    const byNdc = new Map(costs.map((c) => [c.ndc, c]));
    for (const n of ndcs) {
      expect(byNdc.get(n)?.unitCost, n).toBeGreaterThan(0);
      expect(byNdc.get(n)?.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('gives one GSN per clinical formulation, shared by its brand and generic', () => {
    for (const g of groups) {
      const perLabel = g.labels.map((l) => l.formulations.map((f) => f.gsn));
      for (const gsns of perLabel) expect(new Set(gsns).size).toBe(gsns.length);
    }
  });

  it('links brand and generic labels of the same drug', () => {
    const atorvastatin = groups.find((g) => g.generic === 'Atorvastatin')!;
    expect(atorvastatin.labels.map((l) => [l.name, l.brandGeneric])).toEqual([['Atorvastatin', 'G'], ['Lipitor', 'B']]);
  });
});

describe('the name index', () => {
  const index = buildNameIndex(groups);
  it('puts prefix matches first and respects the limit', () => {
    expect(index.search('ator', 10)[0]).toBe('Atorvastatin');
    expect(index.search('a', 10)).toHaveLength(10);
    expect(index.search('a', 3)).toHaveLength(3);
  });
  it('finds near misses and similar names', () => {
    expect(index.search('atorvastaton', 5)).toContain('Atorvastatin');
    expect(index.similar('Gabapentine', 5).every((n) => n.toLowerCase().startsWith('gab'))).toBe(true);
    expect(index.similar('ab', 5)).toEqual([]);
  });
});

describe('the pharmacy directory (HHS locator, 2022)', () => {
  const pharmacies = seedPharmacies();
  it('is deterministic, real (not samples) except mail order, and has valid NPIs', () => {
    expect(seedPharmacies()).toEqual(pharmacies);
    expect(pharmacies.every((p) => isValidNpi(p.npi))).toBe(true);
    expect(pharmacies.filter((p) => p.sample).every((p) => p.mailOrder)).toBe(true);
    expect(new Set(pharmacies.map((p) => p.npi)).size).toBe(pharmacies.length);
    expect(pharmacies.filter((p) => !p.mailOrder).length).toBeGreaterThan(3000);
  });
  it('covers every metro with 10+ pharmacies within 50 miles and names the big chains', () => {
    for (const metro of METROS) {
      const centre = zipToPoint(metro.zip)!;
      const near = pharmacies.filter((p) => !p.mailOrder && distanceMiles(centre, p) <= 50);
      expect(near.length, metro.name).toBeGreaterThanOrEqual(10);
    }
    const chains = new Set(pharmacies.map((p) => p.chain));
    for (const chain of ['Walgreens', 'CVS', 'Walmart', 'Kroger', 'Albertsons', 'Meijer', "Sam's Club", 'Independent']) expect(chains.has(chain), chain).toBe(true);
  });
});

describe('manufacturers', () => {
  it('names the labeler of every NDC from its labeler code', () => {
    const f = groups.find((g) => g.generic === 'Lisinopril')!.labels[0]!.formulations;
    expect(f.every((x) => x.labeler.length > 0)).toBe(true);
    expect(formulations.filter((x) => !x.labeler.startsWith('Labeler ')).length / formulations.length).toBeGreaterThan(0.5);
  });
});

describe('active ingredients', () => {
  it('lists every ingredient of a combination product', () => {
    expect(groups.find((g) => g.generic === 'Lisinopril-Hydrochlorothiazide')!.ingredients).toEqual(['lisinopril', 'hydrochlorothiazide']);
    expect(ingredientsOf({ generic: 'Omega-3-Acid Ethyl Esters', ingredient: 'omega-3-acid ethyl esters' })).toEqual(['omega-3-acid ethyl esters']);
    expect(groups.find((g) => g.generic === 'Atorvastatin')!.ingredients).toEqual(['atorvastatin calcium']);
  });
});
