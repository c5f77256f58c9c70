import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatPrice } from '../../../../shared/validation';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { usePageDescription } from '../../components/page-meta';
import { useIsMobile } from '../../components/use-media-query';
import { isSearchedNavigation, rememberSearch } from '../../components/search-bar/search-history';
import { readCachedZip } from '../../components/zip-cache';
import { CrossLabel } from './CrossLabel';
import { ErrorCard } from './ErrorCard';
import { LocationLine } from './location/LocationLine';
import { MobileSummary, OptionsPanel } from './OptionsPanel';
import { PriceAlertSlot } from './PriceAlertSlot';
import { Results } from './Results';
import { searchActions } from './search-slice';
import { selectSearch } from './search-store';
import { queryToSelection, selectionToQuery } from './search-url';
import { useDrugDetailsRequests } from './use-drug-details-requests';
import { useNow } from './use-now';

export const LOADING_TEXT = "Hang on. We're getting you the lowest prices.";

function LoadingOverlay({ count }: { count: number }) {
  return (
    <div className={count > 0 ? 'loading-overlay loading-overlay--on' : 'loading-overlay'} role="status" aria-live="polite">
      {count > 0 ? (
        <div className="loading-overlay__box">
          <span className="spinner" aria-hidden="true" />
          <p>{LOADING_TEXT}</p>
        </div>
      ) : null}
    </div>
  );
}

/** rules#drug-page: /{drugName}, the drug's prices at pharmacies near the visitor. */
export function DrugPricePage({ drugName }: { drugName: string }) {
  const dispatch = useAppDispatch();
  const { pathname, state: navigationState } = useLocation();
  const state = useAppSelector(selectSearch);
  const isMobile = useIsMobile();
  const source = isMobile ? 'webm' : 'web';
  const [editing, setEditing] = useState(false);
  const panelId = useId();
  const now = useNow(30_000);
  const current = state.drugName === drugName;

  useEffect(() => {
    const selection = queryToSelection(new URLSearchParams(window.location.search));
    dispatch(searchActions.routeEntered({ drugName, selection, cachedZip: readCachedZip() }));
  }, [pathname, drugName, dispatch]);

  // A name searched from a search bar joins Recent Searches once it proves to be a drug.
  const found = current && state.details !== null;
  const searchedByVisitor = isSearchedNavigation(navigationState);
  useEffect(() => {
    if (found && searchedByVisitor) rememberSearch(drugName);
  }, [found, searchedByVisitor, drugName]);

  useDrugDetailsRequests(state.reloadSeq, source);

  // The URL mirrors the selection so a shared link reproduces the page (replaced in place: no
  // history entry and no scroll jump per change).
  const query = selectionToQuery(state.selection).toString();
  useEffect(() => {
    if (!current) return;
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
  }, [current, query]);

  const latestDetails = current ? state.details : null;
  // New prices are the page's heaviest render: showing a deferred copy lets React build the page
  // for them in short tasks (a slow phone stays responsive), all at once (nothing jumps), while
  // the overlay stays up. The options the visitor edits (state.selection) stay immediate.
  const details = useDeferredValue(latestDetails);
  const rendering = details !== latestDetails;
  const shownName = details?.selected.drugName ?? drugName;
  const lowest = details?.drugs[0];
  usePageDescription(
    lowest && details
      ? `${shownName} ${details.selected.strength}, ${details.selected.quantityToDisplay}: lowest price ${formatPrice(lowest.price)} with a free coupon near ${details.zip || 'you'}. Compare prescription discount coupon prices at pharmacies near you.`
      : undefined,
  );
  const returnURL = `${pathname}${query ? `?${query}` : ''}`;
  // On mobile the compact summary stands in from the start (the panel opening and closing around
  // the first load made the page jump); the panel opens by Edit, or when a search failed.
  const showPanel = !isMobile || editing || (!details && state.error !== null);
  const header = (
    <header className="drug-page__header">
      <h1>{shownName}</h1>
      <CrossLabel details={details} />
    </header>
  );

  // An unknown name has nothing to choose or price: the card comes first, where a phone shows it.
  if (current && state.error?.kind === 'drugNotFound') {
    return (
      <div className="page drug-page">
        {header}
        <ErrorCard card={state.error} drugName={drugName} />
      </div>
    );
  }

  return (
    <div className="page drug-page">
      {header}
      {current ? <LocationLine details={details} zip={state.selection.zip} searched={state.searched} rejectedZip={state.rejectedZip} /> : null}
      <div className="drug-page__layout">
        <aside className="drug-page__options" aria-label="Your prescription">
          {isMobile ? (
            <MobileSummary details={details} zip={state.selection.zip} editing={showPanel} onEdit={() => setEditing((v) => !v)} panelId={panelId} />
          ) : null}
          <div id={panelId} hidden={!showPanel}>
            <OptionsPanel selection={state.selection} details={details} />
          </div>
        </aside>
        <div className="drug-page__results">
          {current && state.error ? <ErrorCard card={state.error} drugName={drugName} /> : null}
          {!details ? (
            <p className="search-page__prompt">
              Enter a Zip Code and click "Search" to get the lowest and most up to date prices in your area{` for ${drugName}`}
            </p>
          ) : state.error ? null : (
            <Results
              details={details}
              drugName={shownName}
              pharmacyFilter={state.selection.pharmacyFilter}
              showUnpopular={state.showUnpopular}
              layout={isMobile ? 'mobile' : 'desktop'}
              returnURL={returnURL}
              now={now}
              source={source}
            />
          )}
          {details && details.drugs.length > 0 && !state.error ? <PriceAlertSlot details={details} /> : null}
        </div>
      </div>
      <LoadingOverlay count={current ? state.loading + (rendering ? 1 : 0) : 0} />
    </div>
  );
}
