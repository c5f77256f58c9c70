import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, type RootState } from '../../app/store';
import { isValidZip } from '../../../../shared/validation';
import { errorCardFor } from './error-card';
import { searchEndpoints } from './search-endpoints';
import { buildDetailsQuery, searchActions } from './search-slice';
import { selectSearch } from './search-store';
import type { DrugDetails } from '../../../../shared/contracts/prices';

const NO_ANSWER_RETRY_MS = 400;
const noServiceAnswered = (d: DrugDetails) => d.drugs.length === 0 && d.providersAsked.length > 0 && d.providersAnswered.length === 0;

/**
 * rules#states: one request per reload; a new request aborts the previous one, and an answer is used
 * only when its parameters are those of the last request sent. Cancelled requests are ignored.
 */
export function useDrugDetailsRequests(reloadSeq: number, source: 'web' | 'webm'): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const inflight = useRef<{ abort: () => void } | null>(null);
  const lastKey = useRef('');
  // The store outlives the page: coming back (e.g. from a coupon) mounts with the old reloadSeq,
  // which must not send a request for the previous visit; the page's own routeEntered reloads.
  const handledSeq = useRef(reloadSeq);

  useEffect(() => {
    if (reloadSeq === 0 || reloadSeq === handledSeq.current) return;
    handledSeq.current = reloadSeq;
    const state = selectSearch(store.getState());
    const query = buildDetailsQuery(state, source);
    const key = JSON.stringify(query);
    inflight.current?.abort();
    lastKey.current = key;
    dispatch(searchActions.requestSent({
      zip: 'zip' in query ? query.zip : '',
      quantity: query.qty ?? null,
      usedDefaultZip: !isValidZip(state.selection.zip) && state.location === null,
      usedCoordinates: 'lat' in query,
    }));
    const send = (attempt: number): Promise<void> => {
      const request = dispatch(searchEndpoints.endpoints.drugDetails.initiate(query, { subscribe: false, forceRefetch: true }));
      inflight.current = request;
      return request.unwrap().then(
        async (details): Promise<void> => {
          if (lastKey.current !== key) return;
          // No pricing service answered in time (a cold start, a burst): ask once more before saying so.
          if (attempt === 0 && noServiceAnswered(details)) {
            await new Promise((resolve) => setTimeout(resolve, NO_ANSWER_RETRY_MS));
            if (lastKey.current === key) await send(1);
            return;
          }
          dispatch(searchActions.detailsReceived(details));
        },
        (error: unknown) => {
          const card = errorCardFor(error);
          if (card && lastKey.current === key) dispatch(searchActions.requestFailed(card));
        },
      );
    };
    void send(0).finally(() => dispatch(searchActions.requestSettled()));
    // source is read when a reload is due, not a reason to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloadSeq, dispatch, store]);

  useEffect(
    () => () => {
      inflight.current?.abort();
      // If this instance mounts again (StrictMode's check in dev), its next reload must be sent.
      handledSeq.current = 0;
    },
    [],
  );
}
