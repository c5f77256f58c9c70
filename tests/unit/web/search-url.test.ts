import { describe, expect, it } from 'vitest';
import { emptySelection, type Selection } from '../../../web/src/features/search/search-selection';
import { queryToSelection, selectionToQuery, sitePathNamed } from '../../../web/src/features/search/search-url';

describe('search selection <-> URL keys g, nd, f, l, h, d, q, cq, cqp, p, z (rules#data-shapes)', () => {
  const full: Selection = {
    gsn: '100049', ndc: '00093111310', form: 'Tablet', label: 'Zestril', labelSetByHuman: true, dosage: '10 mg', quantity: 'Custom',
    customQuantity: '45', customPackagedQuantity: '2', pharmacyFilter: 'CVS', zip: '10001',
  };

  it('writes every key and reads it back', () => {
    const query = selectionToQuery(full);
    expect(query.toString()).toBe('g=100049&nd=00093111310&f=Tablet&l=Zestril&h=1&d=10+mg&q=Custom&cq=45&cqp=2&p=CVS&z=10001');
    expect(queryToSelection(new URLSearchParams(query.toString()))).toEqual(full);
  });

  it('leaves empty values out and reads missing keys as empty', () => {
    expect(selectionToQuery(emptySelection).toString()).toBe('');
    expect(selectionToQuery({ ...emptySelection, zip: '  ', quantity: '30' }).toString()).toBe('q=30');
    expect(queryToSelection(new URLSearchParams('z=92101&other=1'))).toEqual({ ...emptySelection, zip: '92101' });
  });

  it('reads h as a flag and trims and bounds values', () => {
    expect(queryToSelection(new URLSearchParams('h=true')).labelSetByHuman).toBe(true);
    expect(queryToSelection(new URLSearchParams('h=0')).labelSetByHuman).toBe(false);
    expect(queryToSelection(new URLSearchParams(`l=${'x'.repeat(500)}&d=%2010%20mg%20`))).toMatchObject({ label: 'x'.repeat(100), dosage: '10 mg' });
  });
});

describe('site pages are never taken as drug names', () => {
  it('finds the page a visitor named without its exact path', () => {
    expect(sitePathNamed('members')).toBe('/for-members');
    expect(sitePathNamed('Employers')).toBe('/for-employers');
    expect(sitePathNamed('how it works')).toBe('/how-it-works');
    expect(sitePathNamed('portal')).toBe('/portal');
  });
  it('leaves drug names, and pages below the top level, alone', () => {
    expect(sitePathNamed('Lisinopril')).toBeUndefined();
    expect(sitePathNamed('Albuterol Sulfate HFA')).toBeUndefined();
    expect(sitePathNamed('clear cache')).toBeUndefined();
    expect(sitePathNamed('drugName')).toBeUndefined();
  });
});
