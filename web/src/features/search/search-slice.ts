import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DrugDetails, Highlight } from '../../../../shared/contracts/prices';
import { isValidZip } from '../../../../shared/validation';
import {
  brandIndicatorFor, CUSTOM, customQuantityValue, emptySelection, hasLocation, isPackaged, locationQuery, requestedQuantity,
  type Coordinates, type Selection,
} from './search-selection';

export type ErrorCardKind = 'zip' | 'drugNotFound' | 'noBody' | 'noResponse' | 'other';
export interface ErrorCardModel {
  kind: ErrorCardKind;
  heading: string;
  body: string;
  /** rules#errors: patient-notice warnings in an error answer are still shown. */
  warnings: Highlight[];
}

export interface SearchState {
  /** The drug named by the route (/{drugName}). */
  drugName: string;
  selection: Selection;
  location: Coordinates | null;
  details: DrugDetails | null;
  error: ErrorCardModel | null;
  /** rules#states spinner counter: the overlay shows while it is above 0. */
  loading: number;
  /** Bumped by every transition that must reload; the page sends one request per bump. */
  reloadSeq: number;
  /** Parameters of the last request sent (usedDefaultZip: no zip and no device location; usedCoordinates: the device location). */
  searched: { zip: string; quantity: number | null; usedDefaultZip: boolean; usedCoordinates: boolean } | null;
  /** A zip the page could not use (not 5 digits in the link, or unknown to the server); the last good zip stays. */
  rejectedZip: string;
  showUnpopular: boolean;
}

export const initialSearchState: SearchState = {
  drugName: '', selection: emptySelection, location: null, details: null, error: null, loading: 0, reloadSeq: 0, searched: null, rejectedZip: '', showUnpopular: false,
};

const reload = (state: SearchState) => {
  state.reloadSeq += 1;
};
const clearQuantity = (s: Selection) => {
  s.quantity = '';
  s.customQuantity = '';
  s.customPackagedQuantity = '';
};

/** rules#states: the state transitions of the search page, as pure reducers. */
export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /**
     * A route path change resets everything and reloads; the URL's keys seed the selection. A zip
     * in the link that is not 5 digits is set aside (shown with its error) for the cached one.
     */
    routeEntered: (state, action: PayloadAction<{ drugName: string; selection: Selection; cachedZip?: string }>) => {
      const { drugName, selection, cachedZip } = action.payload;
      const linkZip = selection.zip.trim();
      const usable = linkZip === '' || isValidZip(linkZip);
      const fallback = cachedZip !== undefined && isValidZip(cachedZip) ? cachedZip.trim() : '';
      return {
        ...initialSearchState,
        drugName,
        selection: { ...selection, zip: usable && linkZip ? linkZip : fallback },
        rejectedZip: usable ? '' : linkZip,
        location: state.location,
        reloadSeq: state.reloadSeq + 1,
      };
    },
    /** Label: clears gsn, ndc, quantity and custom quantities, and reloads. */
    labelChanged: (state, action: PayloadAction<string>) => {
      const s = state.selection;
      s.label = action.payload;
      s.labelSetByHuman = true;
      s.gsn = '';
      s.ndc = '';
      s.form = '';
      s.dosage = '';
      clearQuantity(s);
      reload(state);
    },
    /** Form: gsn/ndc from the form, quantity cleared (then prices for it, when we know where). */
    formChanged: (state, action: PayloadAction<string>) => {
      const form = state.details?.forms.find((f) => f.form === action.payload);
      if (!form) return;
      const s = state.selection;
      s.form = form.form;
      s.gsn = form.gsn;
      s.ndc = form.ndc;
      s.dosage = '';
      clearQuantity(s);
      if (hasLocation(s, state.location)) reload(state);
    },
    /** Dosage: gsn/ndc from the dosage; packaged drugs take the dosage's common quantity. */
    dosageChanged: (state, action: PayloadAction<string>) => {
      const dosage = state.details?.dosages.find((d) => d.strength === action.payload);
      if (!dosage) return;
      const s = state.selection;
      s.dosage = dosage.strength;
      s.gsn = dosage.gsn;
      s.ndc = dosage.ndc;
      if (isPackaged(state.details?.packageAwareQuantities)) {
        s.quantity = String(dosage.commonQty);
        s.customQuantity = '';
        s.customPackagedQuantity = '';
      }
      if (hasLocation(s, state.location)) reload(state);
    },
    /** Quantity: reloads unless Custom has no value or the value already searched; only with a location. */
    quantityChanged: (state, action: PayloadAction<string>) => {
      const s = state.selection;
      s.quantity = action.payload;
      if (!hasLocation(s, state.location)) return;
      if (action.payload === CUSTOM) {
        const custom = customQuantityValue(s, state.details);
        if (custom === undefined || custom === state.searched?.quantity) return;
      }
      reload(state);
    },
    /** The custom value as typed; the panel confirms it (customQuantitySubmitted) after a pause, on Enter or on leaving. */
    customQuantityChanged: (state, action: PayloadAction<string>) => {
      if (isPackaged(state.details?.packageAwareQuantities)) state.selection.customPackagedQuantity = action.payload;
      else state.selection.customQuantity = action.payload;
    },
    /** The custom value was confirmed: re-prices when it is a valid quantity not yet searched. */
    customQuantitySubmitted: (state) => {
      const s = state.selection;
      if (s.quantity !== CUSTOM || !hasLocation(s, state.location)) return;
      const custom = customQuantityValue(s, state.details);
      if (custom !== undefined && custom !== state.searched?.quantity) reload(state);
    },
    /** Zip: only a valid one replaces the last good zip; one different from the zip searched reloads. */
    zipChanged: (state, action: PayloadAction<string>) => {
      const zip = action.payload.trim();
      if (!isValidZip(zip)) return;
      state.selection.zip = zip;
      state.rejectedZip = '';
      if (state.error?.kind === 'zip') state.error = null;
      if (zip !== state.searched?.zip || state.searched.usedCoordinates) reload(state);
    },
    /** The options panel's Search button. */
    searchRequested: (state) => {
      state.error = null;
      reload(state);
    },
    /** "Use my location": the device's coordinates price the page; the answer names their nearest zip. */
    locationFound: (state, action: PayloadAction<Coordinates>) => {
      state.location = action.payload;
      state.selection.zip = '';
      state.rejectedZip = '';
      if (state.error?.kind === 'zip') state.error = null;
      reload(state);
    },
    /** rules#states: showing unpopular pharmacies clears the filter and loads prices if there are none. */
    unpopularShown: (state) => {
      state.showUnpopular = true;
      state.selection.pharmacyFilter = '';
      if (!state.details?.drugs.length) reload(state);
    },
    errorDismissed: (state) => {
      state.error = null;
    },
    requestSent: (state, action: PayloadAction<NonNullable<SearchState['searched']>>) => {
      state.loading += 1;
      state.searched = action.payload;
    },
    requestSettled: (state) => {
      state.loading = Math.max(0, state.loading - 1);
    },
    detailsReceived: (state, action: PayloadAction<DrugDetails>) => {
      const details = action.payload;
      state.details = details;
      state.error = null;
      syncSelection(state.selection, details, Boolean(state.searched?.usedDefaultZip || state.searched?.usedCoordinates));
      // A shared link's packaged custom quantity can only be computed once the dosages are known.
      const custom = state.selection.quantity === CUSTOM ? customQuantityValue(state.selection, details) : undefined;
      if (custom !== undefined && custom !== details.selected.quantity && custom !== state.searched?.quantity) reload(state);
    },
    /** An unknown zip is set aside: the last good zip (the one last priced) comes back. */
    requestFailed: (state, action: PayloadAction<ErrorCardModel>) => {
      state.error = action.payload;
      if (action.payload.kind !== 'zip') return;
      state.rejectedZip = state.searched?.zip ?? state.selection.zip;
      state.selection.zip = state.details?.zip ?? '';
    },
  },
});

/** The selection follows what the server chose, so the URL reproduces the page (a zip it chose included). */
function syncSelection(s: Selection, details: DrugDetails, serverChoseZip: boolean) {
  const chosen = details.selected;
  s.label = chosen.drugName;
  s.form = chosen.form;
  s.dosage = chosen.strength;
  s.gsn = chosen.gsn;
  s.ndc = chosen.ndc;
  if (serverChoseZip && details.zip) s.zip = details.zip;
  if (s.quantity === CUSTOM) return;
  const customChosen = details.packageAwareQuantities.some((q) => q.quantityLabel === CUSTOM && q.isSelected);
  if (!customChosen) {
    s.quantity = String(chosen.quantity);
    return;
  }
  s.quantity = CUSTOM;
  if (isPackaged(details.packageAwareQuantities)) {
    const common = details.dosages.find((d) => d.isSelected)?.commonQty ?? 1;
    s.customPackagedQuantity = String(Math.round((chosen.quantity / common) * 100) / 100);
  } else {
    s.customQuantity = String(chosen.quantity);
  }
}

export const searchActions = searchSlice.actions;

/** The /api/ecsdosage0 query for the current state (rules#data-shapes "Search request"). */
export function buildDetailsQuery(state: SearchState, source: 'web' | 'webm') {
  const s = state.selection;
  const qty = requestedQuantity(s, state.details);
  const brandIndicator = brandIndicatorFor(state.details?.names, s);
  return {
    drugName: s.label || state.drugName,
    ...locationQuery(s, state.location),
    ...(brandIndicator ? { brandIndicator } : {}),
    ...(s.gsn ? { gsn: s.gsn } : {}),
    ...(s.ndc ? { ndc: s.ndc } : {}),
    ...(qty !== undefined ? { qty } : {}),
    Source: source,
  };
}
export type DetailsQuery = ReturnType<typeof buildDetailsQuery>;
