import { describe, expect, it } from 'vitest';
import { drugsByName, normaliseName } from '../../../functions/domain/catalog/drug-repository';
import { buildNameIndex } from '../../../functions/domain/catalog/name-index';
import { expandSeed } from '../../../functions/domain/catalog/seed/expand';
import { namesItsIngredients } from '../../../functions/local/importers/drug-identity';

/** The committed catalog's drug identity: one drug per ingredient set and brand name (README "The drug catalog"). */
const { groups } = expandSeed();
const byName = drugsByName(groups);
const opens = (name: string) => byName.get(normaliseName(name));
const labelsOf = (name: string) => groups.flatMap((g) => g.labels.filter((l) => l.name === name).map((l) => ({ group: g, label: l })));

describe('one drug per ingredient set and brand name', () => {
  it('names every label in one drug only, so every product opens by its own label\'s name', () => {
    const drugsOf = new Map<string, Set<string>>();
    for (const g of groups) for (const l of g.labels) drugsOf.set(normaliseName(l.name), (drugsOf.get(normaliseName(l.name)) ?? new Set()).add(g.id));
    expect([...drugsOf].filter(([, ids]) => ids.size > 1).map(([name]) => name)).toEqual([]);
    const unreachable = groups.flatMap((g) => g.labels.filter((l) => opens(l.name) !== g).flatMap((l) => l.formulations.map((f) => `${l.name} ${f.ndc}`)));
    expect(unreachable).toEqual([]);
  });

  it('keeps each brand an analyst found split across drugs in one drug, with all its products', () => {
    const cases: [string, string, number][] = [
      ['Wegovy', 'Semaglutide', 9], ['Xigduo XR', 'Dapagliflozin-Metformin ER', 5], ['Gralise ER', 'Gabapentin ER', 5], ['Horizant ER', 'Gabapentin Enacarbil', 2],
      ['Humira(Cf)', 'Adalimumab', 2], ['Humira(Cf) Pen', 'Adalimumab', 2], ['Creon DR', 'Amylase-Lipase-Protease', 5], ['Pertzye DR', 'Amylase-Lipase-Protease', 3],
      ['Afrezza (Regular Insulin)', 'Insulin Regular Human', 4], ['Novolin R', 'Insulin Regular Human', 2], ['Breo Ellipta', 'Fluticasone-Vilanterol', 3],
      ['Abilify Maintena ER', 'Aripiprazole', 4], ['Phenytek', 'Phenytoin', 2], ['Pentasa', 'Mesalamine', 2], ['Xcopri', 'Cenobamate', 10], ['Feverall', 'Feverall', 3],
    ];
    for (const [brand, drug, products] of cases) {
      const found = labelsOf(brand);
      expect(found.map((f) => f.group.generic), brand).toEqual([drug]);
      expect(found[0]!.label.formulations, brand).toHaveLength(products);
      expect(found[0]!.label.brandGeneric, brand).toBe('B');
      expect(opens(brand), brand).toBe(found[0]!.group);
    }
    // "Wegovy" finds the pens and the tablets, under Semaglutide with Ozempic and Rybelsus.
    expect(new Set(labelsOf('Wegovy')[0]!.label.formulations.map((f) => f.form))).toEqual(new Set(['Pen', 'Tablet']));
    expect(opens('Ozempic')!.labels.map((l) => l.name).sort()).toEqual(['Ozempic', 'Rybelsus', 'Wegovy']);
  });

  it('gives a brand sold with two ingredient sets one name per drug: "Systane" and "Systane (Hypromellose)"', () => {
    expect(opens('Systane')!.ingredients).toEqual(['polyethylene glycol 400', 'propylene glycol']);
    expect(opens('Systane (Hypromellose)')!.ingredients).toEqual(['hypromellose']);
    expect(opens('Genteal Tears Severe (Mineral Oil-Petrolatum)')!.generic).toBe('Mineral Oil-Petrolatum');
  });

  it('lets a drug sold only under brand names answer to its generic name', () => {
    expect(opens('semaglutide')).toBe(opens('Ozempic'));
    expect(opens('Tirzepatide')).toBe(opens('Zepbound'));
    expect(buildNameIndex(groups).search('tirzep', 5)).toContain('Tirzepatide');
  });
});

describe('store-brand OTC products', () => {
  it('sit under their ingredient: "fexofenadine" opens the drug that holds "Qc Allergy Rlf (Fexo)"', () => {
    const fexofenadine = opens('fexofenadine')!;
    expect(fexofenadine.generic).toBe('Fexofenadine');
    expect(fexofenadine.labels[0]!.name).toBe('Fexofenadine');
    expect(fexofenadine.labels.map((l) => l.name)).toEqual(expect.arrayContaining(['Qc Allergy Rlf (Fexo)', 'Allergy Rlf (Fexo)', 'Ft Allergy (Fexo)']));
    expect(opens('Qc Allergy Rlf (Fexo)')).toBe(fexofenadine);
    expect(fexofenadine.labels.find((l) => l.name === 'Qc Allergy Rlf (Fexo)')!.brandGeneric).toBe('G');
  });

  it('never sit apart from the drug named by their ingredients', () => {
    const key = (ingredients: string[]) => [...ingredients].sort().join('+');
    const spelled = new Map<string, string[]>();
    for (const g of groups) if (namesItsIngredients(g.generic, g.ingredients)) spelled.set(key(g.ingredients), [...(spelled.get(key(g.ingredients)) ?? []), g.generic]);
    const apart = groups.filter((g) => g.rx === 'OTC' && !namesItsIngredients(g.generic, g.ingredients))
      .flatMap((g) => g.labels.filter((l) => l.brandGeneric === 'G' && !namesItsIngredients(l.name, g.ingredients)).map((l) => ({ g, l })))
      .filter(({ g }) => (spelled.get(key(g.ingredients)) ?? []).some((home) => home !== g.generic))
      .map(({ g, l }) => `${l.name} (${g.generic})`);
    expect(apart).toEqual([]);
  });
});

describe('strengths with commas and brackets', () => {
  it('read as people write them', () => {
    const xigduo = labelsOf('Xigduo XR')[0]!.label.formulations;
    expect(xigduo.map((f) => [f.form, f.strength])).toEqual([
      ['Tablet', '2.5 mg-1000 mg'], ['Tablet', '5 mg-1000 mg'], ['Tablet', '5 mg-500 mg'], ['Tablet', '10 mg-1000 mg'], ['Tablet', '10 mg-500 mg'],
    ]);
    expect(labelsOf('Ozempic')[0]!.label.formulations.map((f) => [f.form, f.strength])).toEqual([
      ['Pen', '0.25-0.5 mg/dose (2 mg/3 mL)'], ['Pen', '1 mg/dose (4 mg/3 mL)'], ['Pen', '2 mg/dose (8 mg/3 mL)'],
    ]);
  });

  it('leave no unit or bracket in a form, and no thousands separator in a strength', () => {
    const all = groups.flatMap((g) => g.labels.flatMap((l) => l.formulations));
    expect(all.filter((f) => /^(Mg|Mcg|Ml|Unit)\b|^[(/]/.test(f.form)).map((f) => `${f.ndc} ${f.form}`)).toEqual([]);
    expect(all.filter((f) => /\d,\d{3}/.test(f.strength)).map((f) => `${f.ndc} ${f.strength}`)).toEqual([]);
  });
});
