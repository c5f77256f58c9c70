import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/brand';
import { expandSeed } from '../../../functions/domain/catalog/seed/expand';
import { HttpError } from '../../../functions/lib/errors';
import {
  describeDrug, findPlace, labelFor, locate, matchesStrength, pickFormulation, quantityToDisplay,
} from '../../../functions/domain/pricing/quote';

const atorvastatin = expandSeed().groups.find((g) => g.id === 'atorvastatin')!;
const generic = atorvastatin.labels.find((l) => l.name === 'Atorvastatin')!;
const lipitor = atorvastatin.labels.find((l) => l.name === 'Lipitor')!;

function thrown(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (err) {
    return err as HttpError;
  }
  throw new Error('did not throw');
}

describe('locate: one place for every price', () => {
  it('takes coordinates over a zip, and the zip nearest them', () => {
    const place = locate({ zip: '10001', lat: 41.88, long: -87.63 });
    expect(place.point).toEqual({ lat: 41.88, lon: -87.63 });
    expect(place.zip).toMatch(/^60\d{3}$/);
    expect(place.area).toBe(place.zip);
  });

  it('uses the zip, else the default zip; the area is the zip', () => {
    expect(locate({ zip: '10001' })).toMatchObject({ zip: '10001', area: '10001' });
    expect(locate({})).toMatchObject({ zip: LIMITS.defaultZip, area: LIMITS.defaultZip });
  });

  it('answers an unknown zip with a 400 the search page recognises, or undefined from findPlace', () => {
    const err = thrown(() => locate({ zip: '00000' }));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 400, code: 'invalid_zip', message: 'Zip Code 00000 was not found. Please enter a valid zip code.' });
    expect(findPlace({ zip: '00000' })).toBeUndefined();
  });
});

describe('the drug and formulation', () => {
  it('picks the label named, or the one the brand indicator asks for', () => {
    expect(labelFor(atorvastatin, { drugName: 'atorvastatin' })).toBe(generic);
    expect(labelFor(atorvastatin, { drugName: 'Lipitor' })).toBe(lipitor);
    expect(labelFor(atorvastatin, { drugName: 'Atorvastatin', brandIndicator: 'B' })).toBe(lipitor);
    expect(labelFor(atorvastatin, { drugName: 'Lipitor', brandIndicator: 'G' })).toBe(generic);
    expect(labelFor(atorvastatin, { drugName: 'Something else' })).toBe(atorvastatin.labels[0]);
  });

  it('picks the formulation by NDC, then GSN, then strength, else the usual one (the first when RxNorm has no data, as for atorvastatin)', () => {
    const [ten, twenty] = generic.formulations;
    expect(pickFormulation(generic, { ndc: twenty!.ndc })).toBe(twenty);
    expect(pickFormulation(generic, { gsn: twenty!.gsn })).toBe(twenty);
    expect(pickFormulation(generic, { strength: '20 mg' })).toBe(twenty);
    expect(pickFormulation(generic, { strength: '20' })).toBe(twenty);
    expect(pickFormulation(generic, { ndc: lipitor.formulations[1]!.ndc })).toBe(ten);
    expect(pickFormulation(generic, {})).toBe(ten);
    expect(thrown(() => pickFormulation(generic, { strength: '15 mg' }))).toMatchObject({ status: 404, code: 'strength_not_found' });
  });

  it('prices the most widely dispensed strength when none is asked for, and keeps the list in strength order', () => {
    const groups = expandSeed().groups;
    const usual = (id: string) => pickFormulation(groups.find((g) => g.id === id)!.labels[0]!, {});
    expect(usual('lisinopril')).toMatchObject({ form: 'Tablet', strength: '20 mg' });
    expect(usual('gabapentin')).toMatchObject({ form: 'Capsule', strength: '300 mg' });
    expect(usual('omeprazole')).toMatchObject({ form: 'Capsule', strength: '20 mg' });
    expect(usual('metformin-hcl')).toMatchObject({ strength: '500 mg' });
    const lisinopril = groups.find((g) => g.id === 'lisinopril')!.labels[0]!;
    expect(lisinopril.formulations[0]!.strength).toBe('2.5 mg');
  });

  it('matches strengths however they are spelt', () => {
    const twenty = generic.formulations[1]!;
    for (const s of ['20 mg', '20mg', '20 MG', '20']) expect(matchesStrength(twenty, s), s).toBe(true);
    expect(matchesStrength(twenty, '2')).toBe(false);
  });

  it('describes the selection with the package text of its quantity', () => {
    const formulation = generic.formulations[0]!;
    expect(quantityToDisplay(formulation, 30)).toBe('30 tablets');
    expect(quantityToDisplay(formulation, 45)).toBe('45 tablets');
    expect(describeDrug({ label: lipitor, formulation: lipitor.formulations[0]!, quantity: 90 })).toEqual({
      drugName: 'Lipitor', brandGeneric: 'B', form: lipitor.formulations[0]!.form, strength: '10 mg', gsn: lipitor.formulations[0]!.gsn,
      ndc: lipitor.formulations[0]!.ndc, quantity: 90, quantityToDisplay: '90 tablets',
    });
  });
});
