import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import type { DrugDetails, PharmacyPrice, UcPriceSourceShown } from '../../../../shared/contracts/prices';
import { couponHref, couponOfRow } from '../../../../shared/coupon-link';
import { formatPrice, formatRetailPrice, savingsPercent } from '../../../../shared/validation';
import { COOKIES, writeCookie } from '../../components/cookies';
import { telHref } from '../../components/tel-href';
import { Directions, Distance, OtherLocations } from './OtherLocations';
import { checkedAgo } from './price-facts';
import { ROW_STATUS_TEXT } from './price-status';
import { WhyThisPrice } from './WhyThisPriceDisclosure';
import { useLang, useLocalize, useT, type Translate } from '../../i18n/use-t';

export type RowLayout = 'mobile' | 'desktop';

const NONE: PharmacyPrice[] = [];

/** rules#drug-page: choosing a coupon remembers the pharmacy and signals 'pharmacy selected'. */
export function pharmacyPicked(name: string): void {
  writeCookie(COOKIES.mostRecentlyPickedPharmacy.name, name, COOKIES.mostRecentlyPickedPharmacy.days);
  window.dispatchEvent(new CustomEvent('rxsavvy:pharmacy-selected'));
}

export function RetailPriceLabel({ describedBy }: { describedBy?: string }) {
  const t = useT();
  return (
    <p className="retail-label" aria-describedby={describedBy}>
      <span className="retail-label__name">{t('prices.retailPrice')}</span>
      <span className="retail-label__hint">{t('prices.retailHint')}</span>
    </p>
  );
}

/**
 * What the struck-through retail price is called: a modelled cash price is an "estimated retail
 * price", never shown as the pharmacy's posted price; an observed one says when and where it was seen.
 */
export function retailPriceName(source: UcPriceSourceShown): string {
  return source.kind === 'observed' ? `Retail price (${source.source}, ${source.asOf})` : 'Estimated retail price';
}

/** Beside the spec's 'Retail Price' label: why this row has no coupon, and whether its price is an estimate. */
export function retailRowExplanation(source: UcPriceSourceShown): string {
  const why = "The pharmacy's own cash price was lower than any coupon.";
  return source.kind === 'observed' ? `${why} Seen ${source.asOf} (${source.source}).` : `${why} This is an estimated retail price: ask the pharmacy for its price.`;
}

/** checkedAgo (price-facts.ts) in the page's language. */
export function localizedCheckedAgo(t: Translate, checkedAt: string, now: number): string {
  const at = Date.parse(checkedAt);
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor(Math.max(0, Math.round((now - at) / 1000)) / 60);
  if (minutes < 1) return t('prices.checkedNow');
  if (minutes < 60) return t('prices.checkedMinutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('prices.checkedHours', { hours });
  return t('prices.checkedDays', { days: Math.floor(hours / 24) });
}

/** The row's element id: the map's markers link to it. */
export const pharmacyRowId = (pharmacyId: string): string => `pharmacy-row-${pharmacyId}`;

/** Several rows each have a Get Coupon link: its name says which pharmacy it is for. */
export const couponLinkName = (price: Pick<PharmacyPrice, 'pharmacyName' | 'distance'>): string => `Get coupon for ${price.pharmacyName}, ${price.distance.toFixed(1)} mi`;

/** The pharmacy half of a row: upper-case name, 'x.xx mi away', address, phone, and the chain's other stores nearby. */
function PharmacyWho({ row, nameId, others }: { row: PharmacyPrice; nameId: string; others: PharmacyPrice[] }) {
  return (
    <div className="pharmacy-row__who">
      <h3 id={nameId} className="pharmacy-row__name">
        {row.pharmacyName.toUpperCase()}
      </h3>
      <Distance store={row} />
      <p className="pharmacy-row__address">{row.address}</p>
      {row.phone ? (
        <p className="pharmacy-row__phone">
          <a href={telHref(row.phone)}>{row.phone}</a>
        </p>
      ) : null}
      <p className="pharmacy-row__go">
        <Directions store={row} className="pharmacy-row__directions" />
      </p>
      <OtherLocations entry={row} others={others} />
    </div>
  );
}

/**
 * rules#drug-page pharmacy row: upper-case name, 'x.xx mi away', address, phone, price, struck retail price, Get Coupon.
 * A pharmacy of the priced set without a price says why instead: still being checked (it fills in by itself) or priced by no PBM.
 * Memoised: a late answer elsewhere on the page (mail order, the 90-day price) does not rebuild every row.
 */
export const PharmacyRow = memo(function PharmacyRow({ price, others = NONE, details, layout, returnURL, now }: {
  price: PharmacyPrice; others?: PharmacyPrice[]; details: DrugDetails; layout: RowLayout; returnURL: string; now: number;
}) {
  const nameId = useId();
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  if (price.priceStatus !== 'priced') {
    const text = lang === 'en' ? ROW_STATUS_TEXT[price.priceStatus] : { label: t(`prices.status.${price.priceStatus}.label`), hint: t(`prices.status.${price.priceStatus}.hint`) };
    return (
      <li id={pharmacyRowId(price.pharmacyId)} tabIndex={-1} className={`pharmacy-row pharmacy-row--${layout} pharmacy-row--${price.priceStatus}`}>
        <PharmacyWho row={price} nameId={nameId} others={others} />
        <div className="pharmacy-row__price">
          <p className="pharmacy-row__status" aria-describedby={nameId}>
            {price.priceStatus === 'checking' ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
            <span className="pharmacy-row__status-label">{text.label}</span>
            <span className="pharmacy-row__status-hint">{text.hint}</span>
          </p>
        </div>
        {price.priceStatus === 'checking' ? (
          // The places a price's coupon button and "Why this price" take, kept: the row does not change height when its price arrives.
          <>
            <div className="pharmacy-row__action pharmacy-row__placeholder" aria-hidden="true" />
            <div className="pharmacy-row__why pharmacy-row__placeholder" aria-hidden="true" />
          </>
        ) : null}
      </li>
    );
  }
  const saved = savingsPercent(price.price, price.ucPrice);
  const retail = price.priceBasis === 'UC';
  return (
    <li id={pharmacyRowId(price.pharmacyId)} tabIndex={-1} className={`pharmacy-row pharmacy-row--${layout}`}>
      <PharmacyWho row={price} nameId={nameId} others={others} />
      <div className="pharmacy-row__price">
        <div className="pharmacy-row__amount">{formatPrice(price.price)}</div>
        {!retail && saved !== undefined ? (
          <p className="pharmacy-row__retail">
            <span className="pharmacy-row__retail-name">
              {lang === 'en' ? retailPriceName(price.ucPriceSource) : price.ucPriceSource.kind === 'observed' ? t('prices.retailSeen', { source: price.ucPriceSource.source, asOf: price.ucPriceSource.asOf }) : t('prices.estimatedRetail')}
            </span>{' '}
            <s>{formatRetailPrice(price.ucPrice)}</s>{' '}
            <span className="pharmacy-row__saving">{t('home.save', { percent: String(saved) })}</span>
          </p>
        ) : null}
        <p className="pharmacy-row__checked">{lang === 'en' ? checkedAgo(price.checkedAt, now) : localizedCheckedAgo(t, price.checkedAt, now)}</p>
      </div>
      <div className="pharmacy-row__action">
        {retail ? (
          <>
            <RetailPriceLabel describedBy={nameId} />
            <p className="pharmacy-row__retail-why">
              {lang === 'en'
                ? retailRowExplanation(price.ucPriceSource)
                : `${t('prices.retailWhy')} ${price.ucPriceSource.kind === 'observed' ? t('prices.retailWhySeen', { source: price.ucPriceSource.source, asOf: price.ucPriceSource.asOf }) : t('prices.retailWhyEstimate')}`}
            </p>
          </>
        ) : (
          <Link
            className="button"
            to={localize(couponHref(couponOfRow(price, details.selected), returnURL))}
            aria-label={lang === 'en' ? couponLinkName(price) : t('prices.couponFor', { pharmacy: price.pharmacyName, miles: price.distance.toFixed(1) })}
            onClick={() => pharmacyPicked(price.pharmacyName)}
          >
            {t('prices.getCoupon')}
          </Link>
        )}
      </div>
      <div className="pharmacy-row__why">
        <WhyThisPrice price={price} details={details} />
      </div>
    </li>
  );
});
