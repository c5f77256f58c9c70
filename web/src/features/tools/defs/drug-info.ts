import type { drugNameContract } from '../../../../../shared/contracts/drugs';
import { strengthParam, type toolsDrugInfoContract } from '../../../../../shared/contracts/tools';
import * as z from 'zod';
import { drugNameParam, optional, zipParam } from '../../../../../shared/contracts/common';
import { toolRequest, type ToolDef } from '../tool-types';
import { drugField, drugInput, drugZipInput, hasNone, lazyView, strengthField, zipField } from './common';

const views = () => import('../views/drug-views');
type DrugInfoView = 'formulations' | 'all' | 'ndcs' | 'labelers' | 'medguide' | 'pill-split';
const drugInfo = (view: DrugInfoView) => (input: Record<string, unknown>) => toolRequest<typeof toolsDrugInfoContract>('tools-drug-info', { view, ...input } as never);

export const drugInfoTools: ToolDef[] = [
  {
    slug: 'drug-formulations', title: 'Drug Formulations', family: 'drug-info',
    description: 'Every label, form, strength and package of a prescription drug, brand and generic, from the RxSavvy drug catalog.',
    purpose: 'Every label, form, strength and package of a drug.',
    related: ['list-drug-ndcs', 'all-drug-info', 'alternative-medication-labels', 'equivalent-form-dosage-qty-days-supply-in-this-label'],
    fields: [drugField], schema: drugInput, request: drugInfo('formulations'), Result: lazyView(views, 'FormulationsView'), drugField: 'drugName',
  },
  {
    slug: 'all-drug-info', title: 'All Drug Info', family: 'drug-info',
    description: 'Everything we know about a drug on one page: class, ingredients, NDCs, manufacturers, Rx or OTC, reference cost, prices near you and alternatives.',
    purpose: 'One page with everything the catalog knows about a drug.',
    related: ['drug-formulations', 'drug-class', 'expected-cost', 'drug-alternatives', 'medguide'],
    fields: [drugField, zipField], schema: drugZipInput, request: drugInfo('all'), Result: lazyView(views, 'AllInfoView'), drugField: 'drugName', caveat: 'clinician',
  },
  {
    slug: 'list-drug-ndcs', title: 'List Drug NDCs', family: 'drug-info',
    description: 'The National Drug Codes (NDCs) of a drug with form, strength, package, labeler and RxCUI.',
    purpose: 'NDCs of a drug with package and labeler.',
    related: ['drug-formulations', 'list-manufacturers', 'pbm-ndc-price', 'rxcui-list'],
    fields: [drugField], schema: drugInput, request: drugInfo('ndcs'), Result: lazyView(views, 'NdcsView'), drugField: 'drugName',
  },
  {
    slug: 'list-manufacturers', title: 'List Manufacturers', family: 'drug-info',
    description: 'The manufacturers and labelers that make a drug, from the labeler codes of its NDCs.',
    purpose: 'Who makes a drug.',
    related: ['list-distributors', 'list-drug-ndcs', 'manufacturer-coupon'],
    fields: [drugField], schema: drugInput, request: drugInfo('labelers'), Result: lazyView(views, 'ManufacturersView'), drugField: 'drugName',
    isEmpty: (d: { labelers?: { role: string }[] }) => !d.labelers?.some((l) => l.role === 'manufacturer'),
  },
  {
    slug: 'list-distributors', title: 'List Distributors', family: 'drug-info',
    description: 'Every labeler of a drug, including repackagers and distributors that relabel it under their own NDC.',
    purpose: 'Labelers, repackagers and distributors of a drug.',
    related: ['list-manufacturers', 'list-drug-ndcs'],
    fields: [drugField], schema: drugInput, request: drugInfo('labelers'), Result: lazyView(views, 'DistributorsView'), drugField: 'drugName',
  },
  {
    slug: 'medguide', title: 'Medication Guide Lookup', family: 'drug-info',
    description: 'Whether a drug is dispensed with an FDA Medication Guide, with the key warnings the guide leads with.',
    purpose: 'FDA Medication Guide and key warnings for a drug.',
    related: ['all-drug-info', 'diagnoses-for-a-medication', 'pill-split-compatibility'],
    fields: [drugField], schema: drugInput, request: drugInfo('medguide'), Result: lazyView(views, 'MedGuideView'), drugField: 'drugName', caveat: 'clinician',
  },
  {
    slug: 'pill-split-compatibility', title: 'Pill Split Compatibility', family: 'drug-info',
    description: 'Whether a tablet may be split (scored, not extended-release, not enteric-coated, not a capsule) and what splitting a double strength would save.',
    purpose: 'Can this tablet be split, and what would splitting save?',
    related: ['equivalent-form-dosage-qty-days-supply-in-this-label', 'drug-formulations', 'expected-cost'],
    fields: [drugField, strengthField, zipField],
    schema: z.object({ drugName: drugNameParam, strength: optional(strengthParam), zip: optional(zipParam) }),
    request: drugInfo('pill-split'), Result: lazyView(views, 'PillSplitView'), drugField: 'drugName', caveat: 'prescriber',
    isEmpty: (d: { pillSplit?: unknown[] }) => hasNone(d.pillSplit),
  },
  {
    slug: 'drug-name-autocomplete', title: 'Drug Name Autocomplete', family: 'drug-info',
    description: 'Type the start of a drug name and see the matching brand and generic names in the catalog.',
    purpose: 'The drug-name typeahead as a standalone tool.',
    related: ['all-drug-info', 'drug-formulations', 'identify-rxnorm-concepts'],
    fields: [{ name: 'q', label: 'Start of a drug name', kind: 'text', required: true, placeholder: 'e.g. ator' }],
    schema: z.object({ q: drugNameParam }),
    request: (input: { q: string }) => toolRequest<typeof drugNameContract>('drug-name', { q: input.q }),
    Result: lazyView(views, 'AutocompleteView'), isEmpty: (names: string[]) => hasNone(names),
  },
];
