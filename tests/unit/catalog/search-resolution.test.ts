import { describe, expect, it } from 'vitest';
import { drugsByName, normaliseName } from '../../../functions/domain/catalog/drug-repository';
import { buildNameIndex } from '../../../functions/domain/catalog/name-index';
import { expandSeed } from '../../../functions/domain/catalog/seed/expand';
import { resolveSearch } from '../../../functions/domain/catalog/search-resolution';

const { groups } = expandSeed();
const byName = drugsByName(groups);
const catalog = { groups, byName, names: buildNameIndex(groups) };
const drugOf = (name: string) => byName.get(normaliseName(name))?.generic;

/**
 * The 100 most searched drug names, as typed, and the drug (its generic name in our catalog) each
 * must open. Source: the first generics of the ClinCalc DrugStats "Top 300 Drugs" of 2022
 * (https://clincalc.com/DrugStats/Top300Drugs.aspx, MEPS 2022, AHRQ; CC BY-SA 4.0), prescriptions
 * filled standing in for searches, with the brand names these drugs are best known and searched
 * by (the brands on the same ClinCalc drug pages). Brands and generics are typed as people do:
 * salt-free ("metformin"), brand alone ("Lipitor"), one-word ("hydrocodone").
 */
const MOST_SEARCHED: Record<string, string> = {
  Atorvastatin: 'Atorvastatin', Metformin: 'Metformin HCL', Levothyroxine: 'Levothyroxine', Lisinopril: 'Lisinopril', Amlodipine: 'Amlodipine',
  Metoprolol: 'Metoprolol Tartrate', Albuterol: 'Albuterol', Losartan: 'Losartan', Gabapentin: 'Gabapentin', Omeprazole: 'Omeprazole',
  Sertraline: 'Sertraline', Rosuvastatin: 'Rosuvastatin', Pantoprazole: 'Pantoprazole', Escitalopram: 'Escitalopram', Hydrochlorothiazide: 'Hydrochlorothiazide',
  Bupropion: 'Bupropion HCl', Fluoxetine: 'Fluoxetine', Semaglutide: 'Semaglutide', Montelukast: 'Montelukast', Trazodone: 'Trazodone',
  Simvastatin: 'Simvastatin', Amoxicillin: 'Amoxicillin', Tamsulosin: 'Tamsulosin', Hydrocodone: 'Hydrocodone-Acetaminophen', Fluticasone: 'Fluticasone Propionate',
  Meloxicam: 'Meloxicam', Apixaban: 'Apixaban', Furosemide: 'Furosemide', 'Insulin Glargine': 'Insulin Glargine', Duloxetine: 'Duloxetine',
  Ibuprofen: 'Ibuprofen', Famotidine: 'Famotidine', Empagliflozin: 'Empagliflozin', Carvedilol: 'Carvedilol', Tramadol: 'Tramadol',
  Alprazolam: 'Alprazolam', Prednisone: 'Prednisone', Hydroxyzine: 'Hydroxyzine', Buspirone: 'Buspirone', Clopidogrel: 'Clopidogrel',
  Glipizide: 'Glipizide', Citalopram: 'Citalopram', 'Potassium Chloride': 'Potassium Chloride', Allopurinol: 'Allopurinol', Aspirin: 'Aspirin EC',
  Cyclobenzaprine: 'Cyclobenzaprine', Oxycodone: 'Oxycodone', Methylphenidate: 'Methylphenidate', Venlafaxine: 'Venlafaxine HCl', Spironolactone: 'Spironolactone',
  Ondansetron: 'Ondansetron', Zolpidem: 'Zolpidem', Cetirizine: 'Cetirizine', Estradiol: 'Estradiol', Pravastatin: 'Pravastatin',
  Lamotrigine: 'Lamotrigine', Quetiapine: 'Quetiapine', Clonazepam: 'Clonazepam', Azithromycin: 'Azithromycin', 
  Propranolol: 'Propranolol', Ezetimibe: 'Ezetimibe', Topiramate: 'Topiramate', Paroxetine: 'Paroxetine', Atenolol: 'Atenolol',
  Lorazepam: 'Lorazepam', Doxycycline: 'Doxycycline Hyclate', Sildenafil: 'Sildenafil', Tadalafil: 'Tadalafil', Valacyclovir: 'Valacyclovir',
  Cephalexin: 'Cephalexin', Warfarin: 'Warfarin', 
  Lipitor: 'Atorvastatin', Synthroid: 'Levothyroxine', Zoloft: 'Sertraline', Lexapro: 'Escitalopram', Xanax: 'Alprazolam',
  Adderall: 'Dextroamphetamine-Amphetamine', Ozempic: 'Semaglutide', Eliquis: 'Apixaban', Jardiance: 'Empagliflozin', Trulicity: 'Dulaglutide',
  Wegovy: 'Semaglutide', Mounjaro: 'Tirzepatide', Zepbound: 'Tirzepatide', Xarelto: 'Rivaroxaban', Viagra: 'Sildenafil',
  Cialis: 'Tadalafil', Lasix: 'Furosemide', Norvasc: 'Amlodipine', Crestor: 'Rosuvastatin', Prozac: 'Fluoxetine',
  Lantus: 'Insulin Glargine', Flonase: 'Fluticasone Propionate', Singulair: 'Montelukast', Ventolin: 'Albuterol Sulfate HFA', Neurontin: 'Gabapentin',
  Keflex: 'Cephalexin', Augmentin: 'Amoxicillin-Clavulanate', Valtrex: 'Valacyclovir', Ambien: 'Zolpidem',
};

describe('the 100 most searched drug names', () => {
  it('is a hundred names', () => expect(Object.keys(MOST_SEARCHED)).toHaveLength(100));
  it.each(Object.entries(MOST_SEARCHED))('%s opens %s', (typed, generic) => {
    const answer = resolveSearch(catalog, typed);
    expect(answer.kind).toBe('drug');
    if (answer.kind === 'drug') expect(drugOf(answer.drugName)).toBe(generic);
  });
});

describe('search like people type', () => {
  it.each([
    ['amoxicillin 500', 'Amoxicillin', '500 mg'],
    ['adderall 20', 'Adderall', '20 mg'],
    ['lipitor 40 mg', 'Lipitor', '40 mg'],
    ['metformin 500mg', 'Metformin HCL', '500 mg'],
    ['Gabapentin  300', 'Gabapentin', '300 mg'],
  ])('%s opens %s with %s selected', (typed, drugName, strength) => {
    const answer = resolveSearch(catalog, typed);
    expect(answer).toMatchObject({ kind: 'drug', drugName, strength, corrected: false });
    if (answer.kind === 'drug') expect(answer.ndc).toMatch(/^\d{11}$/);
  });
  it('opens a drug whose strength is not listed without a strength', () => {
    expect(resolveSearch(catalog, 'lipitor 33')).toEqual({ kind: 'drug', drugName: 'Lipitor', corrected: false });
  });
  it.each([
    ['atorvastatn', 'Atorvastatin'],
    ['metfromin', 'Metformin HCL'],
    ['lisnopril', 'Lisinopril'],
  ])('opens the one clear best match of %s, saying it was corrected', (typed, drugName) => {
    expect(resolveSearch(catalog, typed)).toEqual({ kind: 'drug', drugName, corrected: true });
  });
  it('corrects a misspelt name followed by a strength', () => {
    expect(resolveSearch(catalog, 'atorvastatn 20')).toMatchObject({ kind: 'drug', drugName: 'Atorvastatin', strength: '20 mg', corrected: true });
  });
  it('offers the drugs of a class word', () => {
    const insulin = resolveSearch(catalog, 'insulin');
    expect(insulin).toMatchObject({ kind: 'class', className: 'Insulin' });
    if (insulin.kind === 'class') expect(insulin.drugNames).toEqual(expect.arrayContaining(['Insulin Glargine', 'Insulin Lispro', 'Insulin Aspart']));
    for (const word of ['statin', 'Statins']) {
      expect(resolveSearch(catalog, word)).toEqual({ kind: 'class', className: 'Statin', drugNames: ['Atorvastatin', 'Simvastatin', 'Pravastatin', 'Rosuvastatin', 'Lovastatin'] });
    }
  });
  it('answers no drug, with the closest names, when nothing is clear', () => {
    expect(resolveSearch(catalog, 'zzzqqq')).toEqual({ kind: 'none', suggestions: [] });
    expect(resolveSearch(catalog, 'adder')).toEqual({ kind: 'none', suggestions: ['Adderall', 'Adderall XR'] });
    expect(resolveSearch(catalog, '   ')).toEqual({ kind: 'none', suggestions: [] });
  });
});
