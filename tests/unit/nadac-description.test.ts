import { describe, expect, it } from 'vitest';
import { parseDescription, titleCase } from '../../functions/local/importers/nadac-description';

describe('reading a NADAC description', () => {
  it.each([
    ['LEVOTHYROXINE 137 MCG TABLET', { name: 'LEVOTHYROXINE', strength: '137 mcg', dosageQuantity: 137, dosageUnit: 'mcg', form: 'Tablet' }],
    ['AZELASTINE 0.1% (137 MCG) SPRY', { name: 'AZELASTINE', strength: '137 mcg/spray', dosageQuantity: 137, form: 'Spray' }],
    ['ALBUTEROL HFA 90 MCG INHALER', { name: 'ALBUTEROL HFA', strength: '90 mcg/actuation', form: 'Inhaler' }],
    ['METFORMIN HCL 1,000 MG TABLET', { name: 'METFORMIN HCL', strength: '1000 mg', dosageQuantity: 1000 }],
    ['AMOXICILLIN 400 MG/5 ML SUSP', { strength: '400 mg/5 mL', form: 'Suspension' }],
    ['INSULIN LISPRO 100 UNIT/ML KWIKPEN', { name: 'INSULIN LISPRO', strength: '100 units/mL', form: 'KwikPen' }],
    ['ACYCLOVIR 5% CREAM', { strength: '5%', dosageUnit: '%', form: 'Cream' }],
    ['ENTRESTO 24 MG-26 MG TABLET', { name: 'ENTRESTO', strength: '24 mg-26 mg', dosageQuantity: 24, dosageUnit: 'mg', form: 'Tablet' }],
    ['HUMIRA PEN 40 MG/0.8 ML', { name: 'HUMIRA PEN', strength: '40 mg/0.8 mL', dosageQuantity: 40, dosageUnit: 'mg' }],
    ['SUBOXONE 8 MG-2 MG SL FILM', { strength: '8 mg-2 mg', form: 'Sublingual Film' }],
    ['TESTOSTERONE 12.5 MG/1.25 GRAM', { strength: '12.5 mg/1.25 g' }],
    ['NATESTO NASAL 5.5 MG/0.122 GM', { strength: '5.5 mg/0.122 g' }],
    ['VALACYCLOVIR HCL 1 GRAM TABLET', { name: 'VALACYCLOVIR HCL', strength: '1 g', dosageQuantity: 1, form: 'Tablet' }],
    ['NEUPRO 2 MG/24 HR PATCH', { strength: '2 mg/24 hr', form: 'Patch' }],
    ['GNP 8 HOUR PAIN RELIEF 650 MG', { name: 'GNP 8 HOUR PAIN RELIEF', strength: '650 mg' }],
    ['CLARINEX-D 12 HR 2.5-120 MG TB', { name: 'CLARINEX-D 12 HR', strength: '2.5-120 mg', form: 'Tablet' }],
    // Commas and parentheses: thousands separators go, a bracketed amount stays with the strength.
    ['XIGDUO XR 5 MG-1,000 MG TABLET', { name: 'XIGDUO XR', strength: '5 mg-1000 mg', dosageQuantity: 5, dosageUnit: 'mg', form: 'Tablet' }],
    ['XIGDUO XR 2.5 MG-1,000 MG TAB', { name: 'XIGDUO XR', strength: '2.5 mg-1000 mg', form: 'Tablet' }],
    ['DAPAGLIFLOZIN-METFORMIN ER 10-1,000 MG TABLET', { name: 'DAPAGLIFLOZIN-METFORMIN ER', strength: '10-1000 mg', dosageQuantity: 10, form: 'Tablet' }],
    ['NYSTATIN 100,000 UNIT/GM CREAM', { strength: '100000 units/g', dosageQuantity: 100000, form: 'Cream' }],
    ['OZEMPIC 0.25-0.5 MG/DOSE (2 MG/3 ML) PEN', { name: 'OZEMPIC', strength: '0.25-0.5 mg/dose (2 mg/3 mL)', dosageQuantity: 0.25, form: 'Pen' }],
    ['KETOTIFEN 0.025% (0.035%) DROP', { strength: '0.025% (0.035%)', form: 'Drops' }],
    ['POTASSIUM CHLORIDE 10% (20 MEQ/15 ML) ORAL LIQUID', { strength: '10% (20 mEq/15 mL)', form: 'Oral Liquid' }],
    ['IPRATROPIUM-ALBUTEROL 0.5-3(2.5) MG/3 ML', { name: 'IPRATROPIUM-ALBUTEROL', strength: '0.5-3(2.5) mg/3 mL' }],
    ['NORETH-EE-FE 1-0.02(24)-75 CAP', { name: 'NORETH-EE-FE', strength: '1-0.02(24)-75', form: 'Capsule' }],
    // U100 is 100 units per mL; device words before the strength are the form.
    ['INSULIN GLARGINE-YFGN U100 VL', { name: 'INSULIN GLARGINE-YFGN', strength: '100 units/mL', dosageQuantity: 100, form: 'Vial' }],
    ['INSULIN GLARGINE MAX SOLO U300', { name: 'INSULIN GLARGINE MAX SOLO', strength: '300 units/mL', form: 'Max SoloStar' }],
    ['LANTUS SOLOSTAR 100 UNIT/ML', { name: 'LANTUS SOLOSTAR', strength: '100 units/mL', form: 'SoloStar' }],
    ['HUMIRA PEN 40 MG/0.8 ML', { name: 'HUMIRA PEN', form: 'Pen' }],
    // The containers a package holds, where the description says.
    ['VICTOZA 2-PAK 18 MG/3 ML PEN', { name: 'VICTOZA', strength: '18 mg/3 mL', form: 'Pen', packCount: 2 }],
    ['LIRAGLUTIDE 5-PAK 18 MG/3 ML', { name: 'LIRAGLUTIDE', strength: '18 mg/3 mL', packCount: 5 }],
    ['AJOVY 225 MG/1.5 ML AUTOINJECTOR (3 PACK)', { name: 'AJOVY', form: 'Auto-Injector', packCount: 3 }],
    ['DIAZEPAM 10 MG RECTAL GEL (2PK)', { form: 'Rectal Gel', packCount: 2 }],
    ['ZITHROMAX 250 MG Z-PAK TABLET', { packCount: 0 }],
    ['ASMANEX TWISTHALER 220 MCG #60', { strength: '220 mcg/actuation (60 doses)', form: 'Inhaler' }],
    ['GNP IBUPROFEN 200 MG MINI SFGL', { form: 'Mini Softgel' }],
    ['FT STOOL SOFTENER 100 MG SFTGL', { form: 'Softgel' }],
  ])('%s', (description, expected) => {
    expect(parseDescription(description)).toMatchObject(expected);
  });

  it('keeps a description without a strength whole, with its form words as the form', () => {
    expect(parseDescription('3-DAY VAGINAL CREAM')).toEqual({ name: '3-DAY', strength: '', dosageQuantity: 0, dosageUnit: '', form: 'Vaginal Cream', packCount: 0 });
    expect(parseDescription('SOMETHING')).toMatchObject({ name: 'SOMETHING', strength: '', form: 'Each' });
  });

  it('title-cases names and keeps abbreviations', () => {
    expect(titleCase('METFORMIN HCL ER')).toBe('Metformin HCl ER');
    expect(titleCase('LISINOPRIL-HYDROCHLOROTHIAZIDE')).toBe('Lisinopril-Hydrochlorothiazide');
  });
});
