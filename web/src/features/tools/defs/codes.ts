import * as z from 'zod';
import { optional } from '../../../../../shared/contracts/common';
import { freeTextParam, icd10CodeParam, rxcuiParam, type toolsIcd10Contract, type toolsRxnormContract } from '../../../../../shared/contracts/tools-codes';
import { toolRequest, type ToolDef, type ToolField } from '../tool-types';
import { drugField, drugInput, hasNone, lazyView } from './common';

const views = () => import('../views/code-views');
const icd10 = (view: string) => (input: Record<string, unknown>) => toolRequest<typeof toolsIcd10Contract>('tools-icd10', { view, ...input } as never);
const rxnorm = (view: string) => (input: Record<string, unknown>) => toolRequest<typeof toolsRxnormContract>('tools-rxnorm', { view, ...input } as never);
const codeField: ToolField = { name: 'code', label: 'ICD-10-CM code', kind: 'text', required: true, placeholder: 'e.g. E11.9' };

export const codeTools: ToolDef[] = [
  {
    slug: 'icd-10-get-description', title: 'ICD-10 Code Description', family: 'codes',
    description: 'The official description of an ICD-10-CM diagnosis code, its chapter, section and category, and its more specific codes.',
    purpose: 'ICD-10-CM code to description.',
    related: ['icd-10-list', 'identify-icd-10-terms', 'non-rx-treatment-options-for-dx'],
    fields: [codeField], schema: z.object({ code: icd10CodeParam }), request: icd10('describe'), Result: lazyView(views, 'Icd10DescribeView'),
  },
  {
    slug: 'icd-10-list', title: 'ICD-10 Code List', family: 'codes',
    description: 'Browse ICD-10-CM: chapters, then sections, categories and codes.',
    purpose: 'Browse ICD-10-CM chapters, sections, categories and codes.',
    related: ['icd-10-get-description', 'identify-icd-10-terms', 'diagnosis-list'],
    fields: [{ name: 'parent', label: 'Chapter, section or category', kind: 'text', placeholder: 'e.g. 4, E08-E13 or E11', hint: 'Leave empty to start from the chapters.' }],
    schema: z.object({ parent: optional(z.string().trim().max(8).regex(/^[A-Z0-9.-]+$/i, 'Enter a chapter number, section range or category.')) }),
    autoRun: true, request: icd10('browse'), Result: lazyView(views, 'Icd10BrowseView'),
  },
  {
    slug: 'identify-icd-10-terms', title: 'Identify ICD-10 Terms', family: 'codes',
    description: 'Type a diagnosis in your own words and get candidate ICD-10-CM codes, best match first.',
    purpose: 'Free text to candidate ICD-10-CM codes.',
    related: ['icd-10-get-description', 'icd-10-list', 'identify-rxnorm-concepts'],
    fields: [{ name: 'text', label: 'Diagnosis in words', kind: 'textarea', required: true, placeholder: 'e.g. high blood pressure' }],
    schema: z.object({ text: freeTextParam }), request: icd10('identify'), Result: lazyView(views, 'Icd10IdentifyView'),
    isEmpty: (d: { matches?: unknown[] }) => hasNone(d.matches), caveat: 'clinician',
  },
  {
    slug: 'rxcui-get-information', title: 'RxCUI Information', family: 'codes',
    description: 'An RxNorm RxCUI: its name, type, ingredients, strength and NDCs.',
    purpose: 'RxCUI to name, ingredients, strength and NDCs.',
    related: ['rxcui-list', 'identify-rxnorm-concepts', 'list-drug-ndcs'],
    fields: [{ name: 'rxcui', label: 'RxCUI', kind: 'text', required: true, placeholder: 'e.g. 314076' }],
    schema: z.object({ rxcui: rxcuiParam }), request: rxnorm('info'), Result: lazyView(views, 'RxcuiInfoView'),
  },
  {
    slug: 'rxcui-list', title: 'RxCUI List', family: 'codes',
    description: 'The RxNorm RxCUIs of a drug: its ingredients and each strength.',
    purpose: 'The RxCUIs of a drug.',
    related: ['rxcui-get-information', 'active-ingredients', 'list-drug-ndcs'],
    fields: [drugField], schema: drugInput, request: rxnorm('for-drug'), Result: lazyView(views, 'RxcuiListView'), drugField: 'drugName',
    isEmpty: (d: { concepts?: unknown[] }) => hasNone(d.concepts),
  },
  {
    slug: 'identify-rxnorm-concepts', title: 'Identify RxNorm Concepts', family: 'codes',
    description: 'Paste a medication list and see each line matched to an RxNorm concept.',
    purpose: 'A pasted medication list to RxNorm concepts.',
    related: ['rxcui-get-information', 'rxcui-list', 'identify-icd-10-terms'],
    fields: [{ name: 'text', label: 'Medication list (one per line)', kind: 'textarea', required: true, placeholder: 'e.g. Lisinopril 10 mg daily' }],
    schema: z.object({ text: freeTextParam }), request: rxnorm('identify'), Result: lazyView(views, 'IdentifyRxnormView'),
  },
];

export const diagnosisTools: ToolDef[] = [
  {
    slug: 'diagnoses-for-a-medication', title: 'Diagnoses for a Medication', family: 'diagnoses',
    description: 'The common uses (indications) of a drug as ICD-10-CM diagnosis codes.',
    purpose: 'Common indications of a drug as ICD-10 codes.',
    related: ['diagnosis-list', 'non-rx-treatment-options-for-dx', 'medguide'],
    fields: [drugField], schema: drugInput, request: icd10('for-drug'), Result: lazyView(views, 'DiagnosesForDrugView'), drugField: 'drugName', caveat: 'clinician',
    isEmpty: (d: { children?: unknown[] }) => hasNone(d.children),
  },
  {
    slug: 'diagnosis-list', title: 'Diagnosis List', family: 'diagnoses',
    description: 'Browse the diagnoses treated by drugs in the catalog, with their ICD-10-CM codes and drugs.',
    purpose: 'Browse diagnoses and the drugs that treat them.',
    related: ['diagnoses-for-a-medication', 'non-rx-treatment-options-for-dx', 'icd-10-list'],
    fields: [{ name: 'q', label: 'Filter', kind: 'text', placeholder: 'e.g. diabetes or E11' }],
    schema: z.object({ q: optional(z.string().trim().max(80)) }), autoRun: true, request: icd10('diagnoses'), Result: lazyView(views, 'DiagnosisListView'), caveat: 'clinician',
    isEmpty: (d: { diagnoses?: unknown[] }) => hasNone(d.diagnoses),
  },
  {
    slug: 'non-rx-treatment-options-for-dx', title: 'Non-Rx Treatment Options for a Diagnosis', family: 'diagnoses',
    description: 'Lifestyle measures and over-the-counter options for a diagnosis, by ICD-10-CM code.',
    purpose: 'Non-prescription options for a diagnosis.',
    related: ['diagnosis-list', 'diagnoses-for-a-medication', 'identify-icd-10-terms'],
    fields: [codeField], schema: z.object({ code: icd10CodeParam }), request: icd10('non-rx'), Result: lazyView(views, 'NonRxView'), caveat: 'clinician',
  },
];

