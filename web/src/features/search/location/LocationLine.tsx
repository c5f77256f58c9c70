import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { DrugDetails } from '../../../../../shared/contracts/prices';
import { cacheZip } from '../../../components/zip-cache';
import { useT } from '../../../i18n/use-t';
import type { DetailsRequest } from '../search-slice';
import './location.css';

// Opened by "Change": the zip field and its checks load on the first opening.
const ZipForm = lazy(() => import('./ZipForm').then((m) => ({ default: m.ZipForm })));

interface Props {
  details: DrugDetails | null;
  /** The zip the visitor chose (before its prices arrive). */
  zip: string;
  /** The page's request (where it asked for prices). */
  request: DetailsRequest | null;
  rejectedZip: string;
  /** The server refused rejectedZip: its message is rules#errors' zip card, said here and nowhere else. */
  refusedByServer: boolean;
  /** A new zip or the device location was submitted: the page moves focus to the new prices once shown. */
  onPlaceChanged?: () => void;
}

/** "San Diego, CA 92101" when the answer names the zip's town, else the zip alone. */
function placeText(details: DrugDetails | null, zip: string): string {
  if (!details || details.zip !== zip || !details.place) return zip;
  return `${details.place.city}, ${details.place.state} ${zip}`;
}

/**
 * Where the prices are for, always on show: "Prices near San Diego, CA 92101 · Change". Change
 * opens the zip field; a zip the page could not use opens it with that zip and its error.
 */
export function LocationLine({ details, zip, request, rejectedZip, refusedByServer, onPlaceChanged }: Props) {
  const formId = useId();
  const changeButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(rejectedZip !== '');
  const shownZip = zip || details?.zip || '';
  const usedDefaultZip = Boolean(request?.usedDefaultZip);
  const locatedZip = request && 'lat' in request.query ? details?.zip : undefined;
  const t = useT();

  useEffect(() => {
    if (rejectedZip) setEditing(true);
  }, [rejectedZip]);
  // The device location's nearest zip becomes the visitor's zip, as one typed would.
  useEffect(() => {
    if (locatedZip) cacheZip(locatedZip);
  }, [locatedZip]);

  return (
    <section className="location-line" aria-label={t('drug.location.label')}>
      <p className="location-line__text">
        {shownZip ? (
          <>
            {t('drug.location.near')} <strong>{placeText(details, shownZip)}</strong>
          </>
        ) : (
          t('drug.location.nearYou')
        )}
        <span aria-hidden="true"> · </span>
        <button ref={changeButton} type="button" className="link-button" aria-expanded={editing} aria-controls={formId} onClick={() => setEditing((open) => !open)}>
          {t('drug.location.change')}<span className="visually-hidden"> {t('drug.location.changeWhat')}</span>
        </button>
      </p>
      {usedDefaultZip && !editing ? <p className="location-line__hint">{t('drug.location.updateZip')}</p> : null}
      {editing ? (
        <Suspense fallback={null}>
          <ZipForm
            key={rejectedZip}
            id={formId}
            initialText={rejectedZip}
            refusedByServer={refusedByServer}
            answer={details}
            onDone={(moved) => {
              setEditing(false);
              // Focus never drops to the page with the closed field: back to Change, then (for a
              // new place) on to its prices once they are shown.
              requestAnimationFrame(() => {
                const dropped = !document.activeElement || document.activeElement === document.body;
                if (dropped) changeButton.current?.focus();
              });
              if (moved) onPlaceChanged?.();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
