import { describe, expect, it } from 'vitest';
import { localReferenceSeed, parseReferenceSeed } from '../../functions/domain/reference/seed/reference-seed';
import { REFERENCE_SEED_VERSION } from '../../functions/tables/seed-version';

/** The committed reference seed the deploy loads into toolReference (functions/domain/reference/seed/). */
describe('the committed reference seed', async () => {
  const seed = parseReferenceSeed(await localReferenceSeed());

  it('is of the version the code loads it as (regenerate it after bumping REFERENCE_SEED_VERSION)', () => {
    expect(seed.version).toBe(REFERENCE_SEED_VERSION);
  });

  it('holds every billable ICD-10-CM code and the RxNorm prescribable concepts, with their sources', () => {
    expect(seed.icd10.length).toBeGreaterThan(70_000);
    expect(new Map(seed.icd10).get('E11.9')).toBe('Type 2 diabetes mellitus without complications');
    expect(seed.icd10.every(([code]) => /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/.test(code)), 'dotted codes').toBe(true);
    expect(seed.rxnorm.length).toBeGreaterThan(30_000);
    const byRxcui = new Map(seed.rxnorm.map((c) => [c[0], c]));
    expect(byRxcui.get('314076')).toEqual(['314076', 'SCD', 'lisinopril 10 MG Oral Tablet', expect.arrayContaining(['lisinopril'])]);
    expect(seed.sources.icd10).toContain('ICD-10-CM');
    expect(seed.sources.rxnorm).toContain('RxNorm');
  });
});
