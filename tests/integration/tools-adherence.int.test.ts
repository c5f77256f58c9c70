import { describe, expect, it } from 'vitest';
import { getJson } from '../support/api-client';

describe('iRxSavvy part 2 tool APIs', () => {
  it('prices 30-day and 90-day retail and 90-day mail order for the same daily dose', async () => {
    const res = await getJson('/api/tools/supply-options', { drugName: 'lisinopril', strength: '10 mg', unitsPerDay: 1, zip: '92101' });
    expect(res.status).toBe(200);
    expect(res.body.label).toBe('Lisinopril');
    expect(res.body.options.map((o: { id: string; units: number }) => [o.id, o.units])).toEqual([['retail30', 30], ['retail90', 90], ['mail90', 90]]);
    for (const option of res.body.options) expect(option.price).toBeGreaterThan(0);
    // A 90-day fill costs less than three 30-day fills of the same drug (dispensing and admin fees once).
    expect(res.body.options[1].price).toBeLessThan(3 * res.body.options[0].price);
  });

  it('lists pharmacies near a zip with independents (which prepare pill packs) first', async () => {
    // Washington DC: the 2022 HHS locator lists independents there (around 10001 it lists only chains).
    const res = await getJson('/api/tools/pill-packs', { zip: '20001' });
    expect(res.status).toBe(200);
    expect(res.body.pharmacies.length).toBeGreaterThan(0);
    expect(res.body.pharmacies[0].packaging).toBe('offered');
    expect(res.body.mailOrder.length).toBeGreaterThan(0);
  });

  it('finds once-daily alternatives and combination products for a medication list', async () => {
    const res = await getJson('/api/tools/schedule-options', { meds: 'metformin:2,lisinopril:1,nosuchdrug:3' });
    expect(res.status).toBe(200);
    const [metformin, lisinopril, unknown] = res.body.meds;
    expect(metformin).toMatchObject({ found: true, timesPerDay: 2, generic: 'Metformin HCL' });
    expect(metformin.onceDailyAlternatives).toContain('Metformin ER');
    expect(lisinopril.onceDailyAlternatives).toEqual([]);
    expect(unknown).toMatchObject({ found: false, generic: null });
    expect(Array.isArray(res.body.combinations)).toBe(true);
  });

  it.each([
    ['/api/tools/supply-options', {}],
    ['/api/tools/supply-options', { drugName: 'lisinopril', unitsPerDay: 0 }],
    ['/api/tools/supply-options', { drugName: 'lisinopril', zip: '9210' }],
    ['/api/tools/pill-packs', { zip: 'abcde' }],
    ['/api/tools/schedule-options', { meds: 'metformin' }],
    ['/api/tools/schedule-options', { meds: Array.from({ length: 11 }, (_, i) => `d${i}:1`).join(',') }],
  ])('%s answers bad input %j with 400', async (path, query) => {
    const res = await getJson(path, query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
  });

  it('answers an unknown drug with 404', async () => {
    expect((await getJson('/api/tools/supply-options', { drugName: 'notadrugatall' })).status).toBe(404);
  });
});
