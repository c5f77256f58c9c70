import type { PharmacyPrice } from '../../../../shared/contracts/prices';
import { formatPrice } from '../../../../shared/validation';
import { ROW_STATUS_TEXT } from './price-status';

/** 'x.xx mi away' (rules#drug-page), and where the directory knows only the zip code, that the distance is from its centre. */
export function Distance({ store, block = 'pharmacy-row' }: { store: Pick<PharmacyPrice, 'distance' | 'geo'>; block?: 'pharmacy-row' | 'other-locations' }) {
  return (
    <p className={`${block}__where`}>
      <span className={`${block}__distance`}>{store.distance.toFixed(2)} mi away</span>
      {store.geo === 'zip' ? <span className={`${block}__approx`}> (approximate: from the zip code&apos;s centre)</span> : null}
    </p>
  );
}

export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Directions to a store in the visitor's maps app: a plain link (Google's cross-platform Maps URL,
 * which a phone hands to its maps app), so nothing is fetched from a map service until it is followed.
 */
const directionsHref = (store: Pick<PharmacyPrice, 'pharmacyName' | 'address'>): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${store.pharmacyName}, ${store.address}`)}`;

export function Directions({ store, className }: { store: Pick<PharmacyPrice, 'pharmacyName' | 'address'>; className: string }) {
  return (
    <a className={className} href={directionsHref(store)} target="_blank" rel="noopener noreferrer" aria-label={`Directions to ${store.pharmacyName}, ${store.address} (opens your maps app)`}>
      Directions
    </a>
  );
}

/** What another store of the chain charges, said only when it is not the entry's price. */
function priceIfDifferent(store: PharmacyPrice, entry: PharmacyPrice): string | undefined {
  if (store.priceStatus === entry.priceStatus && store.price === entry.price) return undefined;
  return store.priceStatus === 'priced' ? formatPrice(store.price) : ROW_STATUS_TEXT[store.priceStatus].label;
}

const moreLocationsText = (n: number): string => `${n} more location${n === 1 ? '' : 's'} nearby`;

/**
 * rules#states keeps one entry per pharmacy name, its nearest store; the chain's other stores in the
 * priced set are one disclosure away, nearest first, each with its distance and phone (and its
 * price where it differs from the entry's).
 */
export function OtherLocations({ entry, others }: { entry: PharmacyPrice; others: PharmacyPrice[] }) {
  if (!others.length) return null;
  return (
    <details className="other-locations">
      <summary>{moreLocationsText(others.length)}</summary>
      <ul aria-label={`Other ${entry.pharmacyName} locations`}>
        {others.map((store) => {
          const price = priceIfDifferent(store, entry);
          return (
            <li key={store.pharmacyId} className="other-locations__store">
              <p className="other-locations__address">{store.address}</p>
              <Distance store={store} block="other-locations" />
              <p className="other-locations__phone">
                {store.phone ? <a href={telHref(store.phone)}>{store.phone}</a> : null}
                {store.phone ? ' · ' : null}
                <Directions store={store} className="other-locations__directions" />
              </p>
              {price ? <p className="other-locations__price">{price} at this store</p> : null}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
