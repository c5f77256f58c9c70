import { describe, expect, it } from 'vitest';
import { brandIndicatorFor, customQuantityValue, emptySelection, isPackaged, withCustomOption, type Selection } from '../../../web/src/features/search/search-selection';
import { buildDetailsQuery, initialSearchState, searchActions as a, searchSlice, type SearchState } from '../../../web/src/features/search/search-slice';
import { details } from './search-fixtures';

const reduce = (state: SearchState, ...actions: Parameters<typeof searchSlice.reducer>[1][]) => actions.reduce(searchSlice.reducer, state);

/** A page showing Lisinopril prices for 92101 (one request sent and answered). */
function loaded(kind: 'tablets' | 'packaged' = 'tablets', selection: Partial<Selection> = {}): SearchState {
  const d = details(kind);
  return reduce(
    initialSearchState,
    a.routeEntered({ drugName: d.selected.drugName, selection: { ...emptySelection, zip: '92101', ...selection } }),
    a.requestSent({ zip: '92101', quantity: null, usedDefaultZip: false, usedCoordinates: false }),
    a.detailsReceived(d),
    a.requestSettled(),
  );
}

describe('search page transitions (rules#states)', () => {
  it('a route change resets the page data and reloads, keeping device coordinates', () => {
    const before = reduce(loaded(), a.locationFound({ lat: 1, lon: 2 }), a.requestFailed({ kind: 'other', heading: 'Error', body: '', warnings: [] }));
    const next = reduce(before, a.routeEntered({ drugName: 'Atorvastatin', selection: { ...emptySelection, dosage: '10 mg' } }));
    expect(next.drugName).toBe('Atorvastatin');
    expect(next.details).toBeNull();
    expect(next.error).toBeNull();
    expect(next.selection.dosage).toBe('10 mg');
    expect(next.location).toEqual({ lat: 1, lon: 2 });
    expect(next.reloadSeq).toBe(before.reloadSeq + 1);
  });

  it('the answer fills the selection so the URL can reproduce it', () => {
    const s = loaded().selection;
    expect(s).toMatchObject({ label: 'Lisinopril', form: 'Tablet', dosage: '2.5 mg', gsn: '100', ndc: '00000000100', quantity: '30' });
  });

  it('label: clears gsn, ndc, quantity and custom quantities, marks the label as chosen by hand, reloads', () => {
    const start = loaded('tablets', { customQuantity: '45' });
    const next = reduce(start, a.labelChanged('Zestril'));
    expect(next.selection).toMatchObject({ label: 'Zestril', labelSetByHuman: true, gsn: '', ndc: '', quantity: '', customQuantity: '', customPackagedQuantity: '' });
    expect(next.reloadSeq).toBe(start.reloadSeq + 1);
  });

  it('form: gsn/ndc from the form and the quantity cleared', () => {
    const start = loaded();
    const next = reduce(start, a.formChanged('Capsule'));
    expect(next.selection).toMatchObject({ form: 'Capsule', gsn: '200', ndc: '00000000200', quantity: '' });
    expect(next.reloadSeq).toBe(start.reloadSeq + 1);
    expect(reduce(start, a.formChanged('Nope'))).toEqual(start);
  });

  it('dosage: gsn/ndc from the dosage; the quantity stays unless the drug is packaged', () => {
    const tablets = reduce(loaded(), a.quantityChanged('90'), a.dosageChanged('10 mg'));
    expect(tablets.selection).toMatchObject({ dosage: '10 mg', gsn: '110', ndc: '00000000110', quantity: '90' });
    const packaged = reduce(loaded('packaged'), a.dosageChanged('108 mcg'));
    expect(packaged.selection).toMatchObject({ dosage: '108 mcg', gsn: '310', quantity: '18' });
  });

  it('quantity: reloads with a valid zip or coordinates only', () => {
    const start = loaded();
    expect(reduce(start, a.quantityChanged('60')).reloadSeq).toBe(start.reloadSeq + 1);
    const noZip = reduce(initialSearchState, a.routeEntered({ drugName: 'Lisinopril', selection: emptySelection }), a.detailsReceived(details()));
    expect(reduce(noZip, a.quantityChanged('60')).reloadSeq).toBe(noZip.reloadSeq);
    const located = reduce(noZip, a.locationFound({ lat: 32.7, lon: -117.1 }));
    expect(reduce(located, a.quantityChanged('90')).reloadSeq).toBe(located.reloadSeq + 1);
  });

  it('quantity Custom: no reload without a custom value or with the value already searched', () => {
    const start = loaded();
    const custom = reduce(start, a.quantityChanged('Custom'));
    expect(custom.reloadSeq).toBe(start.reloadSeq);
    const typed = reduce(custom, a.customQuantityChanged('45'));
    expect(typed.reloadSeq).toBe(start.reloadSeq);
    const submitted = reduce(typed, a.customQuantitySubmitted());
    expect(submitted.reloadSeq).toBe(start.reloadSeq + 1);
    const sent = reduce(submitted, a.requestSent({ zip: '92101', quantity: 45, usedDefaultZip: false, usedCoordinates: false }));
    expect(reduce(sent, a.customQuantitySubmitted()).reloadSeq).toBe(sent.reloadSeq);
    expect(reduce(sent, a.quantityChanged('30'), a.quantityChanged('Custom')).reloadSeq).toBe(sent.reloadSeq + 1);
  });

  it('packaged custom quantity = count × the dosage common quantity; otherwise the number entered', () => {
    const packaged = reduce(loaded('packaged'), a.quantityChanged('Custom'), a.customQuantityChanged('4'));
    expect(packaged.selection.customPackagedQuantity).toBe('4');
    expect(customQuantityValue(packaged.selection, packaged.details)).toBe(34);
    expect(buildDetailsQuery(packaged, 'web').qty).toBe(34);
    const tablets = reduce(loaded(), a.quantityChanged('Custom'), a.customQuantityChanged('45'));
    expect(customQuantityValue(tablets.selection, tablets.details)).toBe(45);
    expect(customQuantityValue({ ...tablets.selection, customQuantity: 'abc' }, tablets.details)).toBeUndefined();
    expect(customQuantityValue({ ...tablets.selection, customQuantity: '0' }, tablets.details)).toBeUndefined();
  });

  it('zip: a valid new zip reloads; an invalid one never replaces the last good zip', () => {
    const start = loaded();
    const invalid = reduce(start, a.zipChanged('1000'));
    expect(invalid.reloadSeq).toBe(start.reloadSeq);
    expect(invalid.selection.zip).toBe('92101');
    expect(reduce(start, a.zipChanged('92101')).reloadSeq).toBe(start.reloadSeq);
    const changed = reduce(start, a.zipChanged(' 10001 '));
    expect(changed.reloadSeq).toBe(start.reloadSeq + 1);
    expect(changed.selection.zip).toBe('10001');
  });

  it("a link's zip that is not 5 digits is set aside for the cached zip, and shown as rejected", () => {
    const s = reduce(initialSearchState, a.routeEntered({ drugName: 'Lisinopril', selection: { ...emptySelection, zip: '123' }, cachedZip: '10001' }));
    expect(s.selection.zip).toBe('10001');
    expect(s.rejectedZip).toBe('123');
    const noCache = reduce(initialSearchState, a.routeEntered({ drugName: 'Lisinopril', selection: { ...emptySelection, zip: '123' } }));
    expect(noCache.selection.zip).toBe('');
    const linked = reduce(initialSearchState, a.routeEntered({ drugName: 'Lisinopril', selection: { ...emptySelection, zip: '60601' }, cachedZip: '10001' }));
    expect(linked.selection.zip).toBe('60601');
    expect(linked.rejectedZip).toBe('');
  });

  it('a zip the server does not know is rejected and the last priced zip comes back', () => {
    const start = reduce(loaded(), a.zipChanged('00000'), a.requestSent({ zip: '00000', quantity: null, usedDefaultZip: false, usedCoordinates: false }));
    const failed = reduce(start, a.requestFailed({ kind: 'zip', heading: 'Zip Code Provided Was Invalid', body: '', warnings: [] }));
    expect(failed.rejectedZip).toBe('00000');
    expect(failed.selection.zip).toBe('92101');
    const fixed = reduce(failed, a.zipChanged('10001'));
    expect(fixed.rejectedZip).toBe('');
    expect(fixed.error).toBeNull();
  });

  it('the device location prices the page; the answer names its nearest zip', () => {
    const start = loaded();
    const located = reduce(start, a.locationFound({ lat: 40.75, lon: -73.99 }));
    expect(located.reloadSeq).toBe(start.reloadSeq + 1);
    expect(buildDetailsQuery(located, 'web')).toMatchObject({ lat: 40.75, long: -73.99 });
    const answered = reduce(located, a.requestSent({ zip: '', quantity: null, usedDefaultZip: false, usedCoordinates: true }), a.detailsReceived(details('tablets', { zip: '10001' })));
    expect(answered.selection.zip).toBe('10001');
  });

  it('showing unpopular pharmacies clears the filter, and loads prices only if there are none', () => {
    const start = loaded('tablets', { pharmacyFilter: 'CVS' });
    const next = reduce(start, a.unpopularShown());
    expect(next.showUnpopular).toBe(true);
    expect(next.selection.pharmacyFilter).toBe('');
    expect(next.reloadSeq).toBe(start.reloadSeq);
    const empty = reduce(start, a.detailsReceived(details('tablets', { drugs: [] })), a.unpopularShown());
    expect(empty.reloadSeq).toBe(start.reloadSeq + 1);
  });

  it('the spinner counter never goes below 0', () => {
    const s = reduce(initialSearchState, a.requestSent({ zip: '', quantity: null, usedDefaultZip: true, usedCoordinates: false }), a.requestSent({ zip: '', quantity: null, usedDefaultZip: true, usedCoordinates: false }), a.requestSettled());
    expect(s.loading).toBe(1);
    expect(reduce(s, a.requestSettled(), a.requestSettled()).loading).toBe(0);
  });

  it('a default-zip answer fills in the zip; a custom quantity the server chose shows as Custom', () => {
    const start = reduce(initialSearchState, a.routeEntered({ drugName: 'Lisinopril', selection: emptySelection }), a.requestSent({ zip: '92101', quantity: null, usedDefaultZip: true, usedCoordinates: false }));
    const d = details();
    const custom = { ...d, selected: { ...d.selected, quantity: 45 }, packageAwareQuantities: d.packageAwareQuantities.map((q) => ({ ...q, isSelected: q.quantityLabel === 'Custom' })) };
    const next = reduce(start, a.detailsReceived(custom));
    expect(next.selection).toMatchObject({ zip: '92101', quantity: 'Custom', customQuantity: '45' });
  });
});

describe('brand/generic indicator (rules#states)', () => {
  const both = details().names;
  const brandOnly = [{ drugName: 'Brandex', brandGeneric: 'B' as const, isSelected: true }];
  it('G when a generic exists, B when only brands do', () => {
    expect(brandIndicatorFor(both, { label: 'Zestril', labelSetByHuman: false })).toBe('G');
    expect(brandIndicatorFor(brandOnly, { label: '', labelSetByHuman: false })).toBe('B');
    expect(brandIndicatorFor(undefined, { label: '', labelSetByHuman: false })).toBe('G');
  });
  it("a label chosen by hand keeps its own indicator (the server decides until the names are known)", () => {
    expect(brandIndicatorFor(both, { label: 'zestril', labelSetByHuman: true })).toBe('B');
    expect(brandIndicatorFor(both, { label: 'Lisinopril', labelSetByHuman: true })).toBe('G');
    expect(brandIndicatorFor(undefined, { label: 'Zestril', labelSetByHuman: true })).toBeUndefined();
  });
});

describe('the search request (rules#data-shapes, rules#validation)', () => {
  it('asks for the label with gsn, ndc, quantity and zip', () => {
    const s = reduce(loaded(), a.quantityChanged('60'));
    expect(buildDetailsQuery(s, 'webm')).toEqual({ drugName: 'Lisinopril', zip: '92101', brandIndicator: 'G', gsn: '100', ndc: '00000000100', qty: 60, Source: 'webm' });
  });
  it('no zip: coordinates when known, else 92101', () => {
    const none = reduce(initialSearchState, a.routeEntered({ drugName: 'Lisinopril', selection: emptySelection }));
    expect(buildDetailsQuery(none, 'web')).toMatchObject({ zip: '92101' });
    const located = reduce(none, a.locationFound({ lat: 40.7, lon: -74 }));
    const query = buildDetailsQuery(located, 'web');
    expect(query).toMatchObject({ lat: 40.7, long: -74 });
    expect(query).not.toHaveProperty('zip');
  });
  it('the route name is asked for until a label is known; empty parts are left out', () => {
    const s = reduce(initialSearchState, a.routeEntered({ drugName: 'lisinopril', selection: emptySelection }));
    expect(buildDetailsQuery(s, 'web')).toEqual({ drugName: 'lisinopril', zip: '92101', brandIndicator: 'G', Source: 'web' });
  });
});

describe('quantity options (rules#drug-page, rules#data-shapes)', () => {
  it("is packaged when the first quantity's text starts with '1 '", () => {
    expect(isPackaged(details('packaged').packageAwareQuantities)).toBe(true);
    expect(isPackaged(details('tablets').packageAwareQuantities)).toBe(false);
    expect(isPackaged([{ gsn: '', quantity: 10, quantityLabel: '10 tablets', quantityToDisplay: '', ranking: 1, isSelected: true }])).toBe(false);
  });
  it("appends 'Custom' when it is not already last", () => {
    const q = details().packageAwareQuantities;
    expect(withCustomOption(q)).toBe(q);
    const without = withCustomOption(q.slice(0, 3));
    expect(without.map((o) => o.quantityLabel)).toEqual(['30 tablets', '60 tablets', '90 tablets', 'Custom']);
  });
});
