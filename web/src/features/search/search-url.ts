import { emptySelection, type Selection } from './search-selection';

/** Spec §3: the search selection's URL query keys. */
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
