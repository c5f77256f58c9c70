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
  ])('%s', (description, expected) => {
    expect(parseDescription(description)).toMatchObject(expected);
  });

  it('keeps a description without a strength whole, with its form words as the form', () => {
    expect(parseDescription('3-DAY VAGINAL CREAM')).toEqual({ name: '3-DAY', strength: '', dosageQuantity: 0, dosageUnit: '', form: 'Vaginal Cream' });
    expect(parseDescription('SOMETHING')).toMatchObject({ name: 'SOMETHING', strength: '', form: 'Each' });
  });

  it('title-cases names and keeps abbreviations', () => {
    expect(titleCase('METFORMIN HCL ER')).toBe('Metformin HCl ER');
    expect(titleCase('LISINOPRIL-HYDROCHLOROTHIAZIDE')).toBe('Lisinopril-Hydrochlorothiazide');
  });
});
