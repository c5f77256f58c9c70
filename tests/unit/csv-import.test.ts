import { describe, expect, it } from 'vitest';
import { csvRows, parseCsv } from '../../functions/domain/catalog/importers/csv';
import { cmsDate } from '../../functions/domain/catalog/importers/nadac';
import { chainOf } from '../../functions/domain/catalog/importers/pharmacies';

describe('parseCsv', () => {
  it('handles quotes, escaped quotes, embedded commas and newlines, CRLF and a BOM', () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,2,3';
    expect([...parseCsv(text)].map((r) => [r.line, r.fields, r.broken])).toEqual([
      [1, ['a', 'b', 'c'], false],
      [2, ['x, y', 'say "hi"', 'two\nlines'], false],
      [4, ['1', '2', '3'], false],
    ]);
  });
  it('marks broken rows and rows with the wrong column count as malformed', () => {
    const rows = [...csvRows('a,b\n1,2\n3\nx"y,4\n5,"6')];
    expect(rows.map((r) => [r.line, r.row])).toEqual([
      [2, { a: '1', b: '2' }],
      [3, undefined],
      [4, undefined],
      [5, undefined],
    ]);
  });
});

describe('NADAC and pharmacy fields', () => {
  it('reads CMS dates and refuses impossible ones', () => {
    expect(cmsDate('04/22/2026')).toBe('2026-04-22');
    expect(cmsDate('02/30/2026')).toBeUndefined();
    expect(cmsDate('2026-04-22')).toBeUndefined();
  });
  it('maps pharmacy names to the chains the spec has logos for', () => {
    expect(chainOf('WALGREENS #1234')).toEqual({ chain: 'Walgreens', displayName: 'Walgreens' });
    expect(chainOf('CVS PHARMACY #99')).toEqual({ chain: 'CVS', displayName: 'CVS Pharmacy' });
    expect(chainOf('TARGET PHARMACY (CVS)')).toEqual({ chain: 'CVS', displayName: 'CVS inside Target' });
    expect(chainOf('RITE AID #5')).toEqual({ chain: 'Rite Aid', displayName: 'Rite Aid' });
    expect(chainOf("SAM'S PHARMACY 10-6372")).toEqual({ chain: "Sam's Club", displayName: "Sam's Club Pharmacy" });
    expect(chainOf('WAL-MART PHARMACY 10-1234')).toEqual({ chain: 'Walmart', displayName: 'Walmart Pharmacy' });
    // Banners keep their own name and take their company's chain (its prices and contracts).
    expect(chainOf('SAFEWAY PHARMACY')).toEqual({ chain: 'Albertsons' });
    expect(chainOf('KING SOOPERS PHARMACY')).toEqual({ chain: 'Kroger' });
    expect(chainOf('Main St Drug')).toEqual({ chain: 'Independent' });
  });
});
