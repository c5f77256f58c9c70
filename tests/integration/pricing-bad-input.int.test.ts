import { describe, expect, it } from 'vitest';
import { apiUrl, getJson } from '../support/api-client';

/** Every pricing route answers malformed, missing, oversized or wrongly typed input with a 4xx. */
const cases: [string, Record<string, string>][] = [
  ['/api/MailOrderPricing', {}],
  ['/api/MailOrderPricing', { Quantity: 'x', NDC: '00378395107', DrugName: 'Atorvastatin' }],
  ['/api/MailOrderPricing', { Quantity: '30', NDC: '0037839510', DrugName: 'Atorvastatin' }],
  ['/api/MailOrderPricing', { Quantity: '30', NDC: '00378395107', DrugName: '' }],
  ['/api/MailOrderPricing', { Quantity: '30', NDC: '00378395107', DrugName: 'Atorvastatin', BrandIndicator: 'Z' }],
  ['/api/goodrx-price-comparison', {}],
  ['/api/goodrx-price-comparison', { drugName: 'x'.repeat(101) }],
  ['/api/price-history', { ndc: '00378395107', qty: '30' }],
  ['/api/price-history', { ndc: '00378395107', qty: '30', zip: '921' }],
  ['/api/price-history', { ndc: "'; DROP TABLE", qty: '30', zip: '92101' }],
  ['/api/price-history', { ndc: '00378395107', qty: '30', zip: '92101', days: '9999' }],
  ['/api/similar-drug-names', {}],
  ['/api/drugformulation', { DrugName: '   ' }],
];

describe('pricing routes refuse bad input', () => {
  it.each(cases)('%s %j -> 400 with code and message', async (path, query) => {
    const res = await getJson(path, query);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'invalid_input', message: expect.stringMatching(/\w/) });
  });

  it('answers a drug not in the catalog with 404 on mail order', async () => {
    const res = await getJson('/api/MailOrderPricing', { Quantity: '30', NDC: '00378395107', DrugName: 'Notadrug' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toContain('Drug name not found');
  });

  it('answers a wrong method with 405', async () => {
    const res = await fetch(apiUrl('/api/ecsdosage0'), { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
  });
});
