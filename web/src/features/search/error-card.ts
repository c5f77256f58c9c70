import type { Highlight } from '../../../../shared/contracts/prices';
import type { RequestError } from '../../api/base-query';

export type ErrorCardKind = 'zip' | 'drugNotFound' | 'noBody' | 'noResponse' | 'other';
export interface ErrorCardModel {
  kind: ErrorCardKind;
  heading: string;
  body: string;
  /** rules#errors: patient-notice warnings in an error answer are still shown. */
  warnings: Highlight[];
}

export const ERROR_CARDS = {
  zip: { heading: 'Zip Code Provided Was Invalid', body: 'Please close this popup, then enter a valid zip code, and then press "Search" again' },
  drugNotFound: { heading: 'Drug Name Not Found', body: 'Please close this popup and then search for a new drug name at the top of the page' },
  noBody: {
    heading: 'Server Returned an Error',
    body: 'We could not find prices for this search. The drug name may not match exactly, or the zip code may not exist.',
  },
  noResponse: { heading: 'No Response from Server', body: 'The server did not answer. Please check your connection and press "Search" again.' },
  other: { heading: 'Error', body: 'Something went wrong while getting prices. Please press "Search" again.' },
} as const;

/** rules#data-shapes highlight shape, checked by hand: a zod schema here would load zod on the search page. */
function isHighlight(value: unknown): value is Highlight {
  const h = (value ?? {}) as Partial<Record<keyof Highlight, unknown>>;
  return typeof h.leftText === 'string' && typeof h.buttonText === 'string' && typeof h.buttonHref === 'string';
}

/** The answer's well-formed patient-notice warnings, without any extra fields. */
function warningsIn(data: unknown): Highlight[] {
  const list = (data as { patientNoticeWarnings?: unknown } | undefined)?.patientNoticeWarnings;
  if (!Array.isArray(list)) return [];
  return list.filter(isHighlight).map(({ leftText, buttonText, buttonHref }) => ({ leftText, buttonText, buttonHref }));
}

const card = (kind: ErrorCardModel['kind'], warnings: Highlight[] = []): ErrorCardModel => ({ kind, ...ERROR_CARDS[kind], warnings });

/** rules#errors search page error card; undefined for a cancelled request (ignored silently). */
export function errorCardFor(error: unknown): ErrorCardModel | undefined {
  const e = error as (Partial<RequestError> & { name?: string }) | undefined;
  if (!e || e.kind === 'cancelled' || e.name === 'AbortError') return undefined;
  if (e.kind === 'timeout' || e.kind === 'network') return card('noResponse');
  if (e.kind !== 'http') return card('other');
  const data = e.data;
  if (data === undefined || data === null || data === '') return card('noBody');
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  const warnings = warningsIn(data);
  if (text.includes('Zip Code')) return card('zip', warnings);
  if (text.includes('Drug name not found')) return card('drugNotFound', warnings);
  return card('other', warnings);
}

/**
 * "Did you mean": the typeahead's matches for the unknown name (prefix, then spelling mistakes)
 * before the names sharing its first 3 letters, each once, at most 5.
 */
export function closestDrugNames(lookedUp: readonly string[], similar: readonly string[], max = 5): string[] {
  const seen = new Set<string>();
  return [...lookedUp, ...similar].filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).slice(0, max);
}
