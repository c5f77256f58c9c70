import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FeaturedSaving } from '../../../../shared/contracts/featured';
import { FEATURED_DRUGS } from '../../../../shared/featured-drugs';
import { formatPrice, formatRetailPrice } from '../../../../shared/validation';
import { useFeaturedSavingsQuery } from './home-endpoints';
import { useLang, useLocalize, useT, type Translate } from '../../i18n/use-t';
import type { Lang } from '../../i18n/lang';

/** While a zip's own cards are being computed (within minutes), ask again this often. */
const PENDING_POLL_MS = 5_000;

const drugHref = (name: string) => `/${encodeURIComponent(name)}`;

/** "checked 2:05 PM", or the date for an older card (a card that could not be refreshed keeps its last good price). */
function checkedText(t: Translate, lang: Lang, iso: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  // English keeps the browser's own formats; Spanish pages format in US Spanish.
  const locale = lang === 'es' ? 'es-US' : undefined;
  return t('home.checked', { when: sameDay ? at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }) : at.toLocaleDateString(locale, { month: 'short', day: 'numeric' }) });
}

function FeaturedCard({ card }: { card: FeaturedSaving }) {
  // A retail price the PBMs modelled (or did not source) is an estimate and says so.
  const observed = card.retailPriceSource?.kind === 'observed';
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  return (
    <li className="featured-card">
      <Link to={localize(drugHref(card.drugName))} className="featured-card__link">
        <h3 className="featured-card__name">{card.drugName}</h3>
        {/* A drug with no brand sold (Amoxicillin) says so, never an empty "Generic for". */}
        <p className="featured-card__brand">{card.brandName.trim() ? t('home.genericFor', { name: card.brandName.trim() }) : t('home.genericNoBrand')}</p>
        <p className="featured-card__pack">
          {card.strength} {card.form.toLowerCase()}, {card.pack}
        </p>
        {card.savingsPercent > 0 ? (
          <p className="featured-card__save">{t(observed ? 'home.save' : 'home.saveOnEstimate', { percent: String(card.savingsPercent) })}</p>
        ) : null}
        <p className="featured-card__prices">
          <span className="featured-card__price">
            <span className="visually-hidden">{t('home.couponPrice')} </span>
            {formatPrice(card.price)}
          </span>{' '}
          {card.retailPrice > card.price ? (
            <s className="featured-card__retail">
              <span className={observed ? 'visually-hidden' : 'featured-card__retail-name'}>{observed ? `${t('home.retailPrice')} ` : `${t('home.estRetail')} `}</span>
              {formatRetailPrice(card.retailPrice)}
            </s>
          ) : null}
        </p>
        <p className="featured-card__checked">
          <time dateTime={card.checkedAt}>{checkedText(t, lang, card.checkedAt)}</time>
        </p>
      </Link>
    </li>
  );
}

function SkeletonCard() {
  return (
    <li className="featured-card featured-card--skeleton" aria-hidden="true">
      <span className="skeleton skeleton--title" />
      <span className="skeleton" />
      <span className="skeleton" />
      <span className="skeleton skeleton--price" />
    </li>
  );
}

/** Always six slots: the cards there are, and a placeholder for each one still being priced. */
function CardGrid({ cards }: { cards: readonly FeaturedSaving[] }) {
  return (
    <ul className="featured-grid">
      {cards.map((card) => (
        <FeaturedCard key={card.drugName} card={card} />
      ))}
      {FEATURED_DRUGS.slice(cards.length).map((name) => (
        <SkeletonCard key={name} />
      ))}
    </ul>
  );
}

/**
 * rules#home Featured Savings: six cards priced near the visitor. They were priced ahead of the
 * request; a zip asked for the first time shows the nearest zip's cards while its own are computed,
 * then updates itself.
 */
export function FeaturedSavings({ zip }: { zip: string | undefined }) {
  const [pending, setPending] = useState(false);
  const { data, isLoading, isFetching, isError, refetch } = useFeaturedSavingsQuery({ zip: zip ?? '' }, { skip: zip === undefined, pollingInterval: pending ? PENDING_POLL_MS : 0 });
  useEffect(() => setPending(Boolean(data?.pending)), [data?.pending]);
  const loading = zip === undefined || isLoading;
  const t = useT();
  return (
    <section className="featured" aria-labelledby="featured-heading" aria-busy={loading || (isFetching && !data)}>
      <h2 id="featured-heading">{t('home.featuredHeading')}</h2>
      {loading ? (
        <>
          <p className="featured__note" role="status">
            {t('home.checkingNearYou')}
          </p>
          <CardGrid cards={[]} />
        </>
      ) : isError || !data ? (
        <div className="alert alert--error featured__error" role="alert">
          <span>{t('home.featuredError')}</span>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <>
          <p className="featured__note" role="status">
            {data.pricedNear === data.zip
              ? t('home.featuredNote', { zip: data.zip })
              : data.savings.length
                ? t('home.featuredNoteNearest', { near: data.pricedNear, zip: data.zip })
                : t('home.checkingNear', { zip: data.zip })}
          </p>
          <CardGrid cards={data.savings} />
        </>
      )}
    </section>
  );
}
