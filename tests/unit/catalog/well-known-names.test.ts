import { describe, expect, it } from 'vitest';
import { drugsByName, normaliseName } from '../../../functions/domain/catalog/drug-repository';
import { expandSeed } from '../../../functions/domain/catalog/seed/expand';
import { HttpError } from '../../../functions/lib/errors';
import { resolveInGroup, type DrugQuery } from '../../../functions/domain/pricing/quote';

/**
 * What the committed catalog opens for names people search, as the search page first asks for
 * them (rules#states: brand indicator G, no strength, no quantity): the label shown, its default
 * form, strength and package, and whether the answer says it opened another label than the one
 * named. A regenerated catalog that changes any of these must change this list on purpose.
 */
const { groups, costs } = expandSeed();
const byName = drugsByName(groups);
const nadac = new Map(costs.map((c) => [c.ndc, c.unitCost]));

function open(query: DrugQuery) {
  const group = byName.get(normaliseName(query.drugName));
  if (!group) throw new Error(`${query.drugName} opens nothing`);
  return resolveInGroup(group, query)!;
}

type Expected = [label: string, form: string, strength: string, pack: string, openedAsGeneric: boolean];
const WELL_KNOWN: Record<string, Expected> = {
  Ozempic: ['Ozempic', 'Pen', '2 mg/dose (8 mg/3 mL)', '1 pen (3 mL)', false],
  Wegovy: ['Wegovy', 'Pen', '0.25 mg/0.5 mL', '1 carton (4 pens, 2 mL)', false],
  Zepbound: ['Zepbound', 'Pen', '2.5 mg/0.5 mL', '1 carton (4 pens, 2 mL)', false],
  Mounjaro: ['Mounjaro', 'Pen', '2.5 mg/0.5 mL', '1 carton (4 pens, 2 mL)', false],
  Rybelsus: ['Rybelsus', 'Tablet', '3 mg', '30 tablets', false],
  Lantus: ['Lantus', 'Vial', '100 units/mL', '1 vial (10 mL)', false],
  'Lantus Solostar': ['Lantus Solostar', 'SoloStar', '100 units/mL', '1 carton (5 pens, 15 mL)', false],
  Victoza: ['Liraglutide', 'Pen', '18 mg/3 mL', '1 carton (2 pens, 6 mL)', true],
  Trulicity: ['Trulicity', 'Pen', '0.75 mg/0.5 mL', '1 carton (4 pens, 2 mL)', false],
  Lipitor: ['Atorvastatin', 'Tablet', '10 mg', '30 tablets', true],
  'Xigduo XR': ['Dapagliflozin-Metformin ER', 'Tablet', '5-1000 mg', '30 tablets', true],
  Eliquis: ['Eliquis', 'Tablet', '2.5 mg', '60 tablets', false],
  fexofenadine: ['Fexofenadine', 'Tablet', '180 mg', '30 tablets', false],
  Humira: ['Humira', 'Syringe', '40 mg/0.8 mL', '1 carton (2 syringes)', false],
  'Humira Pen': ['Humira Pen', 'Pen', '40 mg/0.8 mL', '1 carton (2 pens)', false],
  Synthroid: ['Levothyroxine', 'Tablet', '50 mcg', '30 tablets', true],
  Adderall: ['Dextroamphetamine-Amphetamine', 'Tablet', '5 mg', '60 tablets', true],
  'Adderall XR': ['Dextroamp-Amphet ER', 'Capsule', '5 mg', '30 capsules', true],
  Butrans: ['Buprenorphine', 'Patch', '5 mcg/hr', '1 box (4 patches)', true],
  'Albuterol Sulfate HFA': ['Albuterol Sulfate HFA', 'Inhaler', '90 mcg/actuation', '1 inhaler (8.5 g)', false],
  metformin: ['Metformin HCL', 'Tablet', '500 mg', '60 tablets', false],
};

describe('the names people search open the product they name', () => {
  it.each(Object.entries(WELL_KNOWN))('%s', (name, [label, form, strength, pack, openedAsGeneric]) => {
    const drug = open({ drugName: name, brandIndicator: 'G' });
    expect([drug.label.name, drug.formulation.form, drug.formulation.strength, drug.formulation.quantities[0]!.quantityToDisplay]).toEqual([label, form, strength, pack]);
    expect(drug.quantity).toBe(drug.formulation.quantities[0]!.quantity);
    if (openedAsGeneric) expect(drug.openedAs).toEqual({ asked: expect.any(String), shown: label, why: 'generic' });
    else expect(drug.openedAs).toBeUndefined();
    // The generic a brand opens as is sold in the brand's form (Butrans opens buprenorphine patches, not tablets).
    if (openedAsGeneric) expect(drug.label.brandGeneric).toBe('G');
  });

  it('opens a brand without a generic as itself, whatever the indicator (Ozempic never opens Rybelsus, Zepbound never Mounjaro)', () => {
    for (const name of ['Ozempic', 'Zepbound', 'Trulicity', 'Lantus']) {
      for (const brandIndicator of ['G', 'B', undefined] as const) expect(open({ drugName: name, ...(brandIndicator ? { brandIndicator } : {}) }).label.name, `${name} ${brandIndicator}`).toBe(name);
    }
    expect(open({ drugName: 'Lipitor', brandIndicator: 'B' }).label.name).toBe('Lipitor');
  });

  it('says which label it opened for a drug\'s name that is no label\'s', () => {
    expect(open({ drugName: 'semaglutide', brandIndicator: 'G' })).toMatchObject({ label: { name: 'Ozempic' }, openedAs: { asked: 'Semaglutide', shown: 'Ozempic', why: 'brand' } });
  });

  it('prices every default package at a NADAC cost a pharmacy could charge for it', () => {
    for (const name of Object.keys(WELL_KNOWN)) {
      const drug = open({ drugName: name, brandIndicator: 'G' });
      const cost = nadac.get(drug.formulation.ndc)! * drug.quantity;
      expect(cost, name).toBeGreaterThan(0);
      expect(cost, name).toBeLessThan(8000);
    }
    // A 10 mL vial of Lantus, not "120 mL" of insulin; Victoza's 2-pen carton, not a 120 mL bottle.
    expect(nadac.get(open({ drugName: 'Lantus', brandIndicator: 'G' }).formulation.ndc)! * 10).toBeLessThan(100);
  });
});

describe('an NDC asked for is the NDC priced', () => {
  const xigduo = (ndc: string) => open({ drugName: 'Xigduo XR', brandIndicator: 'B', ndc });

  it('in whichever label of the drug holds it', () => {
    for (const f of groups.flatMap((g) => g.labels).find((l) => l.name === 'Xigduo XR')!.formulations) expect(xigduo(f.ndc).formulation.ndc).toBe(f.ndc);
    expect(xigduo('00310626060').formulation.strength).toBe('5 mg-1000 mg');
    const generic = open({ drugName: 'Xigduo XR', brandIndicator: 'B', ndc: '66993036160' });
    expect([generic.label.name, generic.formulation.ndc]).toEqual(['Dapagliflozin-Metformin ER', '66993036160']);
  });

  it('or, when the drug has no such NDC, is a 404 the search page shows as "Drug Name Not Found" (rules#errors)', () => {
    let error: unknown;
    try {
      xigduo('00093505610');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, code: 'drug_not_found' });
    expect((error as HttpError).message).toMatch(/Drug name not found/);
  });
});
