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
