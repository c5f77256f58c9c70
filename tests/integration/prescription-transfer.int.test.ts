import { describe, expect, it } from 'vitest';
import { getJson } from '../support/api-client';

describe('GET /api/prescription-transfer', () => {
  it('finds pharmacies by name with their transfer instructions, one row per name', async () => {
    const res = await getJson('/api/prescription-transfer', { pharmacyName: 'wal' });
    expect(res.status).toBe(200);
    expect(res.body.pharmacies.length).toBeGreaterThan(0);
    expect(res.body.pharmacies.length).toBeLessThanOrEqual(10);
    for (const p of res.body.pharmacies) {
      expect(Object.keys(p).sort()).toEqual(['guestURL', 'pharmacyName', 'phoneNumber', 'websiteDomain', 'withAccountURL']);
      expect(p.pharmacyName.toLowerCase()).toContain('wal');
    }
    const names = res.body.pharmacies.map((p: { pharmacyName: string }) => p.pharmacyName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('answers an unknown name with an empty list', async () => {
    const res = await getJson('/api/prescription-transfer', { pharmacyName: 'zzqxw pharmacy' });
    expect(res.status).toBe(200);
    expect(res.body.pharmacies).toEqual([]);
  });

  it.each([
    ['missing name', {}],
    ['two characters', { pharmacyName: 'cv' }],
    ['blank', { pharmacyName: '    ' }],
    ['oversized', { pharmacyName: 'x'.repeat(101) }],
  ])('answers %s with 400', async (_name, query) => {
    const res = await getJson('/api/prescription-transfer', query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
  });

  it('treats an injection string as plain text', async () => {
    const res = await getJson('/api/prescription-transfer', { pharmacyName: "<script>' OR 1=1 --" });
    expect(res.status).toBe(200);
    expect(res.body.pharmacies).toEqual([]);
  });
});
