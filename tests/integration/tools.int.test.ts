import { beforeAll, describe, expect, it } from 'vitest';
import { recordObservation } from '../../functions/domain/catalog/competitor-repository';
import { findDrugByLabel } from '../../functions/domain/catalog/drug-repository';
import { getJson, useRuntimeEnv } from '../support/api-client';

/** The iRxSavvy lookup routes over the local runtime and the seed catalog. */
const get = (path: string, query: Record<string, string>) => getJson(`/api/tools/${path}`, query);

describe('iRxSavvy drug-info route', () => {
  it('lists every formulation and NDC of lisinopril with its labeler', async () => {
    const res = await get('drug-info', { view: 'formulations', drugName: 'lisinopril' });
    expect(res.status).toBe(200);
    expect(res.body.drug).toMatchObject({ generic: 'Lisinopril', brand: 'Zestril', drugClass: 'ACE inhibitor', rx: 'Rx' });
    const tenMg = res.body.formulations.find((f: { label: string; strength: string }) => f.label === 'Lisinopril' && f.strength === '10 mg');
    expect(tenMg).toMatchObject({ ndc: '00591040701', labeler: 'Watson (Actavis)', rxcui: '314076', form: 'Tablet' });
  });

  it('answers all-drug-info for metformin with costs, a price range, alternatives, indications', async () => {
    const res = await get('drug-info', { view: 'all', drugName: 'Metformin HCL', zip: '92101' });
    expect(res.status).toBe(200);
    expect(res.body.referenceCosts.length).toBeGreaterThan(0);
    expect(res.body.priceRange).toMatchObject({ zip: '92101', label: 'Metformin HCL' });
    expect(res.body.priceRange.low).toBeLessThanOrEqual(res.body.priceRange.high);
    expect(res.body.alternatives).toContain('Metformin ER');
    expect(res.body.indications).toContainEqual({ code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' });
  });

  it('separates manufacturers from repackagers, flags medication guides and checks splitting', async () => {
    const labelers = await get('drug-info', { view: 'labelers', drugName: 'lisinopril' });
    expect(labelers.body.labelers).toContainEqual(expect.objectContaining({ name: 'Watson (Actavis)', role: 'manufacturer' }));
    expect(labelers.body.labelers).toContainEqual(expect.objectContaining({ name: 'Ivax (Teva)', role: 'manufacturer' }));
    const guide = await get('drug-info', { view: 'medguide', drugName: 'sertraline' });
    expect(guide.body.medGuide.hasGuide).toBe(true);
    expect((await get('drug-info', { view: 'medguide', drugName: 'atorvastatin' })).body.medGuide.hasGuide).toBe(false);
    const split = await get('drug-info', { view: 'pill-split', drugName: 'sertraline', strength: '50 mg' });
    expect(split.body.pillSplit[0]).toMatchObject({ strength: '50 mg', splittable: true, halfOf: '100 mg' });
    const capsule = await get('drug-info', { view: 'pill-split', drugName: 'omeprazole' });
    expect(capsule.body.pillSplit.every((r: { splittable: boolean }) => !r.splittable)).toBe(true);
    const er = await get('drug-info', { view: 'pill-split', drugName: 'Metoprolol Succinate ER' });
    expect(er.body.pillSplit[0].reasons.join(' ')).toContain('Extended-release');
  });
});

describe('iRxSavvy drug-classes and ingredients routes', () => {
  it('answers class, list, members and costs', async () => {
    expect((await get('drug-classes', { view: 'class', drugName: 'atorvastatin' })).body.className).toBe('Statin (HMG-CoA reductase inhibitor)');
    const list = await get('drug-classes', { view: 'list' });
    expect(list.body.classes).toContainEqual({ name: 'ACE inhibitor', members: expect.any(Number) });
    const members = await get('drug-classes', { view: 'members', className: 'ACE inhibitor' });
    expect(members.body.members.map((m: { generic: string }) => m.generic)).toEqual(expect.arrayContaining(['Lisinopril', 'Enalapril']));
    const costs = await get('drug-classes', { view: 'costs', className: 'Statin (HMG-CoA reductase inhibitor)', zip: '92101' });
    const priced = costs.body.members.map((m: { price30: number | null }) => m.price30);
    expect(priced.every((p: number | null) => p !== null && p > 0)).toBe(true);
    expect([...priced].sort((a, b) => a - b)).toEqual(priced);
  });

  it('finds alternatives, other labels and fewer-times-a-day options', async () => {
    const eq = await get('drug-classes', { view: 'equivalents', drugName: 'lisinopril', zip: '92101' });
    expect(eq.body.members.map((m: { generic: string }) => m.generic)).toContain('Benazepril');
    const labels = await get('drug-classes', { view: 'labels', drugName: 'metformin hcl' });
    expect(labels.body.labels.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['Metformin ER']));
    const freq = await get('drug-classes', { view: 'frequencies', drugName: 'metformin hcl' });
    expect(freq.body.dosesPerDay).toBe(2);
    expect(freq.body.members.map((m: { generic: string }) => m.generic)).toContain('Metformin ER');
  });

  it('maps ingredients both ways', async () => {
    const of = await get('ingredients', { view: 'of-drug', drugName: 'Lisinopril-Hydrochlorothiazide' });
    expect(of.body.ingredients.map((i: { name: string }) => i.name)).toEqual(['lisinopril', 'hydrochlorothiazide']);
    const withIt = await get('ingredients', { view: 'drugs-with', ingredient: 'hydrochlorothiazide' });
    expect(withIt.body.drugs.map((d: { generic: string }) => d.generic)).toEqual(expect.arrayContaining(['Hydrochlorothiazide', 'Losartan-Hydrochlorothiazide']));
    const labels = await get('ingredients', { view: 'labels-for', ingredient: 'metformin' });
    expect(labels.body.labels.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['Metformin HCL', 'Metformin ER', 'Zituvimet']));
  });
});

describe('iRxSavvy prices route', () => {
  it('gives the reference cost with its date, the expected range and a verdict', async () => {
    const ref = await get('prices', { view: 'reference', drugName: 'atorvastatin', strength: '10 mg', qty: '30' });
    expect(ref.body.referenceCosts[0]).toMatchObject({ ndc: '00093505610', unitCost: 0.02483, quantityCost: 0.74, asOf: '2026-04-29', effectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const expected = await get('prices', { view: 'expected', drugName: 'atorvastatin', zip: '92101' });
    expect(expected.body.priceRange.pharmacies).toBeGreaterThan(0);
    const low = await get('prices', { view: 'judge', drugName: 'atorvastatin', zip: '92101', price: '0.5' });
    expect(low.body.verdict.rating).toBe('good');
    const high = await get('prices', { view: 'judge', drugName: 'atorvastatin', zip: '92101', price: '500' });
    expect(high.body.verdict).toMatchObject({ rating: 'high', summary: expect.stringContaining('above most prices') });
  });

  it('prices one PBM for an NDC and every PBM side by side', async () => {
    const one = await get('prices', { view: 'pbm-ndc', ndc: '00591040701', pbm: 'scriptsave', zip: '92101' });
    expect(one.body.pbmNdc).toMatchObject({ pbm: 'ScriptSave', label: 'Lisinopril', strength: '10 mg' });
    expect(one.body.pbmNdc.pharmacies.length).toBeGreaterThan(0);
    const all = await get('prices', { view: 'all-pbms', drugName: 'lisinopril', zip: '92101' });
    expect(all.body.quotes).toHaveLength(12);
    expect(all.body.quotes.some((q: { status: string }) => q.status === 'priced')).toBe(true);
    expect(all.body.pharmacy.name).toBeTruthy();
  });

  it('lists equivalent fills and every way to pay', async () => {
    const fills = await get('prices', { view: 'equivalent-fills', drugName: 'lisinopril', strength: '20 mg', zip: '92101' });
    expect(fills.body.fills).toContainEqual(expect.objectContaining({ strength: '10 mg', unitsPerDose: 2, days: 90, quantity: 180 }));
    expect(fills.body.fills).toContainEqual(expect.objectContaining({ strength: '20 mg', unitsPerDose: 1, days: 30, quantity: 30 }));
    const pay = await get('prices', { view: 'payment-options', drugName: 'Eliquis', zip: '92101' });
    const ways = pay.body.paymentOptions.map((o: { way: string }) => o.way);
    expect(ways).toEqual(expect.arrayContaining(['RxSavvy discount coupon', 'Eliquis manufacturer copay program']));
  });
});

describe('iRxSavvy pharmacies, comparisons and programs routes', () => {
  beforeAll(() => useRuntimeEnv());

  it('finds pharmacies by name, near a zip (nearest first) and by mail', async () => {
    const near = await get('pharmacies', { view: 'nearby', zip: '92101' });
    const d = near.body.pharmacies.map((p: { distance: number }) => p.distance);
    expect(d.length).toBeGreaterThan(0);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    const chain = near.body.pharmacies[0].chain as string;
    const search = await get('pharmacies', { view: 'search', q: chain.slice(0, 4) });
    expect(search.body.pharmacies.length).toBeGreaterThan(0);
    const mail = await get('pharmacies', { view: 'mail-order', drugName: 'metformin hcl' });
    expect(mail.body.pharmacies.every((p: { mailOrder: boolean }) => p.mailOrder)).toBe(true);
    expect(mail.body.mailOrderPrices.length).toBeGreaterThan(0);
    const perPbm = await get('pharmacies', { view: 'pbm-mail-order', drugName: 'metformin hcl' });
    expect(perPbm.body.byPbm).toHaveLength(12);
  });

  it('returns competitor observations with dates', async () => {
    expect((await get('comparisons', { drugName: 'atorvastatin', competitor: 'all' })).body.observations).toEqual([]);
    const group = (await findDrugByLabel('Atorvastatin'))!;
    const ndc = group.labels[0]!.formulations[0]!.ndc;
    for (const competitor of ['GoodRx', 'Optum Perks'] as const) {
      await recordObservation({ competitor, drugName: 'Atorvastatin', ndc, quantity: 30, chain: 'CVS', price: 15, observedAt: '2026-10-01', sourceUrl: 'https://example.org/atorvastatin', screenshot: '' }, 'admin');
    }
    const goodrx = await get('comparisons', { drugName: 'atorvastatin', competitor: 'goodrx' });
    expect(goodrx.body.observations.length).toBeGreaterThan(0);
    expect(goodrx.body.observations.every((o: { competitor: string }) => o.competitor === 'GoodRx')).toBe(true);
    const all = await get('comparisons', { drugName: 'atorvastatin', competitor: 'all' });
    expect(new Set(all.body.observations.map((o: { competitor: string }) => o.competitor)).size).toBeGreaterThan(1);
  });

  it('lists manufacturer programs for a brand and charities', async () => {
    const eliquis = await get('programs', { view: 'manufacturer', drugName: 'Eliquis' });
    expect(eliquis.body.programs[0]).toMatchObject({ manufacturer: 'Bristol Myers Squibb', copayUrl: 'https://www.eliquis.com/' });
    const charities = await get('programs', { view: 'charities' });
    expect(charities.body.charities.map((c: { name: string }) => c.name)).toContain('NeedyMeds');
  });
});

describe('iRxSavvy ICD-10, RxNorm and status routes', () => {
  it('describes, browses and identifies ICD-10-CM codes', async () => {
    const e119 = await get('icd10', { view: 'describe', code: 'e119' });
    expect(e119.body.entry).toEqual({ code: 'E11.9', description: 'Type 2 diabetes mellitus without complications', kind: 'code' });
    expect(e119.body.path.map((p: { kind: string }) => p.kind)).toEqual(['chapter', 'section', 'category']);
    expect((await get('icd10', { view: 'browse' })).body.children).toHaveLength(22);
    const section = await get('icd10', { view: 'browse', parent: 'E08-E13' });
    expect(section.body.children.map((c: { code: string }) => c.code)).toContain('E11');
    const found = await get('icd10', { view: 'identify', text: 'high blood pressure' });
    expect(found.body.matches[0].code).toBe('I10');
  });

  it('answers diagnoses for a medication, the diagnosis list and non-Rx options', async () => {
    const forDrug = await get('icd10', { view: 'for-drug', drugName: 'lisinopril' });
    expect(forDrug.body.children.map((c: { code: string }) => c.code)).toEqual(['I10', 'I50.9']);
    const list = await get('icd10', { view: 'diagnoses', q: 'hypertension' });
    expect(list.body.diagnoses[0]).toMatchObject({ code: 'I10', drugs: expect.arrayContaining(['Lisinopril']) });
    const nonRx = await get('icd10', { view: 'non-rx', code: 'K21.9' });
    expect(nonRx.body.nonRx.otc.map((o: { name: string }) => o.name)).toContain('Famotidine');
  });

  it('answers RxCUI information, a drug\'s RxCUIs and recognises a pasted list', async () => {
    const info = await get('rxnorm', { view: 'info', rxcui: '314076' });
    expect(info.body.concept).toMatchObject({ name: 'Lisinopril 10 mg Tablet', ingredients: ['lisinopril'], ndcs: expect.arrayContaining(['00591040701']) });
    const list = await get('rxnorm', { view: 'for-drug', drugName: 'metformin hcl' });
    expect(list.body.concepts.map((c: { rxcui: string }) => c.rxcui)).toEqual(expect.arrayContaining(['861007', '861004']));
    const pasted = await get('rxnorm', { view: 'identify', text: 'Lisinopril 10 mg daily\nmetformin 500mg twice a day\nunicorn dust' });
    expect(pasted.body.recognised.map((r: { concept: { rxcui: string } }) => r.concept.rxcui)).toEqual(['314076', '861007']);
    expect(pasted.body.unrecognised).toEqual(['unicorn dust']);
  });

  it('reports the public service status without internals', async () => {
    const res = await getJson('/api/tools/status');
    expect(res.status).toBe(200);
    expect(['operational', 'degraded', 'outage', 'idle']).toContain(res.body.overall);
    expect(res.body.services.map((s: { name: string }) => s.name)).toContain('Prices at pharmacies');
    expect(JSON.stringify(res.body)).not.toMatch(/routeId|functionName|\/api\//);
  });
});

const bad: [string, Record<string, string>][] = [
  ['drug-info', {}],
  ['drug-info', { view: 'formulations' }],
  ['drug-info', { view: 'nope', drugName: 'lisinopril' }],
  ['drug-info', { view: 'formulations', drugName: 'x'.repeat(101) }],
  ['drug-info', { view: 'all', drugName: 'lisinopril', zip: '921' }],
  ['drug-classes', { view: 'members' }],
  ['drug-classes', { view: 'costs', className: 'ACE inhibitor', zip: "'; DROP TABLE" }],
  ['ingredients', { view: 'drugs-with', ingredient: 'a' }],
  ['prices', { view: 'judge', drugName: 'atorvastatin', price: '-1' }],
  ['prices', { view: 'judge', drugName: 'atorvastatin', price: 'cheap' }],
  ['prices', { view: 'pbm-ndc', ndc: '123', pbm: 'scriptsave' }],
  ['prices', { view: 'pbm-ndc', ndc: '00093111310', pbm: '<script>' }],
  ['pharmacies', { view: 'nearby' }],
  ['pharmacies', { view: 'search', q: 'x' }],
  ['comparisons', { drugName: 'atorvastatin', competitor: 'singlecare' }],
  ['programs', { view: 'manufacturer' }],
  ['icd10', { view: 'describe', code: 'not a code' }],
  ['icd10', { view: 'identify', text: 'x'.repeat(4001) }],
  ['rxnorm', { view: 'info', rxcui: 'abc' }],
  ['rxnorm', { view: 'identify', text: '' }],
];

describe('iRxSavvy tool routes refuse bad input', () => {
  it.each(bad)('%s %j -> 400', async (path, query) => {
    const res = await get(path, query);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid_input', message: expect.stringMatching(/\w/) });
  });

  it.each([
    ['drug-info', { view: 'formulations', drugName: 'Notadrug' }, 'drug_not_found'],
    ['drug-classes', { view: 'members', className: 'Not a class' }, 'class_not_found'],
    ['icd10', { view: 'describe', code: 'E11.99' }, 'code_not_found'],
    ['rxnorm', { view: 'info', rxcui: '99999999' }, 'rxcui_not_found'],
    ['prices', { view: 'reference', drugName: 'lisinopril', strength: '7 mg' }, 'strength_not_found'],
  ] as [string, Record<string, string>, string][])('%s %j -> 404 %s', async (path, query, code) => {
    const res = await get(path, query);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe(code);
  });
});
