import { describe, expect, it } from 'vitest';
import { analyseViews, MAX_ROWS } from '../../../functions/domain/admin/claim-analysis';
import { adminClaimAnalysisContract } from '../../../shared/contracts/admin';

const view = (at: string, pbm: string, ln: string, pharmacyName: string) => ({ at, pbm, ln, pharmacyName });

describe('analyseViews', () => {
  it('counts views per day and per PBM, drug and pharmacy, largest first', () => {
    const out = analyseViews('2026-11-01', '2026-11-03', [
      view('2026-11-01T10:00:00Z', 'ScriptSave', 'Lisinopril', 'CVS'),
      view('2026-11-01T11:00:00Z', 'Axe', 'Lisinopril', 'Walgreens'),
      view('2026-11-03T09:00:00Z', 'Axe', 'Atorvastatin', 'CVS'),
      view('2026-11-04T09:00:00Z', 'Axe', 'Atorvastatin', 'CVS'), // outside the range
    ]);
    expect(out.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(out.total).toBe(3);
    expect(out.perDay).toEqual([2, 0, 1]);
    expect(out.byPbm).toEqual([{ name: 'Axe', total: 2, counts: [1, 0, 1] }, { name: 'ScriptSave', total: 1, counts: [1, 0, 0] }]);
    expect(out.byDrug[0]).toEqual({ name: 'Lisinopril', total: 2, counts: [2, 0, 0] });
    expect(out.byPharmacy[0]).toEqual({ name: 'CVS', total: 2, counts: [1, 0, 1] });
  });

  it('folds the long tail into one Other row so the totals still add up', () => {
    const views = Array.from({ length: MAX_ROWS + 5 }, (_, i) => view('2026-11-01T10:00:00Z', 'P', `Drug ${String(i).padStart(2, '0')}`, 'X'));
    const out = analyseViews('2026-11-01', '2026-11-01', views);
    expect(out.byDrug).toHaveLength(MAX_ROWS);
    expect(out.byDrug.at(-1)).toEqual({ name: 'Other (6)', total: 6, counts: [6] });
    expect(out.byDrug.reduce((a, r) => a + r.total, 0)).toBe(MAX_ROWS + 5);
  });
});

describe('claim analysis range', () => {
  const parse = (from: string, to: string) => adminClaimAnalysisContract.query.safeParse({ from, to });
  it('accepts a range up to 92 days and refuses reversed, too long or unreal dates', () => {
    expect(parse('2026-11-01', '2026-11-01').success).toBe(true);
    expect(parse('2026-08-23', '2026-11-22').success).toBe(true);
    expect(parse('2026-08-22', '2026-11-22').success).toBe(false);
    expect(parse('2026-11-05', '2026-11-01').success).toBe(false);
    expect(parse('2026-02-30', '2026-03-01').success).toBe(false);
    expect(parse('yesterday', '2026-03-01').success).toBe(false);
  });
});
