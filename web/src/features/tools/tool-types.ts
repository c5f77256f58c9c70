import type { ComponentType } from 'react';
import type * as z from 'zod';
import type { Contract, QueryOf } from '../../../../shared/contract';
import type { ToolQuery, ToolsRoute } from '../../components/tools/tools-endpoints';

/**
 * A tool is data: the frame (ToolPage) renders every tool's form, URL-query state, loading /
 * empty / not-found / error states, caveats and links from its definition.
 */
export type ToolFamily =
  | 'drug-info'
  | 'classes-alternatives'
  | 'ingredients'
  | 'prices'
  | 'pharmacies'
  | 'comparisons'
  | 'codes'
  | 'diagnoses'
  | 'paying'
  | 'calculators'
  | 'adherence'
  | 'sign-ups'
  | 'service';

/** Landing-page order and headings. */
export const TOOL_FAMILIES: { id: ToolFamily; heading: string }[] = [
  { id: 'drug-info', heading: 'Drug information' },
  { id: 'classes-alternatives', heading: 'Drug classes and alternatives' },
  { id: 'ingredients', heading: 'Active ingredients' },
  { id: 'prices', heading: 'Prices and costs' },
  { id: 'comparisons', heading: 'Price comparisons' },
  { id: 'pharmacies', heading: 'Pharmacies and mail order' },
  { id: 'paying', heading: 'Ways to pay' },
  { id: 'calculators', heading: 'Cost calculators' },
  { id: 'codes', heading: 'ICD-10 and RxNorm codes' },
  { id: 'diagnoses', heading: 'Diagnoses and treatments' },
  { id: 'adherence', heading: 'Taking your medication' },
  { id: 'sign-ups', heading: 'Reminders and sign-ups' },
  { id: 'service', heading: 'Service status' },
];

/** The routes a tool may ask: the tools' lookups, and the site's drug-name lookup (the autocomplete tool). */
export type ToolRoute = ToolsRoute | 'drug-name';

/** What a tool asks: a route, and the query the route's endpoint sends. */
export interface ToolRequest {
  route: ToolRoute;
  query: ToolQuery;
}

/**
 * A tool's request, its query typed by the route's contract:
 * `toolRequest<typeof toolsComparisonsContract>('tools-comparisons', { drugName, competitor })`.
 * The contract type must be given (its default `never` accepts no route).
 */
export function toolRequest<C extends Contract = never>(route: NoInfer<C['id']> & ToolRoute, query: QueryOf<C> & ToolQuery): ToolRequest {
  return { route, query };
}

export interface ToolFieldOption {
  value: string;
  label: string;
}

/** One input of a tool's form; its value lives in the URL query under `name`. */
export interface ToolField {
  name: string;
  label: string;
  /** 'drug' renders the site's drug typeahead. */
  kind: 'drug' | 'text' | 'textarea' | 'number' | 'zip' | 'select' | 'email' | 'tel';
  placeholder?: string;
  hint?: string;
  required?: boolean;
  options?: ToolFieldOption[];
  /** Used when the URL has no value (e.g. a quantity of 30). */
  defaultValue?: string;
  /** number inputs */
  min?: number;
  max?: number;
  step?: number;
}

/** What the frame passes to a result view. */
export interface ToolResultProps<I = Record<string, unknown>, R = unknown> {
  data: R;
  input: I;
}

/** 'prescriber': switching or splitting needs the prescriber; 'clinician': see-your-clinician. */
export type ToolCaveat = 'prescriber' | 'clinician';

export interface ToolMeta {
  /** The path segment under /irxsavvy/ (rules#tool-pages). */
  slug: string;
  /** The h1 and, with the brand suffix, the document title. */
  title: string;
  /** The meta description. */
  description: string;
  family: ToolFamily;
  /** One line on the landing page. */
  purpose: string;
  /** Slugs of related tools (linked under the result). */
  related: string[];
}

// `any` defaults keep heterogeneous tools in one array; each definition is typed where written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ToolDef<I = any, R = any> extends ToolMeta {
  fields: ToolField[];
  /** Parses the URL query (strings) into the tool's input; its messages are shown under the form. */
  schema: z.ZodType<I>;
  /**
   * How it answers: `request` names the route to ask and its query (usually `toolRequest<typeof contract>(route, query)`);
   * `compute` answers in the browser (calculators). Exactly one of the two, unless `Custom` is set.
   */
  request?: (input: I) => ToolRequest;
  compute?: (input: I) => R;
  /** The answer. Prefer `lazy(() => import(...))` so the page table stays small. */
  Result?: ComponentType<ToolResultProps<I, R>>;
  /** A tool with its own body (e.g. a sign-up form) replaces the frame's form + result. */
  Custom?: ComponentType;
  /** An answer that counts as "nothing found" (the frame shows the not-found state). */
  isEmpty?: (data: R) => boolean;
  /** Run without a submit when the form has no required input (e.g. the status page). */
  autoRun?: boolean;
  caveat?: ToolCaveat;
  /** The input naming a drug: the frame links to that drug's price page /{drug}. */
  drugField?: string;
  /** Text shown under the form (what the tool uses, its limits). */
  note?: string;
}
