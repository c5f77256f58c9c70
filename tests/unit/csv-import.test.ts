import { describe, expect, it } from 'vitest';
import { csvRows, parseCsv } from '../../functions/domain/catalog/importers/csv';
import { cmsDate } from '../../functions/domain/catalog/importers/nadac';
import { classifyPharmacy, isPopularChain } from '../../functions/domain/catalog/pharmacy-chains';

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
  it('maps pharmacy names to the banner shown and its parent company', () => {
    const at = { state: 'IL', zip: '62701' };
    const chain = (names: string[], place = at) => {
      const c = classifyPharmacy(names, place);
      return c.kind === 'chain' ? [c.chain, c.name, c.parent] : c.kind;
    };
    expect(chain(['WALGREENS #1234'])).toEqual(['Walgreens', 'Walgreens', 'Walgreens']);
    expect(chain(['CVS PHARMACY #99'])).toEqual(['CVS', 'CVS Pharmacy', 'CVS Health']);
    expect(chain(['TARGET CORPORATION'])).toEqual(['CVS', 'CVS inside Target', 'CVS Health']);
    expect(chain(['DUANE READE #14138'])).toEqual(['Duane Reade', 'Duane Reade', 'Walgreens']);
    expect(chain(["SAM'S PHARMACY 10-6372"])).toEqual(["Sam's Club", "Sam's Club Pharmacy", 'Walmart']);
    expect(chain(['WAL-MART PHARMACY 10-1234'])).toEqual(['Walmart', 'Walmart Pharmacy', 'Walmart']);
    // Banners keep their own name and take their company as parent (its prices and contracts).
    expect(chain(['SAFEWAY PHARMACY'], { state: 'WA', zip: '98101' })).toEqual(['Safeway', 'Safeway Pharmacy', 'Albertsons']);
    expect(chain(['SAFEWAY INC'], { state: 'CA', zip: '92101' })).toEqual(['Vons', 'Vons Pharmacy', 'Albertsons']);
    expect(chain(['JEWEL FOOD STORES INC'])).toEqual(['Jewel-Osco', 'Jewel-Osco Pharmacy', 'Albertsons']);
    expect(chain(['KING SOOPERS PHARMACY'])).toEqual(['King Soopers', 'King Soopers Pharmacy', 'Kroger']);
    expect(chain(['RALPHS GROCERY COMPANY'])).toEqual(['Ralphs', 'Ralphs Pharmacy', 'Kroger']);
    expect(chain(['Main St Drug'])).toBe('independent');
    expect(chain(['JEWEL OF FLUSHING RX INC.'])).toBe('independent');
    expect(chain(['RITE AID PHARMACY 10836'])).toBe('closed');
    expect(chain(['PILLPACK LLC'])).toBe('mail-service');
    expect([isPopularChain('Walgreens'), isPopularChain('Independent'), isPopularChain('Mail Order'), isPopularChain('Kaiser Permanente')]).toEqual([true, false, false, false]);
  });
});

