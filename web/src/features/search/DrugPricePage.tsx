import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { isPriced } from '../../../../shared/priced-set';
import { formatPrice } from '../../../../shared/validation';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/store';
import { AddToMyMedicines } from '../../components/my-medicines/AddToMyMedicines';
import { usePageDescription } from '../../components/page-meta';
import { WhenNear } from '../../components/WhenNear';
import { useIsMobile } from '../../components/use-media-query';
import { isSearchedNavigation, rememberSearch } from '../../components/search-bar/search-history';
import { readCachedZip } from '../../components/zip-cache';
import { CrossLabel } from './CrossLabel';
import { errorCardFor } from './error-card';
import { LocationLine } from './location/LocationLine';
import { MobileSummary, OptionsPanel } from './OptionsPanel';
import { Results } from './Results';
import { SearchResolution } from './SearchResolution';
import { isExactSearch, searchedFor, ShowingInstead } from './ShowingInstead';
import { useDrugDetailsQuery } from './search-endpoints';
import { sameQuery } from './search-selection';
import { searchActions } from './search-slice';
import { selectSearch } from './search-store';
import { queryToSelection, selectionToQuery } from './search-url';
import { useFollowUps } from './use-follow-ups';
import { useNow } from './use-now';
import { usePricesUpdated } from './use-prices-updated';
import { useT } from '../../i18n/use-t';
import { useQuantityText } from '../../i18n/quantity-text';

// Shown only when a search failed: loaded then. (SearchResolution is not: the Not Found popup must
// take focus as it opens, and loaded late it lost it in a clean-clone run.)
const ErrorCard = lazy(() => import('./ErrorCard').then((m) => ({ default: m.ErrorCard })));
// Below the prices: loaded as it nears the screen.
const PriceAlertSlot = lazy(() => import('./PriceAlertSlot').then((m) => ({ default: m.PriceAlertSlot })));

/** rules#states: the spinner shows while the page's request is in flight (and its answer is being drawn). */
function LoadingOverlay({ on }: { on: boolean }) {
  const t = useT();
  return (
    <div className={on ? 'loading-overlay loading-overlay--on' : 'loading-overlay'} role="status" aria-live="polite">
      {on ? (
        <div className="loading-overlay__box">
          <span className="spinner" aria-hidden="true" />
          <p>{t('drug.loading')}</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The Search button (and "Search again"): the selection's request, sent once more when it has not
 * changed, e.g. after an error; a changed one is sent by the query hook as its argument changes.
 */
function useSearchAgain(refetch: () => unknown): (answer: DrugDetails | null) => void {
  const store = useAppStore();
  return useCallback(
    (answer) => {
      const before = selectSearch(store.getState()).request;
      store.dispatch(searchActions.searchRequested(answer));
      const after = selectSearch(store.getState()).request;
      if (before && after && sameQuery(before.query, after.query)) refetch();
    },
    [store, refetch],
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
  const t = useT();
  const quantityText = useQuantityText();

  // Before the route's effect below (effects run in order): the layout its first request reports.
  useEffect(() => {
    dispatch(searchActions.layoutChanged(source));
  }, [source, dispatch]);
  // rules#states: a route path change resets the page and reloads; leaving it stops asking.
  useEffect(() => {
    const selection = queryToSelection(new URLSearchParams(window.location.search));
    dispatch(searchActions.routeEntered({ drugName, selection, cachedZip: readCachedZip() }));
    return () => {
      dispatch(searchActions.pageLeft());
    };
  }, [pathname, drugName, dispatch]);

  // The current request's answer, or while it loads (under the overlay) the last one this page
  // showed; an error is only ever the current request's (RTK Query keeps one entry per request).
  const request = current ? state.request : null;
  const { data: answer, error, isError, isFetching, refetch } = useDrugDetailsQuery(request ? request.query : skipToken);
  const card = request && isError && !state.errorDismissed ? errorCardFor(error) : undefined;
  const searchAgain = useSearchAgain(refetch);
  // Rows still being checked: the same query again shortly, refreshing the rows in place.
  const { quiet } = useFollowUps(request, answer, isFetching, refetch);

  // A name searched from a search bar joins Recent Searches once it proves to be a drug.
  const found = answer !== undefined;
  const searchedByVisitor = isSearchedNavigation(navigationState);
  useEffect(() => {
    if (found && searchedByVisitor) rememberSearch(drugName);
  }, [found, searchedByVisitor, drugName]);

  // The URL mirrors the selection so a shared link reproduces the page (replaced in place: no
  // history entry and no scroll jump per change).
  const query = selectionToQuery(state.selection).toString();
  useEffect(() => {
    if (!current) return;
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
  }, [current, query]);

  const latestDetails = answer ?? null;
  // New prices are the page's heaviest render: showing a deferred copy lets React build the page
  // for them in short tasks (a slow phone stays responsive), all at once (nothing jumps), while
  // the overlay stays up. The options the visitor edits (state.selection) stay immediate.
  const details = useDeferredValue(latestDetails);
  const rendering = details !== latestDetails;
  const shownName = details?.selected.drugName ?? drugName;
  const lowest = details?.drugs.find(isPriced);
  usePageDescription(
    lowest && details
      ? t(details.zip ? 'drug.metaDescription' : 'drug.metaDescriptionNoZip', {
          drugName: shownName,
          strength: details.selected.strength,
          quantity: quantityText(details.selected.quantityToDisplay),
          price: formatPrice(lowest.price),
          zip: details.zip,
        })
      : undefined,
  );
  // After an option change: the panel closes on a phone, and the new prices are announced (and focused, on a phone) once shown.
  const { announcement, optionChanged } = usePricesUpdated(details, !isFetching && !rendering, isMobile, state.rejectedZip !== '');
  const onOptionChanged = useCallback(() => {
    setEditing(false);
    optionChanged();
  }, [optionChanged]);
  // A new place: focus goes to its prices at every width (the zip field it was typed in closes).
  const onPlaceChanged = useCallback(() => optionChanged('everyWidth'), [optionChanged]);
  const returnURL = `${pathname}${query ? `?${query}` : ''}`;
  // On mobile the compact summary stands in from the start (the panel opening and closing around
  // the first load made the page jump); the panel opens by Edit, or when a search failed.
  const showPanel = !isMobile || editing || (!details && card !== undefined && card.kind !== 'zip');
  const typed = searchedFor(navigationState);
  const header = (
    <header className="drug-page__header">
      <h1>{shownName}</h1>
      {typed && details ? <ShowingInstead shown={shownName} typed={typed} /> : null}
      <CrossLabel details={details} />
    </header>
  );

  // An unknown name is read the way people type (a strength, a misspelling, a class word) before
  // it is the Not Found popup.
  if (card?.kind === 'drugNotFound') {
    return <SearchResolution key={drugName} drugName={drugName} card={card} exact={isExactSearch(navigationState)} />;
  }
  // A refused zip is said once, by the location line; the last good prices stay.
  const resultsCard = card?.kind === 'zip' ? undefined : card;

  return (
    <div className="page drug-page">
      {header}
      {current ? <LocationLine details={details} zip={state.selection.zip} request={request} rejectedZip={state.rejectedZip} refusedByServer={state.zipRefusedByServer} onPlaceChanged={onPlaceChanged} /> : null}
      <div className="drug-page__layout">
        <aside className="drug-page__options" aria-label={t('drug.yourPrescription')}>
          {isMobile ? (
            <MobileSummary details={details} zip={state.selection.zip} editing={showPanel} onEdit={() => setEditing((v) => !v)} panelId={panelId} />
          ) : null}
          <div id={panelId} hidden={!showPanel}>
            <OptionsPanel
              selection={state.selection}
              details={details}
              onSearch={() => {
                onOptionChanged();
                searchAgain(details);
              }}
              onChanged={onOptionChanged}
            />
          </div>
        </aside>
        <div className="drug-page__results">
          {resultsCard ? (
            <Suspense fallback={null}>
              <ErrorCard card={resultsCard} drugName={drugName} />
            </Suspense>
          ) : null}
          {!details ? (
            <p className="search-page__prompt">
              {t('drug.prompt', { drugName })}
            </p>
          ) : resultsCard ? null : (
            <Results
              details={details}
              drugName={shownName}
              pharmacyFilter={state.selection.pharmacyFilter}
              showUnpopular={state.showUnpopular}
              layout={isMobile ? 'mobile' : 'desktop'}
              returnURL={returnURL}
              now={now}
              source={source}
              onSearchAgain={searchAgain}
            />
          )}
          {details && !resultsCard ? <AddToMyMedicines item={{ ...details.selected, qty: details.selected.quantity }} /> : null}
          {details && details.drugs.length > 0 && !resultsCard ? (
            <WhenNear>
              <PriceAlertSlot details={details} />
            </WhenNear>
          ) : null}
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <LoadingOverlay on={request !== null && !quiet && (isFetching || rendering)} />
    </div>
  );
}
