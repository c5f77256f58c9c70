/**
 * Attacks of the fifth round (issue 29, README "Security tests"): a manufacturer coupon link that
 * shows visitor-chosen words and links to any https site under the brand, and a coupon link whose
 * product (NDC, `nd`) is not what was priced. Both passed against the code before them.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import ManufacturerCouponPage from '../../web/src/features/manufacturer-coupon/ManufacturerCouponPage';
import { postJson, useRuntimeEnv } from '../support/api-client';
import { issuedCoupon } from '../integration/messaging-helpers';

beforeAll(() => useRuntimeEnv());

const render = (query: Record<string, string>) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [`/manufacturer-coupon?${new URLSearchParams(query).toString()}`] }, createElement(ManufacturerCouponPage)));
const SCAM = 'Eliquis refund: your card is locked, call (876) 234-5678';

describe('/manufacturer-coupon shows only programs the site knows (rules#manufacturer-coupon)', () => {
  it.each([
    ['scam text and a look-alike site', { drugName: SCAM, manufacturerURL: 'https://eliquis-refunds.example/claim' }],
    ['a real brand with a foreign site', { drugName: 'Eliquis', manufacturerURL: 'https://eliquis-refunds.example/claim' }],
    ['a real brand with a look-alike host under its name', { drugName: 'Eliquis', manufacturerURL: 'https://www.eliquis.com.eliquis-refunds.example/' }],
    ['scam text with the real site', { drugName: SCAM, manufacturerURL: 'https://www.eliquis.com/' }],
  ])('%s: "we don\'t recognise this manufacturer link", no outbound link and none of its text', (_name, query) => {
    const html = render(query);
    expect(html).toContain('We don&#x27;t recognise this manufacturer link');
    expect(html.match(/href="https?:[^"]*"/g) ?? []).toEqual([]);
    expect(html).not.toContain('eliquis-refunds');
    expect(html).not.toContain('876');
    expect(html).not.toContain('refund');
  });
});

describe('the coupon\'s product (nd) is signed (POST /api/coupon/verify, which the coupon page asks first)', () => {
  const verify = (coupon: unknown) => postJson('/api/coupon/verify', { coupon });
  const withNdc = () => issuedCoupon({ nd: '00093111210', addr: '1 Main St, San Diego, CA 92101', at: '2026-11-28T03:00:00Z' });

  it('says yes to a coupon with its NDC exactly as issued', async () => {
    expect((await verify(await withNdc())).status).toBe(200);
  });

  it.each<[string, () => Promise<Record<string, unknown>>]>([
    ['another NDC', async () => ({ ...(await withNdc()), nd: '00378180110' })],
    ['the NDC dropped', async () => { const { nd: _nd, ...c } = await withNdc(); return c; }],
    ['an NDC added to a coupon issued without one', async () => ({ ...(await issuedCoupon()), nd: '00378180110' })],
  ])('refuses a link with %s (400), so the page shows the invalid-coupon state', async (_name, tamper) => {
    const res = await verify(await tamper());
    expect(res.status).toBe(400);
    expect(res.body.error.code).toMatch(/^(invalid_coupon|invalid_input)$/);
  });
});
