import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson, useRuntimeEnv } from '../support/api-client';
import { fanOut } from '../../functions/domain/pricing/fan-out';
import { pbmDirectory } from '../../functions/domain/pricing/pbm-directory';
import { httpPbmClient } from '../../functions/domain/pricing/provider';
import { startPbmSimulator, type Simulator } from '../../functions/sandbox/pbm-simulator/server';
import { clearPriceCache } from '../../functions/domain/pricing/price-cache';
import { recordObservation } from '../../functions/domain/catalog/competitor-repository';
import { VALID_OBSERVATION } from '../support/competitor-observation';

const simulatorUrl = () => (JSON.parse(inject('serviceEnv')) as Record<string, string>).PBM_SIMULATOR_URL!;
async function setFault(pbmId: string, fault: string | null) {
  const res = await fetch(`${simulatorUrl()}/faults`, { method: 'POST', body: JSON.stringify({ pbmId, fault }) });
  expect(res.status).toBe(200);
}

describe('GET /api/ecsdosage0', () => {
  it('prices the pharmacies near a zip with every PBM and explains each price', async () => {
    const res = await getJson('/api/ecsdosage0', { drugName: 'Lisinopril', zip: '92101', qty: 30 });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.providersAnswered).toHaveLength(12);
    // Every pharmacy of the priced set is a row; those no PBM quotes come after the priced ones.
    const priced = body.drugs.filter((d: { priceStatus: string }) => d.priceStatus === 'priced');
    expect(body.drugs.slice(0, priced.length), 'priced rows first').toEqual(priced);
    expect(body.providersChecking, 'every PBM answered: nothing is being checked').toEqual([]);
    expect(priced.length).toBeGreaterThanOrEqual(10);
    const row = body.drugs[0];
    expect(row).toMatchObject({ ln: 'Lisinopril', priceBasis: expect.stringMatching(/Coupon|UC/), checkedAt: expect.any(String), rxBin: expect.stringMatching(/^\d{6}$/) });
    expect(row.distance).toBeLessThanOrEqual(50);
    expect(row.breakdown.steps.length).toBeGreaterThan(1);
    expect(priced.map((d: { price: number }) => d.price)).toEqual([...priced.map((d: { price: number }) => d.price)].sort((a, b) => a - b));
    expect(body.forms.map((f: { form: string }) => f.form)).toEqual([...body.forms.map((f: { form: string }) => f.form)].sort());
    expect(body.packageAwareQuantities.at(-1).quantityLabel).toBe('Custom');
    expect(body.referenceCost).toMatchObject({ quantityCost: expect.any(Number), effectiveDate: expect.any(String) });
    expect(new Set(body.drugs.map((d: { pharmacyId: string }) => d.pharmacyId)).size).toBe(body.drugs.length);
  });

  it('answers from the cache the second time', async () => {
    const first = await getJson('/api/ecsdosage0', { drugName: 'Gabapentin', zip: '60601', qty: 90 });
    const second = await getJson('/api/ecsdosage0', { drugName: 'Gabapentin', zip: '60601', qty: 90 });
    expect(second.body.drugs).toEqual(first.body.drugs);
    expect(second.body.checkedAt).toBe(first.body.checkedAt);
  });

  it('selects a brand by indicator and warns that a generic exists', async () => {
    const res = await getJson('/api/ecsdosage0', { drugName: 'Atorvastatin', brandIndicator: 'B', zip: '10001' });
    expect(res.body.selected.drugName).toBe('Lipitor');
    expect(res.body.patientNoticeWarnings[0].buttonHref).toBe('/Atorvastatin');
    expect(res.body.names.find((n: { isSelected: boolean }) => n.isSelected).drugName).toBe('Lipitor');
  });

  it('finds the product when the salt is left out of its name ("metformin" is Metformin HCL; "metoprolol" the tartrate, not the succinate ER)', async () => {
    const metformin = await getJson('/api/ecsdosage0', { drugName: 'metformin', zip: '10001' });
    expect(metformin.status).toBe(200);
    expect(metformin.body.selected.drugName).toBe('Metformin HCL');
    expect(metformin.body.drugs.length).toBeGreaterThan(0);
    expect((await getJson('/api/ecsdosage0', { drugName: 'Metoprolol', zip: '10001' })).body.selected.drugName).toBe('Metoprolol Tartrate');
  });

  it('uses coordinates when given and 92101 when nothing is', async () => {
    expect((await getJson('/api/ecsdosage0', { drugName: 'Lisinopril', lat: 41.88, long: -87.63 })).body.drugs.length).toBeGreaterThan(0);
    expect((await getJson('/api/ecsdosage0', { drugName: 'Lisinopril' })).body.zip).toBe('92101');
  });

  it('says there are no pharmacies within 50 miles in the middle of nowhere', async () => {
    const res = await getJson('/api/ecsdosage0', { drugName: 'Lisinopril', zip: '99723' });
    expect(res.status).toBe(200);
    expect(res.body.drugs).toEqual([]);
    expect(res.body.responseDescription).toContain('No results found');
  });

  it.each([
    [{ drugName: 'Lisinopril', zip: '9210' }, 400, 'Zip Code'],
    [{ drugName: 'Lisinopril', zip: '00000' }, 400, 'Zip Code'],
    [{ drugName: 'Notadrug', zip: '92101' }, 404, 'Drug name not found'],
    [{ zip: '92101' }, 400, 'drugName'],
    [{ drugName: 'Lisinopril', qty: '-3' }, 400, 'qty'],
    [{ drugName: 'Lisinopril', qty: 'lots' }, 400, 'qty'],
    [{ drugName: 'Lisinopril', lat: '200', long: '0' }, 400, 'lat'],
    [{ drugName: 'Lisinopril', brandIndicator: 'X' }, 400, 'brandIndicator'],
    [{ drugName: 'Lisinopril', ndc: "1' OR '1'='1" }, 400, 'ndc'],
    [{ drugName: 'Lisinopril', APIs: '<script>' }, 400, 'APIs'],
    [{ drugName: 'x'.repeat(300) }, 400, 'too long'],
  ])('refuses %j', async (query, status, mentions) => {
    const res = await getJson('/api/ecsdosage0', query as Record<string, string>);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toContain(mentions);
  });
});

describe('GET /api/ecsdosage0: the product a name opens', () => {
  // The search page's first request: brand indicator G (rules#states), no strength, no quantity.
  const page = (query: Record<string, string>) => getJson('/api/ecsdosage0', { zip: '92101', brandIndicator: 'G', ...query });
  type Alternative = { leftText: string };

  it('opens a brand without a generic as itself, with its pens and a known class only (Ozempic, not Rybelsus)', async () => {
    const res = await page({ drugName: 'Ozempic' });
    expect(res.status).toBe(200);
    expect(res.body.selected).toMatchObject({ drugName: 'Ozempic', brandGeneric: 'B', form: 'Pen', quantityToDisplay: '1 pen (3 mL)' });
    expect(res.body.openedAs).toBeUndefined();
    expect(res.body.names.map((n: { drugName: string }) => n.drugName).sort()).toEqual(['Ozempic', 'Rybelsus', 'Wegovy']);
    expect(res.body.alternatives.length).toBeGreaterThan(0);
    for (const a of res.body.alternatives as Alternative[]) expect(a.leftText).toContain('(GLP-1 receptor agonist)');
    const zepbound = await page({ drugName: 'Zepbound' });
    expect(zepbound.body.selected).toMatchObject({ drugName: 'Zepbound', quantityToDisplay: '1 carton (4 pens, 2 mL)' });
    expect((zepbound.body.alternatives as Alternative[]).filter((a) => a.leftText.includes('same class ()'))).toEqual([]);
    expect((await page({ drugName: 'Xcopri' })).body.alternatives).toEqual([]);
  });

  it('opens the generic of a brand that has one and says so; a 10 mL Lantus vial; Victoza\'s 2-pen carton', async () => {
    const lipitor = await page({ drugName: 'Lipitor' });
    expect(lipitor.body.selected).toMatchObject({ drugName: 'Atorvastatin', brandGeneric: 'G' });
    expect(lipitor.body.openedAs).toEqual({ asked: 'Lipitor', shown: 'Atorvastatin', why: 'generic' });
    const lantus = await page({ drugName: 'Lantus' });
    expect(lantus.body.selected).toMatchObject({ drugName: 'Lantus', form: 'Vial', strength: '100 units/mL', quantity: 10, quantityToDisplay: '1 vial (10 mL)' });
    expect(lantus.body.referenceCost.quantityCost).toBeLessThan(100);
    const victoza = await page({ drugName: 'Victoza' });
    expect(victoza.body.selected).toMatchObject({ drugName: 'Liraglutide', quantity: 6, quantityToDisplay: '1 carton (2 pens, 6 mL)' });
    expect(victoza.body.openedAs).toEqual({ asked: 'Victoza', shown: 'Liraglutide', why: 'generic' });
  });

  it('prices the NDC asked for, or answers Drug name not found when the drug has no such NDC', async () => {
    const asked = await page({ drugName: 'Xigduo XR', brandIndicator: 'B', ndc: '00310626060' });
    expect(asked.body.selected).toMatchObject({ drugName: 'Xigduo XR', ndc: '00310626060', strength: '5 mg-1000 mg' });
    const foreign = await page({ drugName: 'Xigduo XR', brandIndicator: 'B', ndc: '00093505610' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toContain('Drug name not found');
  });
});

describe('fault injection', () => {
  const faulty = { 'axe-east': 'timeout', 'axe-plains': 'slow', 'navitus-save': 'error', 'medimpact-direct': 'malformed' } as const;
  afterAll(async () => {
    for (const id of Object.keys(faulty)) await setFault(id, null);
  });

  it('answers within the deadline from the 8 healthy PBMs when 4 are down or slow', async () => {
    for (const [id, fault] of Object.entries(faulty)) await setFault(id, fault);
    const started = performance.now();
    const res = await getJson('/api/ecsdosage0', { drugName: 'Metformin HCL', zip: '77002', qty: 180 });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.providersAnswered).toHaveLength(8);
    for (const id of Object.keys(faulty)) expect(res.body.providersAnswered).not.toContain(id);
    expect(res.body.drugs.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(1500); // a 2 s 'slow' PBM must not hold the answer (generous bound)
  });
});

describe('the simulator over loopback HTTP', () => {
  const PBMS = pbmDirectory.list();
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startPbmSimulator({ latency: 'none', referenceCost: (ndc) => (ndc === '00000000001' ? { unitCost: 0.1, pricingUnit: 'EA', brandGeneric: 'G' } : undefined) });
  });
  afterAll(() => sim.close());

  it('counts a malformed body and an unknown NDC as failures of that PBM only', async () => {
    sim.setFault(PBMS[0]!.id, 'malformed');
    const providers = PBMS.slice(0, 3).map((p) => httpPbmClient(p, sim.url));
    const request = { ndc: '00000000001', quantity: 30, pharmacies: [{ npi: '1234567893', chain: 'CVS' }] };
    const result = await fanOut(providers, request, { deadlineMs: 1000 });
    expect(result.failed).toEqual([{ id: PBMS[0]!.id, reason: 'malformed' }]);
    expect(result.answered).toEqual([PBMS[1]!.id, PBMS[2]!.id]);
    const unknown = await fanOut(providers.slice(1), { ...request, ndc: '99999999999' }, { deadlineMs: 1000 });
    expect(unknown.failed.map((f) => f.reason)).toEqual(['unknown-ndc', 'unknown-ndc']);
  });

  it('answers network and price build-up questions as its quotes imply', async () => {
    sim.setFault(PBMS[0]!.id, null);
    const npis = Array.from({ length: 40 }, (_, i) => String(1234567000 + i * 7));
    const request = { ndc: '00000000001', quantity: 30, pharmacies: npis.map((npi) => ({ npi, chain: 'CVS' })) };
    const signal = new AbortController().signal;
    for (const pbm of PBMS.slice(0, 3)) {
      const client = httpPbmClient(pbm, sim.url);
      const quotes = await client.quote(request, signal);
      const network = await client.network(npis, signal);
      expect([...network].sort()).toEqual(quotes.map((q) => q.npi).sort());
      expect(network.size).toBeGreaterThan(0);
      expect(network.size).toBeLessThan(npis.length);
      // The build-up is the PBM's contract with independent pharmacies; each chain has its own.
      const independent = await client.quote({ ...request, pharmacies: [{ npi: quotes[0]!.npi, chain: 'Independent' }] }, signal);
      expect(await client.priceBuildUp({ ndc: '00000000001', quantity: 30 }, signal)).toEqual(independent[0]!.breakdown);
      expect(quotes[0]!.breakdown.steps.join(' ')).toContain('CVS');
      expect(quotes[0]!.price).toBe(quotes[0]!.breakdown.total);
    }
    sim.setFault(PBMS[1]!.id, 'error');
    await expect(httpPbmClient(PBMS[1]!, sim.url).network(npis, signal)).rejects.toMatchObject({ reason: 'http' });
    sim.setFault(PBMS[1]!.id, null);
    await expect(httpPbmClient(PBMS[2]!, sim.url).priceBuildUp({ ndc: '99999999999', quantity: 30 }, signal)).rejects.toMatchObject({ reason: 'unknown-ndc' });
  });
});

describe('mail order, comparison, history and the cache', () => {
  beforeAll(() => useRuntimeEnv());

  it('lists mail-order coupons', async () => {
    const formulation = await getJson('/api/drugformulation', { DrugName: 'Atorvastatin' });
    const ndc = formulation.body.drugs[0].ndc;
    const res = await getJson('/api/MailOrderPricing', { Quantity: 90, NDC: ndc, DrugName: 'Atorvastatin', BrandIndicator: 'G' });
    expect(res.status).toBe(200);
    expect(res.body.pricingServiceResponse.coupons[0]).toMatchObject({ drugName: 'Atorvastatin', rxBin: expect.any(String), memberID: expect.any(String) });
    expect((await getJson('/api/MailOrderPricing', { Quantity: 90, NDC: '123', DrugName: 'Atorvastatin' })).status).toBe(400);
  });

  it('compares stored GoodRx observations with live prices, biggest gap first', async () => {
    // The seed ships none: record the observation this test compares (the same one the admin route test records).
    await recordObservation(VALID_OBSERVATION, 'admin');
    const res = await getJson('/api/goodrx-price-comparison', { drugName: 'Lisinopril' });
    expect(res.status).toBe(200);
    const rows = res.body.data.prices;
    expect(rows.length).toBeGreaterThan(0);
    const gaps = rows.map((r: { goodRx: number; RxSavvy: number }) => r.goodRx - r.RxSavvy);
    expect(gaps).toEqual([...gaps].sort((a: number, b: number) => b - a));
    expect(rows[0]).toMatchObject({ goodRxObservedAt: expect.any(String), goodRxURL: expect.stringContaining('goodrx') });
    expect((await getJson('/api/goodrx-price-comparison', { drugName: 'Notadrug' })).body.data.prices).toEqual([]);
  });

  it('keeps one price-history snapshot per day and clears the cache', async () => {
    const details = await getJson('/api/ecsdosage0', { drugName: 'Sertraline', zip: '98101', qty: 30 });
    await new Promise((r) => setTimeout(r, 100));
    const history = await getJson('/api/price-history', { ndc: details.body.selected.ndc, qty: 30, zip: '98101' });
    expect(history.body.points).toHaveLength(1);
    expect(history.body.points[0].bestPrice).toBe(details.body.drugs[0].price);
    expect((await clearPriceCache()).cleared).toBeGreaterThan(0);
  });
});
