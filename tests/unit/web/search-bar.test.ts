import { describe, expect, it } from 'vitest';
import { parseDrugNames } from '../../../web/src/components/search-bar/drug-name-endpoints';
import { drugPath } from '../../../web/src/components/search-bar/drug-path';
import { addToSearchHistory, parseSearchHistory, POPULAR_SEARCHES } from '../../../web/src/components/search-bar/search-history';
import { closestDrugNames } from '../../../web/src/features/search/error-card';
import { highlightedSuggestion, inlineCompletion } from '../../../web/src/components/search-bar/typeahead-logic';

describe('drug-name lookup answers (rules#errors)', () => {
  it('reads drugNames, cut to 10', () => {
    const names = Array.from({ length: 12 }, (_, i) => `Drug ${i}`);
    expect(parseDrugNames({ drugNames: names })).toEqual(names.slice(0, 10));
  });
  it('a non-JSON answer or an error field yields an empty list', () => {
    expect(parseDrugNames('<html>oops</html>')).toEqual([]);
    expect(parseDrugNames(undefined)).toEqual([]);
    expect(parseDrugNames({ drugNames: ['A'], error: 'boom' })).toEqual([]);
    expect(parseDrugNames({ drugNames: 'A' })).toEqual([]);
    expect(parseDrugNames({ drugNames: ['A', 3, 'B'] })).toEqual(['A', 'B']);
  });
});

describe('search history cookie (rules#constants)', () => {
  it('keeps the last 5, lower-cased, de-duplicated, newest first', () => {
    let h: string[] = [];
    for (const name of ['Lisinopril', 'Atorvastatin', 'LISINOPRIL', 'Gabapentin', 'Sildenafil', 'Metformin HCL', 'Amoxicillin']) h = addToSearchHistory(h, name);
    expect(h).toEqual(['amoxicillin', 'metformin hcl', 'sildenafil', 'gabapentin', 'lisinopril']);
  });
  it('never stores a comma (the separator) or an empty name', () => {
    expect(addToSearchHistory(['a'], ' x, y ')).toEqual(['x y', 'a']);
    expect(addToSearchHistory(['a'], '   ')).toEqual(['a']);
    expect(parseSearchHistory('b,,A, b ,c')).toEqual(['b', 'a', 'c']);
    expect(parseSearchHistory(undefined)).toEqual([]);
  });
  it('has the spec popular searches in order', () => {
    expect(POPULAR_SEARCHES).toEqual(['Atorvastatin', 'Albuterol Sulfate Hfa', 'Lisinopril', 'Sildenafil', 'Levothyroxine', 'Gabapentin', 'Metformin HCL']);
  });
});

describe('typeahead (rules#search-bar)', () => {
  it('completes inline with the rest of the first suggestion when it starts with the text', () => {
    expect(inlineCompletion('lisin', 'Lisinopril')).toBe('opril');
    expect(inlineCompletion('pril', 'Lisinopril')).toBe('');
    expect(inlineCompletion('', 'Lisinopril')).toBe('');
    expect(inlineCompletion('Lisinopril', 'Lisinopril')).toBe('');
  });
  it('Enter picks only a highlighted suggestion (the grey completion is not picked: the typed text is searched)', () => {
    const s = ['Lisinopril', 'Lisinopril-Hydrochlorothiazide'];
    expect(highlightedSuggestion(s, 1)).toBe('Lisinopril-Hydrochlorothiazide');
    expect(highlightedSuggestion(s, -1)).toBeUndefined();
    expect(highlightedSuggestion([], 0)).toBeUndefined();
  });
  it('navigates to /{name, URL-encoded} keeping only z and p', () => {
    expect(drugPath(' Albuterol Sulfate HFA ', new URLSearchParams('z=10001&p=CVS&g=1'))).toBe('/Albuterol%20Sulfate%20HFA?z=10001&p=CVS');
    expect(drugPath('A/B?c', new URLSearchParams())).toBe('/A%2FB%3Fc');
  });
});

describe('"Did you mean" for an unknown drug name', () => {
  it('lists the lookup matches before the names sharing the first letters, each once, at most 5', () => {
    expect(closestDrugNames(['Atorvastatin'], ['Atomoxetine', 'atorvastatin', 'Atovaquone'])).toEqual(['Atorvastatin', 'Atomoxetine', 'Atovaquone']);
    expect(closestDrugNames(['A', 'B', 'C'], ['D', 'E', 'F'])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(closestDrugNames([], [])).toEqual([]);
  });
});
