import { createElement, lazy } from 'react';
import * as z from 'zod';
import { API_ROUTES } from '../../../../../shared/api-routes';
import { optional, zipParam } from '../../../../../shared/contracts/common';
import type { toolsPricesContract } from '../../../../../shared/contracts/tools-prices';
import type { toolsPillPacksContract, toolsScheduleOptionsContract, toolsSupplyOptionsContract } from '../../../../../shared/contracts/tools-part2';
import { SIGNUP_KINDS, type SignupKind } from '../../../../../shared/contracts/signups';
import { fromRoute } from '../../../api/from-route';
import { drugField, lazyView, qtyField, strengthField, zipField } from '../defs/common';
import type { ToolDef } from '../tool-types';
import { deductibleFields, deductibleInput, dollars, drugFillZip, money, optionalDollars, percent, shareFields, shareInput } from './inputs';
import { SIGNUP_COPY } from './signup-copy';

/** Issue #10's tools: cost calculators, adherence helpers and the eight sign-ups. */
const calc = () => import('./calculator-views');
const adherence = () => import('./adherence-views');
const expected = (input: Record<string, unknown>) =>
  fromRoute<typeof toolsPricesContract>(API_ROUTES['tools-prices'], { query: { view: 'expected', drugName: input.drugName, strength: input.strength, qty: input.qty, zip: input.zip } as never });
const supply = (input: Record<string, unknown>) =>
  fromRoute<typeof toolsSupplyOptionsContract>(API_ROUTES['tools-supply-options'], { query: { drugName: input.drugName, strength: input.strength, unitsPerDay: input.unitsPerDay, zip: input.zip } as never });
const unitsPerDayField = { name: 'unitsPerDay', label: 'Tablets or capsules a day', kind: 'number' as const, min: 0.5, max: 24, step: 0.5, placeholder: 'e.g. 1', hint: 'Empty: the usual dose.' };
const unitsPerDay = optional(z.coerce.number().positive().max(24));

const calculators: ToolDef[] = [
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

const adherenceTools: ToolDef[] = [
  {
    slug: 'able-to-adhere-to-treatment-plan', title: 'Able to Adhere to Your Treatment Plan?', family: 'adherence',
    description: 'A one-minute self-check of what gets in the way of taking a medication (cost, side effects, forgetting, doses, refills) with concrete next steps. Nothing is stored.',
    purpose: 'A self-check with next steps; nothing is stored.',
    related: ['list-common-routine-triggers', 'sign-up-for-medication-reminders', 'alternative-medication-frequencies'],
    fields: (['cost', 'sideEffects', 'forgetting', 'doses', 'refills'] as const).map((name) => ({
      name, kind: 'select' as const, defaultValue: 'no', options: [{ value: 'no', label: 'No' }, { value: 'sometimes', label: 'Sometimes' }, { value: 'yes', label: 'Yes' }],
      label: { cost: 'Is the cost hard to afford?', sideEffects: 'Do side effects bother you?', forgetting: 'Do you forget doses?', doses: 'Is it hard to take it several times a day?', refills: 'Do you run out before refilling?' }[name],
    })),
    schema: z.object({ cost: z.enum(['no', 'sometimes', 'yes']), sideEffects: z.enum(['no', 'sometimes', 'yes']), forgetting: z.enum(['no', 'sometimes', 'yes']), doses: z.enum(['no', 'sometimes', 'yes']), refills: z.enum(['no', 'sometimes', 'yes']) }),
    compute: (i: unknown) => i, Result: lazyView(adherence, 'SelfCheckView'), caveat: 'clinician',
    note: 'Your answers stay in this page’s address; nothing is sent or stored unless you sign up for something.',
  },
  {
    slug: 'change-multi-pill-frequencies', title: 'Change Multi-Pill Frequencies', family: 'adherence',
    description: 'For several medications taken at different times, a simpler schedule to ask your prescriber about: once-daily versions and combination products.',
    purpose: 'A simpler daily schedule to ask your prescriber about.',
    related: ['alternative-medication-frequencies', 'change-medication-instructions', 'change-delivery-to-pill-packs'],
    fields: [{ name: 'meds', label: 'Your medications', kind: 'textarea', required: true, placeholder: 'metformin, 2\nlisinopril, 1\natorvastatin, 1', hint: 'One per line: the name, a comma, and how many times a day you take it.' }],
    schema: z.object({
      meds: z.string().trim().max(600).transform((text, ctx) => {
        const rows = text.split(/\n+/).map((l) => l.trim()).filter(Boolean).map((l) => /^(.+?)[,:]\s*(\d{1,2})\s*(x|times)?\s*(a day|daily)?$/i.exec(l));
        if (!rows.length || rows.some((r) => !r) || rows.length > 10) {
          ctx.addIssue({ code: 'custom', message: 'Write up to 10 lines like "metformin, 2".' });
          return z.NEVER;
        }
        return rows.map((r) => `${r![1]!.replace(/[,:]/g, ' ').trim()}:${r![2]}`).join(',');
      }),
    }),
    request: (i: { meds: string }) => fromRoute<typeof toolsScheduleOptionsContract>(API_ROUTES['tools-schedule-options'], { query: { meds: i.meds } }),
    Result: lazyView(adherence, 'ScheduleView'), caveat: 'prescriber',
  },
  {
    slug: 'change-delivery-to-pill-packs', title: 'Change Delivery to Pill Packs', family: 'adherence',
    description: 'What adherence packaging (blister cards and dated pouches) is, which pharmacies near you prepare it, and how to ask for it.',
    purpose: 'Pharmacies near you that sort doses into packs.',
    related: ['change-multi-pill-frequencies', 'mail-order-pharmacy-options', 'pharmacies-nearby'],
    fields: [{ ...zipField, required: true }],
    schema: z.object({ zip: zipParam }),
    request: (i: { zip: string }) => fromRoute<typeof toolsPillPacksContract>(API_ROUTES['tools-pill-packs'], { query: { zip: i.zip } }),
    Result: lazyView(adherence, 'PillPacksView'),
  },
  {
    slug: 'change-medication-instructions', title: 'Change Medication Instructions', family: 'adherence',
    description: 'A printable note to your prescriber asking for a specific change: a 90-day supply, the generic, once-daily dosing or pill packs.',
    purpose: 'A printable note asking your prescriber for a change.',
    related: ['use-90-or-30-day-supply', 'change-multi-pill-frequencies', 'drug-alternatives'],
    fields: [
      { ...drugField },
      { name: 'change', label: 'What to ask for', kind: 'select', defaultValue: '90-day', options: [{ value: '90-day', label: 'A 90-day supply' }, { value: 'generic', label: 'The generic version' }, { value: 'once-daily', label: 'A once-daily version' }, { value: 'pill-packs', label: 'Pill packs from my pharmacy' }, { value: 'refills', label: 'More refills on the prescription' }] },
      { name: 'patient', label: 'Your name', kind: 'text', placeholder: 'Optional' },
      { name: 'prescriber', label: "Prescriber's name", kind: 'text', placeholder: 'Optional' },
      { name: 'reason', label: 'Why (in your words)', kind: 'textarea', placeholder: 'Optional, e.g. the 90-day supply costs less with a coupon.' },
    ],
    schema: z.object({
      drugName: z.string().trim().min(1).max(100), change: z.enum(['90-day', 'generic', 'once-daily', 'pill-packs', 'refills']).default('90-day'),
      patient: z.string().trim().max(60).optional(), prescriber: z.string().trim().max(60).optional(), reason: z.string().trim().max(500).optional(),
    }),
    compute: (i: unknown) => i, Result: lazyView(adherence, 'PrescriberNoteView'), drugField: 'drugName',
  },
  {
    slug: 'list-common-routine-triggers', title: 'List Common Routine Triggers', family: 'adherence',
    description: 'Everyday habits to tie a dose to, by time of day, each with a one-click reminder sign-up at that time.',
    purpose: 'Habit anchors that make doses easy to remember.',
    related: ['sign-up-for-medication-reminders', 'able-to-adhere-to-treatment-plan', 'change-multi-pill-frequencies'],
    fields: [{ name: 'timeOfDay', label: 'Time of day', kind: 'select', defaultValue: 'any', options: [{ value: 'any', label: 'Any time' }, { value: 'morning', label: 'Morning' }, { value: 'midday', label: 'Midday' }, { value: 'evening', label: 'Evening' }, { value: 'bedtime', label: 'Bedtime' }] }],
    schema: z.object({ timeOfDay: z.enum(['any', 'morning', 'midday', 'evening', 'bedtime']).default('any') }),
    compute: (i: unknown) => i, Result: lazyView(adherence, 'RoutineTriggersView'), autoRun: true,
  },
];

const signupForm = lazy(() => import('./SignupForm'));

function signupTool(kind: SignupKind): ToolDef {
  const copy = SIGNUP_COPY[kind];
  return {
    slug: `sign-up-for-${kind}`, title: copy.title, description: copy.description, family: 'sign-ups', purpose: copy.purpose,
    related: copy.related, fields: [], schema: z.object({}), Custom: () => createElement(signupForm, { kind }),
  };
}

export const part2Tools: ToolDef[] = [
  ...calculators,
  ...adherenceTools,
  ...SIGNUP_KINDS.map(signupTool),
  {
    slug: 'manage-sign-up', title: 'Manage Your Sign-ups', family: 'sign-ups',
    description: 'Confirm, unsubscribe from or delete your iRxSavvy reminders and notifications.',
    purpose: 'Confirm, unsubscribe, or delete all your data.',
    related: ['sign-up-for-medication-reminders', 'sign-up-for-refill-notifications'],
    fields: [], schema: z.object({}), Custom: lazy(() => import('./ManageSignup')),
  },
];
