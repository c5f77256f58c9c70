import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueKey } from '../../functions/domain/coupon-api/api-keys';
import { saveResolvedCustomer } from '../../functions/domain/marketplace/customers';
import { getJson, postJson, useRuntimeEnv } from '../support/api-client';
import { outboxFor, uniqueEmail } from './messaging-helpers';

/** "My medicines" (issue 31 §1): POST /api/basket, /api/basket/email and the Coupon API's POST /v1/basket over the local runtime. */
const LISINOPRIL_5 = '00591040601';
const ATORVASTATIN_10 = '00093505610';
const METFORMIN_500 = '00378718505';
const AMLODIPINE_5 = '00480716710';
const SERTRALINE_50 = '00904692561';
const list = [
  { ndc: LISINOPRIL_5, qty: 30 },
  { ndc: ATORVASTATIN_10, qty: 30 },
  { ndc: METFORMIN_500, qty: 60 },
];

/**
 * The basket, asked until no PBM is still being checked (a completion may still merge quotes into
 * the cached answers). A 503 + Retry-After (the runtime's first catalog load on a busy machine) is
 * asked again, as the page does.
 */
async function settledBasket(path: string, body: unknown, headers?: Record<string, string>) {
  let res = await postJson(path, body, headers);
  for (let i = 0; i < 10 && ((res.status === 200 && res.body.checking) || res.status === 503); i += 1) {
    await new Promise((r) => setTimeout(r, 500));
    res = await postJson(path, body, headers);
  }
  return res;
}

const cents = (d: number) => Math.round(d * 100);

describe('POST /api/basket', () => {
  it('prices the list near a zip: complete pharmacies first by total, each total the sum of its items to the cent', async () => {
    const res = await settledBasket('/api/basket', { zip: '92101', items: list });
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.zip).toBe('92101');
    expect(a.items.map((i: { ndc: string }) => i.ndc)).toEqual(list.map((i) => i.ndc));
    expect(a.items[0]).toMatchObject({ drugName: 'Lisinopril', strength: '5 mg', qty: 30 });
    expect(a.pharmacies.length).toBeGreaterThan(0);
    const complete = a.pharmacies.filter((p: { missing: string[] }) => p.missing.length === 0);
    expect(complete.length, 'some pharmacy near 92101 prices all three').toBeGreaterThan(0);
    expect(a.pharmacies.slice(0, complete.length)).toEqual(complete);
    for (let i = 1; i < complete.length; i += 1) expect(complete[i].total).toBeGreaterThanOrEqual(complete[i - 1].total);
    for (const p of a.pharmacies) {
      expect(cents(p.total)).toBe(p.items.reduce((s: number, i: { price: number }) => s + cents(i.price), 0));
      expect(p.items.length + p.missing.length).toBe(list.length);
      for (const item of p.items) expect(item.couponSig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    // The split: the cheapest price of each item anywhere, never dearer than one stop.
    expect(a.cheapestSplit.items).toHaveLength(list.length);
    for (const item of a.cheapestSplit.items) {
      const cheapest = Math.min(...a.pharmacies.flatMap((p: { items: { ndc: string; price: number }[] }) => p.items.filter((i) => i.ndc === item.ndc).map((i) => i.price)));
      expect(item.price).toBe(cheapest);
    }
    expect(cents(a.cheapestSplit.saving)).toBe(cents(complete[0].total) - cents(a.cheapestSplit.total));
    expect(a.cheapestSplit.saving).toBeGreaterThanOrEqual(0);
    expect(a.notPricedNearby).toEqual([]);
    if (a.mailOrder) expect(a.mailOrder.items).toHaveLength(list.length);
  }, 60_000); // the runtime's first prices (catalog load, cold fan-outs) on a busy machine

  it("gives each item exactly the drug page's price and coupon signature at that pharmacy (same engine, cache and signature)", async () => {
    const basket = await settledBasket('/api/basket', { zip: '60601', items: [{ ndc: LISINOPRIL_5, qty: 30 }, { ndc: AMLODIPINE_5, qty: 30 }] });
    expect(basket.status).toBe(200);
    let compared = 0;
    for (const [drugName, ndc] of [['Lisinopril', LISINOPRIL_5], ['Amlodipine', AMLODIPINE_5]] as const) {
      const page = await getJson('/api/ecsdosage0', { drugName, ndc, qty: 30, zip: '60601' });
      expect(page.status).toBe(200);
      const onPage = new Map<string, { price: number; couponSig: string }>(page.body.drugs.filter((r: { priceStatus: string }) => r.priceStatus === 'priced').map((r: { npi: string }) => [r.npi, r]));
      for (const p of basket.body.pharmacies) {
        const item = p.items.find((i: { ndc: string }) => i.ndc === ndc);
        if (!item) continue;
        const row = onPage.get(p.npi);
        expect(row, `${drugName} at ${p.npi} is on the drug page too`).toBeDefined();
        expect(cents(item.price), `${drugName} at ${p.npi}: the drug page's price to the cent`).toBe(cents(row!.price));
        expect(item.couponSig, `${drugName} at ${p.npi}: the drug page's coupon`).toBe(row!.couponSig);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(10);
    // Asked again (now from the basket's memory, basket-cache.ts): the same answer, to the cent and the coupon.
    const again = await postJson('/api/basket', { zip: '60601', items: [{ ndc: LISINOPRIL_5, qty: 30 }, { ndc: AMLODIPINE_5, qty: 30 }] });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(basket.body);
  });

  it('reports items no pharmacy near the zip prices instead of dropping them', async () => {
    // Utqiagvik, Alaska: no pharmacy of the directory within 50 miles.
    const res = await settledBasket('/api/basket', { zip: '99723', items: [{ ndc: LISINOPRIL_5, qty: 30 }, { ndc: SERTRALINE_50, qty: 30 }] });
    expect(res.status).toBe(200);
    expect(res.body.pharmacies).toEqual([]);
    expect(res.body.notPricedNearby).toEqual([LISINOPRIL_5, SERTRALINE_50]);
    expect(res.body.items.map((i: { pharmaciesPricing: number }) => i.pharmaciesPricing)).toEqual([0, 0]);
    expect(res.body.cheapestSplit).toEqual({ total: 0, items: [], saving: null });
  });

  const bad: [string, unknown, string][] = [
    ['no items', { zip: '92101', items: [] }, 'invalid_input'],
    ['11 items', { zip: '92101', items: Array.from({ length: 11 }, (_, i) => ({ ndc: String(10_000_000_000 + i), qty: 30 })) }, 'invalid_input'],
    ['a duplicate item', { zip: '92101', items: [{ ndc: LISINOPRIL_5, qty: 30 }, { ndc: LISINOPRIL_5, qty: 60 }] }, 'invalid_input'],
    ['an unknown NDC', { zip: '92101', items: [{ ndc: LISINOPRIL_5, qty: 30 }, { ndc: '99999999999', qty: 30 }] }, 'unknown_ndc'],
    ['a malformed NDC', { zip: '92101', items: [{ ndc: "'; DROP TABLE", qty: 30 }] }, 'invalid_input'],
    ['quantity 0', { zip: '92101', items: [{ ndc: LISINOPRIL_5, qty: 0 }] }, 'invalid_input'],
    ['quantity too large', { zip: '92101', items: [{ ndc: LISINOPRIL_5, qty: 10_001 }] }, 'invalid_input'],
    ['quantity as text', { zip: '92101', items: [{ ndc: LISINOPRIL_5, qty: '30' }] }, 'invalid_input'],
    ['quantity with 4 decimals', { zip: '92101', items: [{ ndc: LISINOPRIL_5, qty: 1.0001 }] }, 'invalid_input'],
    ['a bad zip', { zip: '921', items: [{ ndc: LISINOPRIL_5, qty: 30 }] }, 'invalid_input'],
    ['no zip', { items: [{ ndc: LISINOPRIL_5, qty: 30 }] }, 'invalid_input'],
    ['items not a list', { zip: '92101', items: { ndc: LISINOPRIL_5, qty: 30 } }, 'invalid_input'],
    ['not JSON', 'zip=92101', 'invalid_json'],
  ];
  it.each(bad)('refuses %s with 400 {error:{code,message}}', async (_name, body, code) => {
    const res = await postJson('/api/basket', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code, message: expect.stringMatching(/\w/) });
  });

  it('says which item is unknown or duplicated', async () => {
    const unknown = await postJson('/api/basket', { zip: '92101', items: [{ ndc: LISINOPRIL_5, qty: 30 }, { ndc: '99999999999', qty: 30 }] });
    expect(unknown.body.error.message).toContain('items[1]');
    const twice = await postJson('/api/basket', { zip: '92101', items: [{ ndc: LISINOPRIL_5, qty: 30 }, { ndc: LISINOPRIL_5, qty: 60 }] });
    expect(twice.body.error.message).toContain('duplicate');
  });
});

describe('POST /api/basket/email', () => {
  it("sends one e-mail with every coupon of the cheapest pharmacy, and nothing the visitor typed", async () => {
    const to = uniqueEmail('basket');
    const res = await postJson('/api/basket/email', { zip: '92101', items: list, receiverEmail: to });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    const mail = await outboxFor(to);
    expect(mail).toHaveLength(1);
    const text = JSON.stringify(mail[0]);
    for (const name of ['Lisinopril', 'Atorvastatin', 'Metformin']) expect(text).toContain(name);
    expect(text.match(/Open this coupon/g)?.length).toBeGreaterThanOrEqual(2 * list.length);
  });

  it("goes out in Spanish with lang: 'es' (the /es page's), linking the Spanish coupon pages; a bad lang is a 400 and sends nothing", async () => {
    const to = uniqueEmail('basket-es');
    expect((await settledBasket('/api/basket', { zip: '92101', items: list })).status).toBe(200); // every item priced, also when run alone
    const res = await postJson('/api/basket/email', { zip: '92101', items: list, receiverEmail: to, lang: 'es' });
    expect(res.status).toBe(200);
    const [mail] = await outboxFor(to);
    expect(mail!.subject).toMatch(new RegExp(`^Sus cupones de RxSavvy: ${list.length} cupones, \\$[\\d,.]+ en total$`));
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.text).toContain('Muestre cada cupón en la farmacia que aparece en él.');
    expect(mail!.text).toContain('Este es un programa de descuentos, NO un seguro.');
    expect(mail!.text.match(/Abrir este cupón: \S+\/es\/coupon\?/g)?.length).toBe(list.length);
    expect(mail!.text).not.toContain('Open this coupon');

    const bad = uniqueEmail('basket-bad-lang');
    const refused = await postJson('/api/basket/email', { zip: '92101', items: list, receiverEmail: bad, lang: 'fr' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("lang must be 'en' or 'es'");
    expect(await outboxFor(bad)).toHaveLength(0);
  });

  it('refuses a bad address and a bad list, and sends nothing', async () => {
    const to = uniqueEmail('basket-bad');
    expect((await postJson('/api/basket/email', { zip: '92101', items: list, receiverEmail: 'not-an-address' })).status).toBe(400);
    expect((await postJson('/api/basket/email', { zip: '92101', items: [], receiverEmail: to })).status).toBe(400);
    expect((await postJson('/api/basket/email', { zip: '92101', items: list, receiverEmail: to, plan: 'cheapest<script>' })).status).toBe(400);
    expect(await outboxFor(to)).toHaveLength(0);
  });
});

describe('POST /v1/basket (Coupon API)', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    useRuntimeEnv();
    const customerId = `CUST-${randomUUID().slice(0, 8)}`;
    const customer = await saveResolvedCustomer({ customerId, productCode: 'rxsavvy-passthrough', revenueModel: 'passThrough' });
    headers = { 'x-api-key': (await issueKey(customer)).apiKey };
  });

  it("answers the site's basket in integer cents", async () => {
    const [site, api] = [await settledBasket('/api/basket', { zip: '92101', items: list }), await settledBasket('/v1/basket', { zip: '92101', items: list }, headers)];
    expect(api.status).toBe(200);
    expect(api.body.pharmacies[0].npi).toBe(site.body.pharmacies[0].npi);
    expect(api.body.pharmacies[0].totalCents).toBe(cents(site.body.pharmacies[0].total));
    for (const p of api.body.pharmacies) {
      expect(p.totalCents).toBe(p.items.reduce((s: number, i: { priceCents: number }) => s + i.priceCents, 0));
    }
    expect(api.body.cheapestSplit.totalCents).toBe(cents(site.body.cheapestSplit.total));
  });

  it('refuses a request without a key and bad input with 400', async () => {
    expect((await postJson('/v1/basket', { zip: '92101', items: list })).status).toBe(401);
    const dup = await postJson('/v1/basket', { zip: '92101', items: [list[0], list[0]] }, headers);
    expect(dup.status).toBe(400);
    expect(dup.body.error.code).toBe('invalid_input');
  });

  it('is documented in the OpenAPI reference with its request body', async () => {
    const doc = await getJson('/v1/openapi.json');
    expect(doc.body.paths['/v1/basket'].post.requestBody.content['application/json'].schema.properties.items.maxItems).toBe(10);
  });
});
