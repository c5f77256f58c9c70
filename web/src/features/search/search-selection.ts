import { LIMITS } from '../../../../shared/brand';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { isValidZip } from '../../../../shared/validation';

/** rules#data-shapes "Search selection state" (all text, as it travels in the URL). */
export interface Selection {
  gsn: string;
  ndc: string;
  label: string;
  form: string;
  dosage: string;
  /** '' (the server's default), a quantity such as '30', or 'Custom'. */
  quantity: string;
  customQuantity: string;
  customPackagedQuantity: string;
  pharmacyFilter: string;
  labelSetByHuman: boolean;
  zip: string;
}

export const CUSTOM = 'Custom';

export const emptySelection: Selection = {
  gsn: '', ndc: '', label: '', form: '', dosage: '', quantity: '', customQuantity: '', customPackagedQuantity: '', pharmacyFilter: '', labelSetByHuman: false, zip: '',
};

export interface Coordinates {
  lat: number;
  lon: number;
}

/** rules#calls Source: the layout the visitor searched from. */
export type SearchSource = 'web' | 'webm';

type Names = DrugDetails['names'];
type Quantities = DrugDetails['packageAwareQuantities'];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** rules#drug-page: the quantity control is packaged when the first quantity's text starts with '1 '. */
export const isPackaged = (quantities: Quantities | undefined): boolean => Boolean(quantities?.[0]?.quantityLabel.startsWith('1 '));

/** rules#data-shapes: 'Custom' is appended to the quantity options when not already last. */
export function withCustomOption(quantities: Quantities): Quantities {
  if (quantities.at(-1)?.quantityLabel === CUSTOM) return quantities;
  const gsn = quantities[0]?.gsn ?? '';
  return [...quantities, { gsn, quantity: 0, quantityLabel: CUSTOM, quantityToDisplay: CUSTOM, ranking: quantities.length + 1, isSelected: false }];
}

/**
 * rules#states brand/generic indicator: the label's own when a human chose it; otherwise G when a
 * generic exists and B when only brand names do. Undefined (the server follows the name) when
 * a human chose the label but the names are not known yet, e.g. on opening a shared link.
 */
export function brandIndicatorFor(names: Names | undefined, selection: Pick<Selection, 'label' | 'labelSetByHuman'>): 'G' | 'B' | undefined {
  if (selection.labelSetByHuman && selection.label) {
    return names?.find((n) => sameName(n.drugName, selection.label))?.brandGeneric;
  }
  if (!names?.length) return 'G';
  return names.some((n) => n.brandGeneric === 'G') ? 'G' : 'B';
}

/**
 * rules#validation custom quantity: for packaged drugs the count of packages times the selected dosage's
 * common quantity, otherwise the number entered. Undefined when it is not a positive number.
 */
export function customQuantityValue(selection: Selection, details: DrugDetails | null): number | undefined {
  const packaged = details ? isPackaged(details.packageAwareQuantities) : selection.customPackagedQuantity !== '';
  if (packaged) {
    const count = Number(selection.customPackagedQuantity);
    const dosage = details?.dosages.find((d) => d.strength === selection.dosage) ?? details?.dosages.find((d) => d.isSelected);
    if (!(count > 0) || !dosage) return undefined;
    return Math.round(count * dosage.commonQty * 1000) / 1000;
  }
  const n = Number(selection.customQuantity);
  return selection.customQuantity.trim() !== '' && n > 0 ? n : undefined;
}

/** The quantity to ask the server for: undefined lets it choose the first package quantity. */
export function requestedQuantity(selection: Selection, details: DrugDetails | null): number | undefined {
  if (selection.quantity === CUSTOM) return customQuantityValue(selection, details);
  const n = Number(selection.quantity);
  return selection.quantity !== '' && n > 0 ? n : undefined;
}

/** rules#states: quantity changes reload only with a valid zip or coordinates. */
export const hasLocation = (selection: Selection, location: Coordinates | null): boolean => isValidZip(selection.zip) || location !== null;

/** rules#validation: a valid zip wins, then device coordinates, then the default 92101. */
export function locationQuery(selection: Selection, location: Coordinates | null): { zip: string } | { lat: number; long: number } {
  if (isValidZip(selection.zip)) return { zip: selection.zip.trim() };
  if (location) return { lat: location.lat, long: location.lon };
  return { zip: LIMITS.defaultZip };
}

/**
 * The /api/ecsdosage0 query (rules#data-shapes "Search request") for the visitor's selection, given
 * the answer on screen (its names and dosages; null before the first): the label or the route's
 * drug name, where, the brand/generic indicator, gsn, ndc and quantity when known.
 */
export function detailsQueryFor(page: { drugName: string; selection: Selection; location: Coordinates | null; source: SearchSource }, answer: DrugDetails | null) {
  const s = page.selection;
  const qty = requestedQuantity(s, answer);
  const brandIndicator = brandIndicatorFor(answer?.names, s);
  return {
    drugName: s.label || page.drugName,
    ...locationQuery(s, page.location),
    ...(brandIndicator ? { brandIndicator } : {}),
    ...(s.gsn ? { gsn: s.gsn } : {}),
    ...(s.ndc ? { ndc: s.ndc } : {}),
    ...(qty !== undefined ? { qty } : {}),
    Source: page.source,
  };
}
export type DetailsQuery = ReturnType<typeof detailsQueryFor>;

/** Two queries ask the same thing (whatever the order of their keys). */
export function sameQuery(a: DetailsQuery | undefined, b: DetailsQuery | undefined): boolean {
  const key = (q: DetailsQuery | undefined) => (q ? JSON.stringify(q, Object.keys(q).sort()) : '');
  return key(a) === key(b);
}
