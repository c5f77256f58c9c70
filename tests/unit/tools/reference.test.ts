import { describe, expect, it } from 'vitest';
import { expandSeed } from '../../../functions/domain/catalog/seed/expand';
import { splitCheck } from '../../../functions/domain/reference/clinical';
import { DOSES_PER_DAY, ENTERIC_COATED, SCORED_TABLETS } from '../../../functions/domain/reference/drug-attributes';
import { icd10Seed } from '../../../functions/domain/reference/icd10-seed';

const { categories: ICD10_CATEGORIES, chapters: ICD10_CHAPTERS, sections: ICD10_SECTIONS, codes: ICD10_SEED_CODES } = icd10Seed;
import { identifyIcd10, normaliseIcd10 } from '../../../functions/domain/reference/icd10-repository';
import { CLASS_INDICATIONS, DRUG_INDICATIONS } from '../../../functions/domain/reference/indications';
import { MEDGUIDE_BY_CLASS, MEDGUIDE_BY_DRUG } from '../../../functions/domain/reference/medication-guides';
import { NON_RX_OPTIONS } from '../../../functions/domain/reference/non-rx-options';
import { MANUFACTURER_PROGRAMS } from '../../../shared/manufacturer-programs';
import { judgePrice } from '../../../functions/domain/tools/prices';

const { groups } = expandSeed();
const ids = new Set(groups.map((g) => g.id));
const classes = new Set(groups.map((g) => g.drugClass));
const labels = new Map(groups.flatMap((g) => g.labels.map((l) => [l.name, l] as const)));
const codes = new Set(ICD10_SEED_CODES.map(([c]) => c));

describe('the tools\' reference seed agrees with the catalog', () => {
  it('names only classes and drugs the catalog has', () => {
    for (const name of [...Object.keys(CLASS_INDICATIONS), ...Object.keys(MEDGUIDE_BY_CLASS)]) expect(classes, name).toContain(name);
    for (const id of [...Object.keys(DRUG_INDICATIONS), ...Object.keys(DOSES_PER_DAY), ...SCORED_TABLETS, ...ENTERIC_COATED]) expect(ids, id).toContain(id);
    for (const id of Object.keys(MEDGUIDE_BY_DRUG).filter((id) => id !== 'isotretinoin')) expect(ids, id).toContain(id);
    for (const program of MANUFACTURER_PROGRAMS) expect(labels.get(program.brand)?.brandGeneric, program.brand).toBe('B');
  });

  it('uses only ICD-10-CM codes of the seed, and the seed holds the CDC hierarchy', () => {
    expect(ICD10_CHAPTERS).toHaveLength(22);
    expect(ICD10_SECTIONS.length).toBeGreaterThan(280);
    expect(ICD10_CATEGORIES.length).toBeGreaterThan(1900);
    const used = [...Object.values(CLASS_INDICATIONS).flat(), ...Object.values(DRUG_INDICATIONS).flat(), ...Object.keys(NON_RX_OPTIONS)];
    expect(used.filter((c) => !codes.has(c))).toEqual([]);
    const categories = new Set(ICD10_CATEGORIES.map(([c]) => c));
    expect([...codes].filter((c) => !categories.has(c.slice(0, 3)))).toEqual([]);
  });

  it('lists only OTC options the catalog can price', () => {
    for (const { otc } of Object.values(NON_RX_OPTIONS)) for (const name of otc) expect(labels.has(name), name).toBe(true);
  });
});

describe('tool rules', () => {
  const group = (id: string) => groups.find((g) => g.id === id)!;
  const check = (id: string) => {
    const g = group(id);
    return splitCheck(g, g.labels[0]!, g.labels[0]!.formulations[0]!);
  };

  it('allows splitting only scored, immediate-release, uncoated tablets', () => {
    expect(check('sertraline').splittable).toBe(true);
    expect(check('omeprazole').reasons.join()).toContain('Capsules');
    expect(check('metoprolol-succinate-er').reasons.join()).toContain('Extended-release');
    expect(check('pantoprazole').reasons.join()).toContain('Enteric-coated');
    expect(check('atorvastatin').reasons.join()).toContain('Not recorded as a scored tablet');
  });

  it('judges a quoted price against the local range and the reference cost', () => {
    const range = { low: 10, median: 15, high: 40 };
    expect(judgePrice(10, range, 2).rating).toBe('good');
    expect(judgePrice(14, range, 2).rating).toBe('fair');
    expect(judgePrice(30, range, 2)).toMatchObject({ rating: 'high', summary: expect.stringContaining('save $20.00') });
    expect(judgePrice(30, null, null).summary).toContain('No coupon prices');
  });

  it('normalises ICD-10 codes and ranks free text', () => {
    expect(normaliseIcd10('e119')).toBe('E11.9');
    expect(normaliseIcd10('I10')).toBe('I10');
    expect(identifyIcd10('type 2 diabetes')[0]!.code).toBe('E11.9');
    expect(identifyIcd10('acid reflux')[0]!.code).toBe('K21.9');
    expect(identifyIcd10('the and of')).toEqual([]);
  });
});
