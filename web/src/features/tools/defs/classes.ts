import * as z from 'zod';
import { optional, zipParam } from '../../../../../shared/contracts/common';
import { classNameParam, ingredientParam, type toolsDrugClassesContract, type toolsIngredientsContract } from '../../../../../shared/contracts/tools';
import { toolRequest, type ToolDef, type ToolField } from '../tool-types';
import { drugField, drugInput, drugZipInput, hasNone, lazyView, zipField } from './common';

const views = () => import('../views/class-views');
const classes = (view: string) => (input: Record<string, unknown>) => toolRequest<typeof toolsDrugClassesContract>('tools-drug-classes', { view, ...input } as never);
const classField: ToolField = { name: 'className', label: 'Drug class', kind: 'text', required: true, placeholder: 'e.g. ACE inhibitor', hint: 'The exact class name, as in the drug class list.' };
const membersEmpty = (d: { members?: unknown[] }) => hasNone(d.members);

export const classTools: ToolDef[] = [
  {
    slug: 'drug-class', title: 'Drug Class', family: 'classes-alternatives',
    description: 'The therapeutic class of a drug and the other drugs in the same class.',
    purpose: "A drug's class and its classmates.",
    related: ['drug-class-members', 'drug-class-costs', 'equivalent-effects', 'drug-class-list'],
    fields: [drugField], schema: drugInput, request: classes('class'), Result: lazyView(views, 'DrugClassView'), drugField: 'drugName',
  },
  {
    slug: 'drug-class-list', title: 'Drug Class List', family: 'classes-alternatives',
    description: 'Every drug class in the RxSavvy catalog with the number of drugs in each.',
    purpose: 'All drug classes.',
    related: ['drug-class-members', 'drug-class-costs', 'drug-class'],
    fields: [], schema: z.object({}), autoRun: true, request: classes('list'), Result: lazyView(views, 'ClassListView'),
  },
  {
    slug: 'drug-class-members', title: 'Drug Class Members', family: 'classes-alternatives',
    description: 'The drugs in a therapeutic class, with brand names and usual dosing.',
    purpose: 'The members of a class.',
    related: ['drug-class-costs', 'drug-class-list', 'drug-class'],
    fields: [classField], schema: z.object({ className: classNameParam }), request: classes('members'), Result: lazyView(views, 'ClassMembersView'), isEmpty: membersEmpty,
  },
  {
    slug: 'drug-class-costs', title: 'Drug Class Costs', family: 'classes-alternatives',
    description: 'The drugs of a class ranked by their lowest coupon price near you for a comparable 30-day supply.',
    purpose: 'Members of a class ranked by price near a zip.',
    related: ['drug-class-members', 'equivalent-effects', 'expected-cost'],
    fields: [classField, zipField], schema: z.object({ className: classNameParam, zip: optional(zipParam) }), request: classes('costs'), Result: lazyView(views, 'ClassCostsView'), isEmpty: membersEmpty, caveat: 'prescriber',
  },
  {
    slug: 'equivalent-effects', title: 'Equivalent Effects', family: 'classes-alternatives',
    description: 'Drugs of the same class that work in a similar way, with their coupon prices near you.',
    purpose: 'Same-class alternatives with their prices.',
    related: ['drug-alternatives', 'drug-class-costs', 'alternative-medication-frequencies'],
    fields: [drugField, zipField], schema: drugZipInput, request: classes('equivalents'), Result: lazyView(views, 'AlternativesView'), drugField: 'drugName', caveat: 'prescriber', isEmpty: membersEmpty,
  },
  {
    slug: 'drug-alternatives', title: 'Drug Alternatives', family: 'classes-alternatives',
    description: 'Alternatives to a drug, same ingredient in another form or same class, with their coupon prices near you.',
    purpose: 'Alternatives (same ingredient or class) with prices.',
    related: ['equivalent-effects', 'alternative-medication-labels', 'alternative-medication-frequencies'],
    fields: [drugField, zipField], schema: drugZipInput, request: classes('alternatives'), Result: lazyView(views, 'AlternativesView'), drugField: 'drugName', caveat: 'prescriber', isEmpty: membersEmpty,
  },
  {
    slug: 'alternative-medication-labels', title: 'Alternative Medication Labels', family: 'classes-alternatives',
    description: 'The other labels of the same drug: brand and generic names, and other products with the same ingredients.',
    purpose: 'Brand and generic labels of the same drug.',
    related: ['drug-alternatives', 'drug-formulations', 'active-ingredients-to-labels'],
    fields: [drugField], schema: drugInput, request: classes('labels'), Result: lazyView(views, 'LabelsView'), drugField: 'drugName', caveat: 'prescriber',
  },
  {
    slug: 'alternative-medication-frequencies', title: 'Alternative Medication Frequencies', family: 'classes-alternatives',
    description: 'Alternatives to a drug that are taken fewer times a day, such as an extended-release form or a once-daily classmate.',
    purpose: 'Alternatives taken fewer times a day.',
    related: ['drug-alternatives', 'equivalent-effects', 'equivalent-form-dosage-qty-days-supply-in-this-label'],
    fields: [drugField], schema: drugInput, request: classes('frequencies'), Result: lazyView(views, 'FrequenciesView'), drugField: 'drugName', caveat: 'prescriber',
  },
];

const ingredients = (view: string) => (input: Record<string, unknown>) => toolRequest<typeof toolsIngredientsContract>('tools-ingredients', { view, ...input } as never);
const ingredientField: ToolField = { name: 'ingredient', label: 'Active ingredient', kind: 'text', required: true, placeholder: 'e.g. hydrochlorothiazide' };

export const ingredientTools: ToolDef[] = [
  {
    slug: 'active-ingredients', title: 'Active Ingredients', family: 'ingredients',
    description: 'The active ingredients of a drug, with their RxNorm ingredient codes.',
    purpose: "A drug's active ingredients.",
    related: ['medications-with-active-ingredients', 'active-ingredients-to-labels', 'rxcui-list'],
    fields: [drugField], schema: drugInput, request: ingredients('of-drug'), Result: lazyView(views, 'ActiveIngredientsView'), drugField: 'drugName',
  },
  {
    slug: 'medications-with-active-ingredients', title: 'Medications With Active Ingredients', family: 'ingredients',
    description: 'Every drug in the catalog that contains an active ingredient, alone or in a combination.',
    purpose: 'Drugs that contain an ingredient.',
    related: ['active-ingredients-to-labels', 'active-ingredients'],
    fields: [ingredientField], schema: z.object({ ingredient: ingredientParam }), request: ingredients('drugs-with'), Result: lazyView(views, 'DrugsWithIngredientView'),
  },
  {
    slug: 'active-ingredients-to-labels', title: 'Active Ingredients to Labels', family: 'ingredients',
    description: 'Every brand and generic label that contains an active ingredient.',
    purpose: 'Brand and generic labels that contain an ingredient.',
    related: ['medications-with-active-ingredients', 'alternative-medication-labels'],
    fields: [ingredientField], schema: z.object({ ingredient: ingredientParam }), request: ingredients('labels-for'), Result: lazyView(views, 'IngredientLabelsView'),
  },
];
