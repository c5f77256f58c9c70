import { pages, redirects } from '../../app/pages';
import { emptySelection, type Selection } from './search-selection';

/** rules#data-shapes: the search selection's URL query keys. */
const KEYS: [keyof Selection, string][] = [
  ['gsn', 'g'], ['ndc', 'nd'], ['form', 'f'], ['label', 'l'], ['labelSetByHuman', 'h'], ['dosage', 'd'], ['quantity', 'q'],
  ['customQuantity', 'cq'], ['customPackagedQuantity', 'cqp'], ['pharmacyFilter', 'p'], ['zip', 'z'],
];
const MAX_VALUE = 100;

export function selectionToQuery(selection: Selection): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, key] of KEYS) {
    const value = selection[field];
    if (typeof value === 'boolean') {
      if (value) params.set(key, '1');
    } else if (value.trim() !== '') {
      params.set(key, value.trim());
    }
  }
  return params;
}

export function queryToSelection(params: URLSearchParams): Selection {
  const selection: Selection = { ...emptySelection };
  for (const [field, key] of KEYS) {
    const value = (params.get(key) ?? '').trim().slice(0, MAX_VALUE);
    if (field === 'labelSetByHuman') selection.labelSetByHuman = value === '1' || value === 'true';
    else selection[field] = value;
  }
  return selection;
}

const TOP_LEVEL_PATHS = [...pages.map((page) => page.path), ...Object.keys(redirects)].filter((path) => /^\/[^/:]+$/.test(path));

/**
 * A site page named without its exact path (/members for /for-members, /how it works): such a
 * name is the visitor looking for that page, never a drug.
 */
export function sitePathNamed(name: string): string | undefined {
  const slug = name.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return TOP_LEVEL_PATHS.find((path) => {
    const page = path.slice(1).toLowerCase();
    return page === slug || page === `for-${slug}`;
  });
}
