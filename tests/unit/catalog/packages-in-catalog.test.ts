import { describe, expect, it } from 'vitest';
import { expandSeed, SEED_CATALOG } from '../../../functions/domain/catalog/seed/expand';
import sourceIndex from '../../../functions/domain/catalog/seed/nadac-source-index.json';
import { implausiblePackages, MAX_INSULIN_ML } from '../../../functions/local/importers/catalog-sanity';

/** The packages of the committed catalog, against the FDA package descriptions the generator read (kept in the source index). */
const fdaPackages = new Map(sourceIndex.fda.packages as [string, string][]);
const { groups, costs } = expandSeed();
const formulations = groups.flatMap((g) => g.labels.flatMap((l) => l.formulations.map((f) => ({ g, l, f }))));
const byNdc = new Map(formulations.map((x) => [x.f.ndc, x]));

describe('the packages of the committed catalog', () => {
  it('keeps the FDA package description of every served NDC the FDA extract lists, with the extract named', () => {
    expect(sourceIndex.fda.source).toMatchObject({ file: 'fda_ndc_package_names_2018.tsv', asOf: '2018-04-24' });
    expect(fdaPackages.size).toBeGreaterThan(2000);
    for (const ndc of fdaPackages.keys()) expect(byNdc.has(ndc), ndc).toBe(true);
  });

  it('shows no implausible package or price on any page (the sanity rule, over every product)', () => {
    expect(implausiblePackages(SEED_CATALOG, fdaPackages)).toEqual([]);
  });

  it('sells no insulin in more than a box of pens or a vial holds, and no injectable by a guessed 120 mL', () => {
    const insulin = formulations.filter(({ g, f }) => g.ingredients.some((i) => /insulin/.test(i)) && f.pricingUnit === 'ML');
    expect(insulin.length).toBeGreaterThan(40);
    for (const { f } of insulin) expect(f.quantities[0]!.quantity, f.ndc).toBeLessThanOrEqual(MAX_INSULIN_ML);
    const guessed120 = formulations.filter(({ f }) => f.pricingUnit === 'ML' && /Pen|Syringe|Injector|Cartridge|Vial/.test(f.form) && f.quantities[0]!.quantity === 120);
    expect(guessed120.map(({ f }) => f.ndc)).toEqual([]);
  });

  it('counts a carton of pens as its pens: Trulicity is 1 carton of 4 pens (2 mL), every strength', () => {
    const trulicity = groups.flatMap((g) => g.labels).find((l) => l.name === 'Trulicity')!;
    expect(trulicity.formulations).toHaveLength(4);
    for (const f of trulicity.formulations) {
      expect(f.quantities.map((q) => q.quantityToDisplay), f.strength).toEqual(['1 carton (4 pens, 2 mL)', '2 cartons (8 pens, 4 mL)', '3 cartons (12 pens, 6 mL)']);
      expect(f.quantities[0]!.quantity).toBe(2);
    }
  });

  it('counts softgels, caplets and gelcaps as units, never "1 pack"', () => {
    const counted = formulations.filter(({ f }) => f.pricingUnit === 'EA' && /Softgel|Caplet|Gelcap|Geltab/.test(f.form));
    expect(counted.length).toBeGreaterThan(50);
    for (const { f } of counted) {
      expect(f.soldInAPackage, f.ndc).toBe(false);
      expect(f.quantities[0]!.quantityToDisplay, f.ndc).toMatch(/^\d+ (mini )?(softgel|caplet|gelcap|geltab)s$/);
    }
  });

  it('names what a package holds: patches in a box, doses in an inhaler priced per dose, pens in a carton priced per pen', () => {
    const shown = (ndc: string) => byNdc.get(ndc)!.f.quantities[0]!.quantityToDisplay;
    const butrans = groups.flatMap((g) => g.labels).find((l) => l.name === 'Butrans')!.formulations[0]!;
    expect(butrans.quantities[0]!.quantityToDisplay).toBe('1 box (4 patches)');
    const advair = groups.flatMap((g) => g.labels).find((l) => l.name === 'Advair')!.formulations.find((f) => f.form === 'Diskus')!;
    expect(advair.quantities[0]!.quantityToDisplay).toBe('1 inhaler (60 doses)');
    // NADAC prices a Flexhaler per inhaler ($253.50 each), not per dose.
    const pulmicort = formulations.find(({ f }) => f.form === 'Flexhaler' && f.strength.startsWith('180'))!.f;
    expect(shown(pulmicort.ndc)).toBe('1 inhaler');
    const humira = groups.flatMap((g) => g.labels).find((l) => l.name === 'Humira Pen')!.formulations[0]!;
    expect(humira.quantities[0]!.quantityToDisplay).toBe('1 carton (2 pens)');
    const costOf = new Map(costs.map((c) => [c.ndc, c.unitCost]));
    expect(costOf.get(humira.ndc)! * humira.quantities[0]!.quantity).toBeGreaterThan(6000);
  });
});
