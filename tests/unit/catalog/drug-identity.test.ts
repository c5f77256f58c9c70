import { describe, expect, it } from 'vitest';
import {
  fdaIngredients, ingredientKey, namesItsIngredients, readRxNormName, saltFreeIngredient, siteForm,
} from '../../../functions/local/importers/drug-identity';

describe('a product\'s ingredients, as the catalog groups them', () => {
  it('reads them from the RxNorm name, not the extract\'s ingredient columns (which lack every ingredient starting with "A")', () => {
    const adderall = readRxNormName('amphetamine aspartate 2.5 MG / amphetamine sulfate 2.5 MG / dextroamphetamine saccharate 2.5 MG / dextroamphetamine sulfate 2.5 MG Oral Tablet [Adderall]');
    expect(ingredientKey(adderall.ingredients)).toBe('amphetamine+dextroamphetamine');
    expect(adderall.doseForm).toBe('Oral Tablet');
    expect(readRxNormName('24 HR metformin hydrochloride 500 MG Extended Release Oral Tablet')).toEqual({ ingredients: ['metformin hydrochloride'], doseForm: 'Extended Release Oral Tablet' });
  });

  it('reads the volume of one device and the doses a pen gives', () => {
    expect(readRxNormName('0.5 ML tirzepatide 5 MG/ML Auto-Injector [Mounjaro]')).toEqual({ ingredients: ['tirzepatide'], volumeMl: 0.5, doseForm: 'Auto-Injector' });
    expect(readRxNormName('Sensor 3 ML insulin glargine 100 UNT/ML Pen Injector [Basaglar]')).toMatchObject({ ingredients: ['insulin glargine'], volumeMl: 3 });
    expect(readRxNormName('0.25 MG, 0.5 MG Dose 3 ML semaglutide 0.68 MG/ML Pen Injector [Ozempic]')).toMatchObject({ ingredients: ['semaglutide'], volumeMl: 3 });
    expect(readRxNormName('polyethylene glycol 400 4 MG/ML / propylene glycol 3 MG/ML Ophthalmic Solution').ingredients).toEqual(['polyethylene glycol 400', 'propylene glycol']);
  });

  it('reads a pack\'s products, leaving out its placebo tablets', () => {
    const pack = readRxNormName('{21 (desogestrel 0.15 MG / ethinyl estradiol 0.02 MG Oral Tablet) / 5 (ethinyl estradiol 0.01 MG Oral Tablet) / 2 (inert ingredients 1 MG Oral Tablet) } Pack [Azurette 28 Day]');
    expect(pack).toEqual({ ingredients: ['desogestrel', 'ethinyl estradiol'], doseForm: 'Pack' });
  });

  it('compares ingredients without salts, and with every other word', () => {
    expect(ingredientKey(fdaIngredients('dapagliflozin and metformin hydrochloride'))).toBe('dapagliflozin+metformin');
    expect(ingredientKey(['fluticasone propionate'])).not.toBe(ingredientKey(['fluticasone furoate']));
    expect(ingredientKey(['insulin glargine-yfgn'])).not.toBe(ingredientKey(['insulin glargine']));
    expect(ingredientKey(['Insulin Human'])).toBe(ingredientKey(['insulin, regular, human']));
    expect(saltFreeIngredient('metformin hydrochloride')).toBe('metformin');
    expect(saltFreeIngredient('potassium chloride')).toBe('potassium chloride');
  });

  it('tells a name that spells its ingredients from a store-brand name', () => {
    expect(namesItsIngredients('Fexofenadine HCl', ['fexofenadine hydrochloride'])).toBe(true);
    expect(namesItsIngredients('Fexofenadine-PSE ER', ['fexofenadine hydrochloride', 'pseudoephedrine hydrochloride'])).toBe(true);
    expect(namesItsIngredients('Drospirenone-EE', ['drospirenone', 'ethinyl estradiol'])).toBe(true);
    expect(namesItsIngredients('Allergy Rlf (Fexo)', ['fexofenadine hydrochloride'])).toBe(false);
    expect(namesItsIngredients('Mucus ER', ['guaifenesin'])).toBe(false);
  });

  it('words RxNorm dose forms as the site does', () => {
    expect(siteForm('Pen Injector')).toBe('Pen');
    expect(siteForm('Extended Release Oral Tablet')).toBe('Tablet');
    expect(siteForm('Injectable Solution')).toBe('Injection');
    expect(siteForm('Something Else')).toBeUndefined();
  });
});
