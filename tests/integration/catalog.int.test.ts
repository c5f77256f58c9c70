import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, useRuntimeEnv } from '../support/api-client';
import { pharmaciesNear, mailOrderPharmacies, findPharmaciesByName } from '../../functions/domain/catalog/pharmacy-repository';
import { competitorObservations, recordObservation } from '../../functions/domain/catalog/competitor-repository';
import { getReferenceCosts, findDrugByLabel } from '../../functions/domain/catalog/drug-repository';
import { zipToPoint } from '../../functions/domain/catalog/geo';
import { METROS, seedDirectory } from '../../functions/domain/catalog/seed/pharmacies';
import { readManifest } from '../../functions/domain/catalog/pharmacy-areas';
import { retireSampleData } from '../../functions/domain/catalog/seed/retire-samples';
import { batchPut, queryPartition } from '../../functions/domain/catalog/store';

describe('GET /api/drugname (typeahead)', () => {
  it('finds prefix matches first, cut to the limit', async () => {
    const res = await getJson('/api/drugname', { q: 'lisin', limit: 3 });
    expect(res.status).toBe(200);
    expect(res.body.drugNames[0]).toBe('Lisinopril');
    expect(res.body.drugNames.length).toBeLessThanOrEqual(3);
  });
  it('accepts the spec drugName variant and finds brands', async () => {
    const res = await getJson('/api/drugname', { drugName: 'lipit' });
    expect(res.body.drugNames).toContain('Lipitor');
  });
  it('forgives a typo', async () => {
    expect((await getJson('/api/drugname', { q: 'lisnopril' })).body.drugNames).toContain('Lisinopril');
  });
  it('answers an unknown name with an empty list', async () => {
    expect((await getJson('/api/drugname', { q: 'zzzzqqq' })).body).toEqual({ drugNames: [] });
  });
  it.each([
    [{}, 'q or drugName'],
    [{ q: 'a', limit: 11 }, 'limit'],
    [{ q: 'a', limit: 0 }, 'limit'],
    [{ q: 'a', limit: 'ten' }, 'limit'],
    [{ q: 'x'.repeat(101) }, 'too long'],
  ])('refuses %j with 400', async (query, mentions) => {
    const res = await getJson('/api/drugname', query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(mentions);
  });
});

describe('GET /api/similar-drug-names', () => {
  it('gives up to 5 names sharing the first 3 letters', async () => {
    const res = await getJson('/api/similar-drug-names', { drugName: 'metXXX' });
    expect(res.status).toBe(200);
    expect(res.body.drugNames.length).toBeGreaterThan(0);
    expect(res.body.drugNames.length).toBeLessThanOrEqual(5);
    for (const n of res.body.drugNames) expect(n.toLowerCase().startsWith('met')).toBe(true);
  });
});

describe('GET /api/drug-search (search like people type)', () => {
  it('reads a drug and its strength, and the strength opens in drug details', async () => {
    const res = await getJson('/api/drug-search', { q: 'amoxicillin 500' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'drug', drugName: 'Amoxicillin', strength: '500 mg', corrected: false });
    const details = await getJson('/api/ecsdosage0', { drugName: res.body.drugName, ndc: res.body.ndc, gsn: res.body.gsn, zip: '92101' });
    expect(details.status).toBe(200);
    expect(details.body.selected).toMatchObject({ drugName: 'Amoxicillin', strength: '500 mg' });
  });
  it('corrects a clear misspelling, offers a class, and answers none with suggestions', async () => {
    expect((await getJson('/api/drug-search', { q: 'atorvastatn' })).body).toEqual({ kind: 'drug', drugName: 'Atorvastatin', corrected: true });
    expect((await getJson('/api/drug-search', { q: 'statin' })).body).toMatchObject({ kind: 'class', className: 'Statin' });
    expect((await getJson('/api/drug-search', { q: 'zzzzqqq' })).body).toEqual({ kind: 'none', suggestions: [] });
  });
  it.each([[{}], [{ q: '' }], [{ q: 'x'.repeat(101) }]])('refuses %j with 400', async (query) => {
    const res = await getJson('/api/drug-search', query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBeTruthy();
  });
});

describe('GET /api/drugformulation', () => {
  it('lists the label formulations with package-aware quantities and related labels', async () => {
    const res = await getJson('/api/drugformulation', { DrugName: 'Albuterol Sulfate HFA' });
    expect(res.status).toBe(200);
    expect(res.body.drugName).toBe('Albuterol Sulfate HFA');
    expect(res.body.relatedLabels).toEqual(['Ventolin HFA']);
    expect(res.body.drugs[0]).toMatchObject({ quantityToDisplay: '1 inhaler (8.5 g)', soldInAPackage: true, brandGeneric: 'G', isSelected: true });
  });
  it('finds a brand by name and points back to the generic', async () => {
    const res = await getJson('/api/drugformulation', { DrugName: 'lipitor' });
    expect(res.body.drugName).toBe('Lipitor');
    expect(res.body.relatedLabels).toEqual(['Atorvastatin']);
    expect(res.body.drugs.every((d: { brandGeneric: string }) => d.brandGeneric === 'B')).toBe(true);
  });
  it('opens a drug by its generic name when only brands carry it, and says which label it shows', async () => {
    const res = await getJson('/api/drugformulation', { DrugName: 'semaglutide' });
    expect(res.status).toBe(200);
    expect(res.body.drugName).toBe('Ozempic');
    expect(res.body.openedAs).toEqual({ asked: 'Semaglutide', shown: 'Ozempic', why: 'brand' });
    expect((await getJson('/api/drugformulation', { DrugName: 'Wegovy' })).body.drugs.map((d: { form: string }) => d.form)).toEqual(expect.arrayContaining(['Pen', 'Tablet']));
  });
  it('finds store brands under their ingredient: "fexofenadine" lists "Qc Allergy Rlf (Fexo)"', async () => {
    const res = await getJson('/api/drugformulation', { DrugName: 'fexofenadine' });
    expect(res.body.drugName).toBe('Fexofenadine');
    expect(res.body.relatedLabels).toContain('Qc Allergy Rlf (Fexo)');
  });
  it('says Drug name not found for an unknown drug', async () => {
    const res = await getJson('/api/drugformulation', { DrugName: 'Notadrug' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toContain('Drug name not found');
  });
  it('refuses a missing or oversized name with 400', async () => {
    expect((await getJson('/api/drugformulation')).status).toBe(400);
    expect((await getJson('/api/drugformulation', { DrugName: 'x'.repeat(200) })).status).toBe(400);
  });
});

describe('the catalog and directory repositories', () => {
  beforeAll(() => useRuntimeEnv());

  it('has the featured drugs with reference costs', async () => {
    for (const name of ['Sildenafil', 'Atorvastatin', 'Gabapentin', 'Albuterol Sulfate HFA', 'Lisinopril', 'Amoxicillin', 'Levothyroxine', 'Metformin HCL']) {
      const group = await findDrugByLabel(name);
      expect(group, name).toBeDefined();
      const ndc = group!.labels[0]!.formulations[0]!.ndc;
      const cost = (await getReferenceCosts([ndc])).get(ndc);
      expect(cost?.unitCost, name).toBeGreaterThan(0);
    }
  });

  it('has at least 10 pharmacies within 50 miles of each metro, rural zip and 92101', async () => {
    for (const zip of [...METROS.map((m) => m.zip), '92101']) {
      const near = await pharmaciesNear(zipToPoint(zip)!, 50);
      expect(near.length, zip).toBeGreaterThanOrEqual(10);
      expect(near[0]!.distance).toBeLessThanOrEqual(near.at(-1)!.distance);
    }
  });

  it('has mail-order pharmacies and finds pharmacies by name', async () => {
    expect((await mailOrderPharmacies()).length).toBeGreaterThan(0);
    const cvs = await findPharmaciesByName('cvs', 5);
    expect(cvs.map((p) => p.name)).toEqual(expect.arrayContaining(['CVS Pharmacy']));
  });

  // Sertraline: no other integration test records observations of it (they share one runtime).
  it('ships no competitor observations: each is recorded with its date and source, and read back newest first', async () => {
    expect(await competitorObservations('Sertraline')).toEqual([]);
    const group = (await findDrugByLabel('Sertraline'))!;
    const f = group.labels[0]!.formulations[0]!;
    const input = { competitor: 'GoodRx' as const, drugName: 'Sertraline', ndc: f.ndc, quantity: 30, chain: 'CVS', price: 12.34, sourceUrl: 'https://www.goodrx.com/sertraline', screenshot: '' };
    await recordObservation({ ...input, observedAt: '2026-10-01' }, 'admin', new Date('2026-11-01T00:00:00Z'));
    await recordObservation({ ...input, observedAt: '2026-10-15', price: 11.5 }, 'file', new Date('2026-11-01T00:00:00Z'));
    const obs = await competitorObservations('Sertraline');
    expect(obs.map((o) => [o.observedAt, o.price, o.recordedBy])).toEqual([['2026-10-15', 11.5, 'file'], ['2026-10-01', 12.34, 'admin']]);
    expect(obs[0]).toMatchObject({ drugId: group.id, ndc: f.ndc, strength: f.strength, sourceUrl: input.sourceUrl });
    await expect(recordObservation({ ...input, ndc: '00000000000', observedAt: '2026-10-01' }, 'admin')).rejects.toThrow(/not a formulation/);
    await expect(recordObservation({ ...input, drugName: 'No Such Drug', observedAt: '2026-10-01' }, 'admin')).rejects.toThrow(/No drug/);
    await expect(recordObservation({ ...input, observedAt: '2099-01-01' }, 'admin')).rejects.toThrow(/future/);
  });

  it('retires an older seed\'s computed competitor rows kept on disk, and keeps recorded ones', async () => {
    const computed = { pk: 'drug#zz-test', sk: 'GoodRx#CVS#2026-11-02', drugId: 'zz-test', competitor: 'GoodRx', chain: 'CVS', price: 9.99, observedAt: '2026-11-02', sample: true };
    const recorded = { pk: 'drug#zz-test', sk: 'GoodRx#Walgreens#30#2026-11-03', drugId: 'zz-test', competitor: 'GoodRx', chain: 'Walgreens', price: 8.88, observedAt: '2026-11-03', recordedBy: 'admin' };
    await batchPut('competitorPrices', [computed, recorded]);
    expect(await retireSampleData(['zz-test'])).toBe(1);
    expect((await queryPartition<{ sk: string }>('competitorPrices', 'drug#zz-test')).map((o) => o.sk)).toEqual([recorded.sk]);
  });

  it('stores the directory in blocks (no item per pharmacy), with its version and counts', async () => {
    expect(await queryPartition('pharmacies', 'pharmacy')).toEqual([]);
    const manifest = await readManifest();
    // Another test file may have imported rows over the seed first (its version then says so: `<seed>+import-<date>`).
    expect(manifest).toMatchObject({ format: 'rxsavvy-pharmacies/1', version: expect.stringMatching(new RegExp(`^${seedDirectory().version.replace(/[.+]/g, '\\$&')}(\\+import-\\d{4}-\\d{2}-\\d{2})?$`)), mailOrder: 4 });
    expect(manifest!.walkIn).toBeGreaterThan(50_000);
  });
});
