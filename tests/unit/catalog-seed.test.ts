import { describe, expect, it } from 'vitest';
import { expandSeed } from '../../functions/domain/catalog/seed/expand';
import { METROS, seedDirectory, seedPharmacies } from '../../functions/domain/catalog/seed/pharmacies';
import { SEED_VERSION } from '../../functions/domain/catalog/seed/load-seed';
import { buildNameIndex } from '../../functions/domain/catalog/name-index';
import { distanceMiles, zipToPoint } from '../../functions/domain/catalog/geo';
import { isValidNpi } from '../../shared/validation';

const { groups, costs } = expandSeed();
const labels = groups.flatMap((g) => g.labels);
const formulations = labels.flatMap((l) => l.formulations);

describe('the seed catalog', () => {
  it('has thousands of products including every featured and popular drug', () => {
    expect(formulations.length).toBeGreaterThanOrEqual(5000);
    const names = new Set(labels.map((l) => l.name));
    for (const n of ['Sildenafil', 'Atorvastatin', 'Gabapentin', 'Albuterol Sulfate HFA', 'Lisinopril', 'Amoxicillin', 'Levothyroxine', 'Metformin HCL', 'Eliquis', 'Lipitor']) {
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

  it('gives every formulation its own GSN', () => {
    const gsns = formulations.map((f) => f.gsn);
    expect(new Set(gsns).size).toBe(gsns.length);
  });

  it('prices every cost from the NADAC week with its effective date; brands carry their generic\'s NADAC where NADAC gives it', () => {
    expect(costs.every((c) => c.source === 'NADAC' && c.asOf === '2026-04-29')).toBe(true);
    const byNdc = new Map(costs.map((c) => [c.ndc, c]));
    const lipitor10 = groups.find((g) => g.generic === 'Atorvastatin')!.labels.find((l) => l.name === 'Lipitor')!.formulations[0]!;
    expect(byNdc.get(lipitor10.ndc)).toMatchObject({ unitCost: 13.40569, genericUnitCost: 0.02483, effectiveDate: '2026-01-01' });
    const eliquis5 = groups.find((g) => g.generic === 'Apixaban')!.labels[0]!.formulations.find((f) => f.strength === '5 mg')!;
    expect(byNdc.get(eliquis5.ndc)?.unitCost).toBe(5.52654);
  });

  it('labels strengths as people read them and sells packaged forms by the package', () => {
    const azelastine = formulations.find((f) => f.ndc === '59651021430')!;
    expect(azelastine.strength).toBe('137 mcg/spray');
    expect(formulations.find((f) => f.ndc === '00378182310')!.strength).toBe('137 mcg');
    const cream = groups.find((g) => g.generic === 'Acyclovir')!.labels[0]!.formulations.find((f) => f.form === 'Cream')!;
    expect(cream.quantities[0]!.quantityToDisplay).toMatch(/^1 tube \(\d+(\.\d+)? g\)$/);
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

describe('the pharmacy directory (seed/pharmacies.tsv.gz)', () => {
  const { version, rows } = seedDirectory();
  const pharmacies = seedPharmacies();
  const walkIn = pharmacies.filter((p) => !p.mailOrder);

  it('holds 53,000 real pharmacies, one row per valid NPI, and says which directory it is', () => {
    expect(rows.length).toBeGreaterThan(50_000);
    expect(pharmacies.every((p) => isValidNpi(p.npi))).toBe(true);
    expect(new Set(rows.map((r) => r.npi)).size).toBe(rows.length);
    expect(pharmacies.some((p) => p.sample)).toBe(false);
    expect(SEED_VERSION).toContain(version);
  });

  it('has no closed chain (Rite Aid closed all its stores in 2025) and no invented pharmacy', () => {
    expect(pharmacies.filter((p) => /rite ?aid|bartell/i.test(p.name) || ['Rite Aid', "Fred's", 'Shopko', 'A&P', 'Kmart', "BJ's Wholesale Club"].includes(p.chain))).toEqual([]);
    expect(pharmacies.filter((p) => /sample way|\(\d{3}\) 555-01/i.test(`${p.address} ${p.phone}`))).toEqual([]);
  });

  it('covers every state and DC, and names the chains and their parents', () => {
    expect(new Set(walkIn.map((p) => p.state)).size).toBe(51);
    const parentOf = new Map(walkIn.map((p) => [p.chain, p.parent]));
    for (const [chain, parent] of <[string, string][]>[['Walgreens', 'Walgreens'], ['Duane Reade', 'Walgreens'], ['CVS', 'CVS Health'], ['Walmart', 'Walmart'], ["Sam's Club", 'Walmart'],
      ['Costco', 'Costco'], ['Kroger', 'Kroger'], ['Ralphs', 'Kroger'], ['Fred Meyer', 'Kroger'], ['Harris Teeter', 'Kroger'], ['Safeway', 'Albertsons'], ['Jewel-Osco', 'Albertsons'],
      ['Vons', 'Albertsons'], ['Hy-Vee', 'Hy-Vee'], ['H-E-B', 'H-E-B'], ['Publix', 'Publix'], ['Meijer', 'Meijer']]) expect(parentOf.get(chain), chain).toBe(parent);
    expect(walkIn.filter((p) => p.name === 'CVS inside Target').every((p) => p.chain === 'CVS')).toBe(true);
    expect(walkIn.filter((p) => p.chain === 'Independent').every((p) => p.parent === '' && !p.isPopular)).toBe(true);
  });

  it('says which points are approximate and which rows have no street, and keeps their addresses clean', () => {
    expect(walkIn.filter((p) => p.geoPrecision === 'address').length).toBeGreaterThan(9_000);
    const noStreet = walkIn.filter((p) => !p.hasStreetAddress);
    expect(noStreet.every((p) => p.address === '')).toBe(true);
    // Their points are their zips' centroids but for a few NY Medicaid rooftop points.
    expect(noStreet.filter((p) => p.geoPrecision === 'address').length).toBeLessThan(10);
    expect(walkIn.filter((p) => /deliver to|, cvs pharmacy|, pharmacy$/i.test(p.address))).toEqual([]);
    expect(walkIn.filter((p) => p.phone).every((p) => /^\(\d{3}\) \d{3}-\d{4}$/.test(p.phone))).toBe(true);
  });

  it('lists only real mail-order services', () => {
    expect(pharmacies.filter((p) => p.mailOrder).map((p) => p.name).sort()).toEqual(['Amazon Pharmacy', 'CarelonRx Pharmacy', 'Express Scripts Pharmacy', 'MailMyPrescriptions.com']);
  });

  it('has pharmacies within 50 miles of every metro and rural zip (hundreds around Manhattan)', () => {
    for (const metro of METROS) {
      const centre = zipToPoint(metro.zip)!;
      const near = walkIn.filter((p) => distanceMiles(centre, p) <= 50).length;
      expect(near, metro.name).toBeGreaterThanOrEqual(metro.rural ? 10 : 20);
    }
    const midtown = zipToPoint('10001')!;
    expect(walkIn.filter((p) => distanceMiles(midtown, p) <= 2).length).toBeGreaterThan(200);
  });
});

describe('manufacturers', () => {
  it('names the labeler of every NDC from its labeler code', () => {
    const f = groups.find((g) => g.generic === 'Lisinopril')!.labels[0]!.formulations;
    expect(f.every((x) => x.labeler.length > 0)).toBe(true);
    expect(formulations.some((x) => /^Labeler \d/.test(x.labeler))).toBe(false);
    expect(formulations.filter((x) => x.labeler).length / formulations.length).toBeGreaterThan(0.6);
  });
});

describe('active ingredients', () => {
  it('lists every ingredient of a combination product', () => {
    expect(groups.find((g) => g.generic === 'Lisinopril-Hydrochlorothiazide')!.ingredients).toEqual(['lisinopril', 'hydrochlorothiazide']);
    expect(groups.find((g) => g.generic === 'Atorvastatin')!.ingredients).toEqual(['atorvastatin']);
  });
});
