import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { isValidZip } from '../../../../shared/validation';
import { errorCardFor } from './error-card';
import { searchEndpoints } from './search-endpoints';
import {
  CUSTOM, customQuantityValue, detailsQueryFor, emptySelection, hasLocation, isPackaged, sameQuery,
  type Coordinates, type DetailsQuery, type SearchSource, type Selection,
} from './search-selection';

/** The drug-details request the page asks for (the query hook's argument). */
export interface DetailsRequest {
  query: DetailsQuery;
  /** Sent with the default zip: no valid zip and no device location (the page asks the visitor to update it). */
  usedDefaultZip: boolean;
}

/**
 * The visitor's side of the drug page: what they chose (mirrored in the URL), where, and what the
 * page shows of it. The answers themselves live in RTK Query's cache, one per request.
 */
export interface SearchState {
  /** The drug named by the route (/{drugName}); '' when no drug page is open. */
  drugName: string;
  selection: Selection;
  location: Coordinates | null;
  source: SearchSource;
  /** rules#states: one request at a time; a new one replaces it (and RTK Query cancels the one before). */
  request: DetailsRequest | null;
  /** The zip of the last prices answered for the current drug: it comes back when a new zip is refused. */
  pricedZip: string;
  /** A zip the page could not use (not 5 digits in the link, or unknown to the server); the last good zip stays. */
  rejectedZip: string;
  /** The server refused rejectedZip (rules#errors: its answer mentions 'Zip Code'), rather than its format. */
  zipRefusedByServer: boolean;
  /** The request of the prices on screen: asked again when a new zip is refused, so they stay. */
  pricedQuery: DetailsQuery | null;
  /** Where a link's zip the server refuses gives way to: the cached zip, else (empty) the device or default. */
  fallbackZip: string;
  showUnpopular: boolean;
  /** The visitor closed the error card of the current request. */
  errorDismissed: boolean;
}

export const initialSearchState: SearchState = {
  drugName: '', selection: emptySelection, location: null, source: 'web', request: null, pricedZip: '', rejectedZip: '', zipRefusedByServer: false, pricedQuery: null, fallbackZip: '', showUnpopular: false, errorDismissed: false,
};

/** The answer on screen (null before the first): the options the visitor chooses among. */
type Answer = DrugDetails | null;
const withAnswer = <T>(value: T, answer: Answer) => ({ payload: { value, answer } });
const answerOnly = (answer: Answer) => ({ payload: answer });

/** rules#states: asks for the selection's prices (a new request, which replaces the one before). */
function reload(state: SearchState, answer: Answer) {
  state.errorDismissed = false;
  state.request = {
    query: detailsQueryFor(state, answer),
    usedDefaultZip: !isValidZip(state.selection.zip) && state.location === null,
  };
}

const clearQuantity = (s: Selection) => {
  s.quantity = '';
  s.customQuantity = '';
  s.customPackagedQuantity = '';
};

const isCurrent = (state: SearchState, query: DetailsQuery) => state.request !== null && sameQuery(state.request.query, query);

/** rules#states: the transitions of the search page, as reducers; each change is made against the answer on screen. */
export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /**
     * A route path change resets the page and reloads; the URL's keys seed the selection. A zip in
     * the link that is not 5 digits is set aside (shown with its error) for the cached one.
     */
    routeEntered: (state, action: PayloadAction<{ drugName: string; selection: Selection; cachedZip?: string }>) => {
      const { drugName, selection, cachedZip } = action.payload;
      const linkZip = selection.zip.trim();
      const usable = linkZip === '' || isValidZip(linkZip);
      const fallback = cachedZip !== undefined && isValidZip(cachedZip) ? cachedZip.trim() : '';
      const next: SearchState = {
        ...initialSearchState,
        drugName,
        selection: { ...selection, zip: usable && linkZip ? linkZip : fallback },
        rejectedZip: usable ? '' : linkZip,
        fallbackZip: fallback,
        location: state.location,
        source: state.source,
      };
      reload(next, null);
      return next;
    },
    /** The page closed: nothing of it is asked for any more (the device location stays). */
    pageLeft: (state) => ({ ...initialSearchState, location: state.location, source: state.source }),
    /** The layout the next requests report (a resize is not a reason to reload). */
    layoutChanged: (state, action: PayloadAction<SearchSource>) => {
      state.source = action.payload;
    },
    /** Label: clears gsn, ndc, quantity and custom quantities, and reloads. */
    labelChanged: {
      reducer: (state, action: PayloadAction<{ value: string; answer: Answer }>) => {
        const s = state.selection;
        s.label = action.payload.value;
        s.labelSetByHuman = true;
        s.gsn = '';
        s.ndc = '';
        s.form = '';
        s.dosage = '';
        clearQuantity(s);
        reload(state, action.payload.answer);
      },
      prepare: withAnswer<string>,
    },
    /** Form: gsn/ndc from the form, quantity cleared (then prices for it, when we know where). */
    formChanged: {
      reducer: (state, action: PayloadAction<{ value: string; answer: Answer }>) => {
        const { value, answer } = action.payload;
        const form = answer?.forms.find((f) => f.form === value);
        if (!form) return;
        const s = state.selection;
        s.form = form.form;
        s.gsn = form.gsn;
        s.ndc = form.ndc;
        s.dosage = '';
        clearQuantity(s);
        if (hasLocation(s, state.location)) reload(state, answer);
      },
      prepare: withAnswer<string>,
    },
    /** Dosage: gsn/ndc from the dosage; packaged drugs take the dosage's common quantity. */
    dosageChanged: {
      reducer: (state, action: PayloadAction<{ value: string; answer: Answer }>) => {
        const { value, answer } = action.payload;
        const dosage = answer?.dosages.find((d) => d.strength === value);
        if (!dosage) return;
        const s = state.selection;
        s.dosage = dosage.strength;
        s.gsn = dosage.gsn;
        s.ndc = dosage.ndc;
        if (isPackaged(answer?.packageAwareQuantities)) {
          s.quantity = String(dosage.commonQty);
          s.customQuantity = '';
          s.customPackagedQuantity = '';
        }
        if (hasLocation(s, state.location)) reload(state, answer);
      },
      prepare: withAnswer<string>,
    },
    /** Quantity: reloads unless Custom has no value or the value already asked for; only with a location. */
    quantityChanged: {
      reducer: (state, action: PayloadAction<{ value: string; answer: Answer }>) => {
        const { value, answer } = action.payload;
        const s = state.selection;
        s.quantity = value;
        if (!hasLocation(s, state.location)) return;
        if (value === CUSTOM) {
          const custom = customQuantityValue(s, answer);
          if (custom === undefined || custom === state.request?.query.qty) return;
        }
        reload(state, answer);
      },
      prepare: withAnswer<string>,
    },
    /** The custom value as typed; the panel confirms it (customQuantitySubmitted) after a pause, on Enter or on leaving. */
    customQuantityChanged: {
      reducer: (state, action: PayloadAction<{ value: string; answer: Answer }>) => {
        const { value, answer } = action.payload;
        if (isPackaged(answer?.packageAwareQuantities)) state.selection.customPackagedQuantity = value;
        else state.selection.customQuantity = value;
      },
      prepare: withAnswer<string>,
    },
    /** The custom value was confirmed: re-prices when it is a valid quantity not yet asked for. */
    customQuantitySubmitted: {
      reducer: (state, action: PayloadAction<Answer>) => {
        const s = state.selection;
        if (s.quantity !== CUSTOM || !hasLocation(s, state.location)) return;
        const custom = customQuantityValue(s, action.payload);
        if (custom !== undefined && custom !== state.request?.query.qty) reload(state, action.payload);
      },
      prepare: answerOnly,
    },
    /** Zip: only a valid one replaces the last good zip; one different from the zip asked for reloads. */
    zipChanged: {
      reducer: (state, action: PayloadAction<{ value: string; answer: Answer }>) => {
        const zip = action.payload.value.trim();
        if (!isValidZip(zip)) return;
        state.selection.zip = zip;
        state.rejectedZip = '';
        state.zipRefusedByServer = false;
        const asked = state.request?.query;
        if (!asked || !('zip' in asked) || asked.zip !== zip) reload(state, action.payload.answer);
      },
      prepare: withAnswer<string>,
    },
    /** The options panel's Search button (the page asks again when the request did not change). */
    searchRequested: {
      reducer: (state, action: PayloadAction<Answer>) => reload(state, action.payload),
      prepare: answerOnly,
    },
    /** "Use my location": the device's coordinates price the page; the answer names their nearest zip. */
    locationFound: {
      reducer: (state, action: PayloadAction<{ value: Coordinates; answer: Answer }>) => {
        state.location = action.payload.value;
        state.selection.zip = '';
        state.rejectedZip = '';
        state.zipRefusedByServer = false;
        reload(state, action.payload.answer);
      },
      prepare: withAnswer<Coordinates>,
    },
    /** rules#states: showing unpopular pharmacies clears the filter and loads prices if there are none. */
    unpopularShown: {
      reducer: (state, action: PayloadAction<Answer>) => {
        state.showUnpopular = true;
        state.selection.pharmacyFilter = '';
        if (!action.payload?.drugs.length) reload(state, action.payload);
      },
      prepare: answerOnly,
    },
    errorDismissed: (state) => {
      state.errorDismissed = true;
    },
    /** The visitor closed the refused zip's message (the zip field stays for another try). */
    zipRefusalDismissed: (state) => {
      state.rejectedZip = '';
      state.zipRefusedByServer = false;
    },
  },
  extraReducers: (builder) => {
    builder
      // The answer to the current request (never an older one): the selection follows what the server chose.
      .addMatcher(searchEndpoints.endpoints.drugDetails.matchFulfilled, (state, action) => {
        if (!state.request || !isCurrent(state, action.meta.arg.originalArgs)) return;
        const answer = action.payload;
        const query = state.request.query;
        state.pricedZip = answer.zip;
        state.pricedQuery = query;
        syncSelection(state.selection, answer, state.request.usedDefaultZip || 'lat' in query);
        // A shared link's packaged custom quantity can only be computed once the dosages are known.
        const custom = state.selection.quantity === CUSTOM ? customQuantityValue(state.selection, answer) : undefined;
        if (custom !== undefined && custom !== answer.selected.quantity && custom !== query.qty) reload(state, answer);
      })
      // rules#errors: a zip the server does not know is set aside (its message is the location
      // line's), and the last good prices stay: asked again for their zip, or, for a link whose zip
      // is refused, for the cached zip (else the device location or the default).
      .addMatcher(searchEndpoints.endpoints.drugDetails.matchRejected, (state, action) => {
        if (!state.request || !isCurrent(state, action.meta.arg.originalArgs)) return;
        if (errorCardFor(action.payload ?? action.error)?.kind !== 'zip') return;
        const query = state.request.query;
        const refused = 'zip' in query ? query.zip : state.selection.zip;
        state.rejectedZip = refused;
        state.zipRefusedByServer = true;
        if (state.pricedQuery && state.pricedZip && state.pricedZip !== refused) {
          state.selection.zip = state.pricedZip;
          state.request = { query: state.pricedQuery, usedDefaultZip: false };
          return;
        }
        state.selection.zip = state.fallbackZip === refused ? '' : state.fallbackZip;
        state.fallbackZip = '';
        reload(state, null);
      });
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
