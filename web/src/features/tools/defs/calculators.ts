import * as z from 'zod';
import { optional } from '../../../../../shared/contracts/common';
import type { toolsPricesContract } from '../../../../../shared/contracts/tools-prices';
import type { toolsSupplyOptionsContract } from '../../../../../shared/contracts/tools-regimen';
import { drugField, lazyView, qtyField, strengthField, zipField } from './common';
import { toolRequest, type ToolDef } from '../tool-types';
import { deductibleFields, deductibleInput, dollars, drugFillZip, money, optionalDollars, percent, shareFields, shareInput } from './inputs';

/** Cost calculators: insurance, copays, supply lengths, secondary insurance and reimbursement. */
const calc = () => import('../views/calculator-views');
const expected = (input: Record<string, unknown>) =>
  toolRequest<typeof toolsPricesContract>('tools-prices', { view: 'expected', drugName: input.drugName, strength: input.strength, qty: input.qty, zip: input.zip } as never);
const supply = (input: Record<string, unknown>) =>
  toolRequest<typeof toolsSupplyOptionsContract>('tools-supply-options', { drugName: input.drugName, strength: input.strength, unitsPerDay: input.unitsPerDay, zip: input.zip } as never);
const unitsPerDayField = { name: 'unitsPerDay', label: 'Tablets or capsules a day', kind: 'number' as const, min: 0.5, max: 24, step: 0.5, placeholder: 'e.g. 1', hint: 'Empty: the usual dose.' };
const unitsPerDay = optional(z.coerce.number().positive().max(24));

export const calculatorTools: ToolDef[] = [
  {
    slug: 'patient-copay-with-insurance', title: 'Patient Copay with Insurance', family: 'calculators',
    description: 'What you pay for a prescription with insurance this fill and over a year, from your deductible and copay, next to the best coupon price near you.',
    purpose: 'Insurance copay vs the coupon price, this fill and for the year.',
    related: ['estimated-cost-sharing', 'copay-predictor', 'insurance-reimbursement'],
    fields: [drugField, strengthField, qtyField, zipField, ...deductibleFields, ...shareFields, money('planPrice', "Your plan's price for the drug ($)", { hint: 'Optional: on your plan’s drug price tool. Empty: the typical price near you.' })],
    schema: z.object({ ...drugFillZip, qty: optional(z.coerce.number().positive().max(10_000)), ...deductibleInput, ...shareInput, planPrice: optionalDollars }),
    request: expected, Result: lazyView(calc, 'CopayVsCouponView'), drugField: 'drugName',
    isEmpty: (d: { priceRange?: unknown }) => !d.priceRange,
  },
  {
    slug: 'estimated-cost-sharing', title: 'Estimated Cost Sharing', family: 'calculators',
    description: 'Fill by fill through the year: how much of a drug’s price goes to your deductible, your copay or coinsurance, and what your plan pays, up to the out-of-pocket maximum.',
    purpose: 'Fill-by-fill cost sharing over a plan year.',
    related: ['patient-copay-with-insurance', 'copay-predictor', 'use-secondary-insurance'],
    fields: [drugField, strengthField, zipField, ...deductibleFields, ...shareFields, money('outOfPocketMax', 'Out-of-pocket maximum ($)', { hint: 'Optional.' }), money('planPrice', "Your plan's price for the drug ($)", { hint: 'Optional. Empty: the typical price near you.' })],
    schema: z.object({ ...drugFillZip, ...deductibleInput, ...shareInput, outOfPocketMax: optionalDollars, planPrice: optionalDollars }),
    request: expected, Result: lazyView(calc, 'CostSharingYearView'), drugField: 'drugName',
    isEmpty: (d: { priceRange?: unknown }) => !d.priceRange,
  },
  {
    slug: 'copay-predictor', title: 'Copay Predictor', family: 'calculators',
    description: 'Predict your copay for a drug from its formulary tier, using typical plan cost sharing when you do not know yours, against the best coupon near you.',
    purpose: 'A likely copay from the drug’s tier.',
    related: ['patient-copay-with-insurance', 'estimated-cost-sharing', 'expected-cost'],
    fields: [drugField, strengthField, zipField, { name: 'tier', label: 'Formulary tier', kind: 'select', defaultValue: '1', options: [{ value: '1', label: 'Tier 1: preferred generic' }, { value: '2', label: 'Tier 2: preferred brand' }, { value: '3', label: 'Tier 3: non-preferred brand' }, { value: '4', label: 'Tier 4: specialty' }] }, ...deductibleFields],
    schema: z.object({ ...drugFillZip, tier: z.enum(['1', '2', '3', '4']).default('1'), ...deductibleInput }),
    request: expected, Result: lazyView(calc, 'CopayPredictorView'), drugField: 'drugName',
    isEmpty: (d: { priceRange?: unknown }) => !d.priceRange,
  },
  {
    slug: 'patient-copay-with-mail-order', title: 'Patient Copay with Mail Order', family: 'calculators',
    description: 'Compare a 30-day retail fill, a 90-day retail fill and 90-day mail order, with coupon prices near you and your plan’s copays if you know them.',
    purpose: 'Retail vs mail-order copays and coupon prices.',
    related: ['use-90-or-30-day-supply', 'mail-order-pharmacy-options', 'patient-copay-with-insurance'],
    fields: [drugField, strengthField, unitsPerDayField, zipField, money('retailCopay', '30-day retail copay ($)', { hint: 'Optional.' }), money('mailCopay', '90-day mail-order copay ($)', { hint: 'Optional.' })],
    schema: z.object({ ...drugFillZip, unitsPerDay, retailCopay: optionalDollars, mailCopay: optionalDollars }),
    request: supply, Result: lazyView(calc, 'SupplyView'), drugField: 'drugName',
  },
  {
    slug: 'use-90-or-30-day-supply', title: 'Use a 90 or 30 Day Supply?', family: 'calculators',
    description: '30-day retail vs 90-day retail vs 90-day mail order: the price per unit and per year of each, from coupon prices near you.',
    purpose: 'Which supply length costs least per year.',
    related: ['patient-copay-with-mail-order', 'equivalent-form-dosage-qty-days-supply-in-this-label', 'change-medication-instructions'],
    fields: [drugField, strengthField, unitsPerDayField, zipField],
    schema: z.object({ ...drugFillZip, unitsPerDay }),
    request: supply, Result: lazyView(calc, 'SupplyView'), drugField: 'drugName',
  },
  {
    slug: 'use-secondary-insurance', title: 'Use Secondary Insurance', family: 'calculators',
    description: 'How a second insurance plan pays after the first (coordination of benefits), with a worked calculation of what is left for you.',
    purpose: 'What a secondary plan may cover after the primary.',
    related: ['estimated-cost-sharing', 'insurance-reimbursement', 'patient-copay-with-insurance'],
    fields: [
      money('price', 'Price of the prescription ($)', { required: true, placeholder: 'e.g. 100' }),
      money('primaryShare', 'What you owe under the primary plan ($)', { required: true, placeholder: 'e.g. 30' }),
      money('secondaryShareAlone', 'What you would owe with only the secondary plan ($)', { required: true, placeholder: 'e.g. 20' }),
      { name: 'method', label: 'How the secondary plan coordinates', kind: 'select', defaultValue: 'standard', options: [{ value: 'standard', label: 'Standard coordination' }, { value: 'nonDuplication', label: 'Non-duplication' }], hint: 'Your secondary plan’s benefits booklet says which.' },
    ],
    schema: z.object({ price: dollars(), primaryShare: dollars(), secondaryShareAlone: dollars(), method: z.enum(['standard', 'nonDuplication']).default('standard') }),
    compute: (i: { price: number; primaryShare: number; secondaryShareAlone: number; method: 'standard' | 'nonDuplication' }) => ({
      price: i.price, primaryPatientShare: i.primaryShare, secondaryPatientShareAlone: i.secondaryShareAlone, method: i.method,
    }),
    Result: lazyView(calc, 'SecondaryInsuranceView'),
  },
  {
    slug: 'insurance-reimbursement', title: 'Insurance Reimbursement', family: 'calculators',
    description: 'Paid with a coupon or cash? How to file a claim with your insurer and an estimate of what may come back.',
    purpose: 'Estimate what your insurer pays back after a cash or coupon fill.',
    related: ['use-secondary-insurance', 'patient-copay-with-insurance', 'list-payment-options'],
    fields: [
      money('paid', 'What you paid ($)', { required: true, placeholder: 'e.g. 60' }),
      money('allowed', "Your plan's allowed amount ($)", { hint: 'Optional: from the plan’s price tool. Empty: what you paid.' }),
      ...shareFields,
      money('deductibleLeft', 'Deductible still to meet ($)', { defaultValue: '0' }),
      { name: 'penalty', label: 'Out-of-network reduction (%)', kind: 'number', min: 0, max: 100, step: 1, defaultValue: '0', hint: 'If the pharmacy is outside your plan’s network; often 0 to 30.' },
    ],
    schema: z.object({ paid: dollars(), allowed: optionalDollars, ...shareInput, deductibleLeft: dollars(), penalty: percent }),
    compute: (i: unknown) => i,
    Result: lazyView(calc, 'ReimbursementView'),
  },
];
