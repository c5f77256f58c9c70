import { useEffect, useRef, useState } from 'react';
import { TRANSFER_MIN_CHARS, type TransferPharmacy } from '../../../../shared/contracts/transfer';
import { reportClientError } from '../../app/client-errors';
import { useLazyPrescriptionTransferQuery } from './transfer-endpoints';

/** rules#states, rules#constants: 200 ms after typing stops. */
export const TRANSFER_DEBOUNCE_MS = 200;

export type TransferSearch =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; query: string; pharmacies: TransferPharmacy[] };

/**
 * rules#prescription-transfer, rules#calls: looks pharmacies up from 3 characters, 200 ms after typing stops, cancelling the
 * previous request. A failure is reported and otherwise silent (rules#errors).
 */
export function useTransferSearch(name: string): TransferSearch {
  const [trigger] = useLazyPrescriptionTransferQuery();
  const [result, setResult] = useState<TransferSearch>({ state: 'idle' });
  const inFlight = useRef<{ abort(): void }>(undefined);

  useEffect(() => {
    const query = name.trim();
    inFlight.current?.abort();
    if (query.length < TRANSFER_MIN_CHARS) {
      setResult({ state: 'idle' });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setResult({ state: 'loading' });
      const request = trigger({ pharmacyName: query });
      inFlight.current = request;
      request
        .unwrap()
        .then((data) => live && setResult({ state: 'done', query, pharmacies: data.pharmacies }))
        .catch((err: { kind?: string; status?: number; name?: string }) => {
          if (err?.kind === 'cancelled' || err?.name === 'AbortError' || !live) return;
          reportClientError(`prescription transfer lookup failed (status ${err?.status ?? 'none'}) on ${location.pathname}`);
          setResult({ state: 'idle' });
        });
    }, TRANSFER_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [name, trigger]);

  useEffect(() => () => inFlight.current?.abort(), []);
  return result;
}
