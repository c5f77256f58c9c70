import type { PharmacyPrice } from '../../../../shared/contracts/prices';
import { formatPrice } from '../../../../shared/validation';
import { useT } from '../../i18n/use-t';
import { telHref } from '../../components/tel-href';

/** 'x.xx mi away' (rules#drug-page), and where the directory knows only the zip code, that the distance is from its centre. */
export function Distance({ store, block = 'pharmacy-row' }: { store: Pick<PharmacyPrice, 'distance' | 'geo'>; block?: 'pharmacy-row' | 'other-locations' }) {
  const t = useT();
  return (
    <p className={`${block}__where`}>
      <span className={`${block}__distance`}>{t('drug.row.away', { miles: store.distance.toFixed(2) })}</span>
      {store.geo === 'zip' ? <span className={`${block}__approx`}> {t('drug.row.approx')}</span> : null}
    </p>
  );
}

/**
 * Directions to a store in the visitor's maps app: a plain link (Google's cross-platform Maps URL,
 * which a phone hands to its maps app), so nothing is fetched from a map service until it is followed.
 */
const directionsHref = (store: Pick<PharmacyPrice, 'pharmacyName' | 'address'>): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${store.pharmacyName}, ${store.address}`)}`;

export function Directions({ store, className }: { store: Pick<PharmacyPrice, 'pharmacyName' | 'address'>; className: string }) {
  const t = useT();
  return (
    <a className={className} href={directionsHref(store)} target="_blank" rel="noopener noreferrer" aria-label={t('drug.map.directionsTo', { pharmacy: store.pharmacyName, address: store.address })}>
      {t('drug.map.directions')}
    </a>
  );
}

/**
 * rules#states keeps one entry per pharmacy name, its nearest store; the chain's other stores in the
 * priced set are one disclosure away, nearest first, each with its distance and phone (and its
 * price where it differs from the entry's).
 */
export function OtherLocations({ entry, others }: { entry: PharmacyPrice; others: PharmacyPrice[] }) {
  const t = useT();
  if (!others.length) return null;
  /** What another store of the chain charges, said only when it is not the entry's price. */
  const priceIfDifferent = (store: PharmacyPrice): string | undefined => {
    if (store.priceStatus === entry.priceStatus && store.price === entry.price) return undefined;
    return store.priceStatus === 'priced' ? formatPrice(store.price) : t(`prices.status.${store.priceStatus}.label`);
  };
  return (
    <details className="other-locations">
      <summary>{t('drug.row.moreLocations', { count: others.length })}</summary>
      <ul aria-label={t('drug.row.otherLocations', { pharmacy: entry.pharmacyName })}>
        {others.map((store) => {
          const price = priceIfDifferent(store);
          return (
            <li key={store.pharmacyId} className="other-locations__store">
              <p className="other-locations__address">{store.address}</p>
              <Distance store={store} block="other-locations" />
              <p className="other-locations__phone">
                {store.phone ? <a href={telHref(store.phone)}>{store.phone}</a> : null}
                {store.phone ? ' · ' : null}
                <Directions store={store} className="other-locations__directions" />
              </p>
              {price ? <p className="other-locations__price">{t('drug.row.atThisStore', { price })}</p> : null}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
