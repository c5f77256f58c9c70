import { Link } from 'react-router-dom';
import type { FeaturedSaving } from '../../../../shared/contracts/featured';
import { FEATURED_DRUGS } from '../../../../shared/featured-drugs';
import { formatPrice, formatRetailPrice } from '../../../../shared/validation';
import { useFeaturedSavingsQuery } from './home-endpoints';

const drugHref = (name: string) => `/${encodeURIComponent(name)}`;

function FeaturedCard({ card }: { card: FeaturedSaving }) {
  return (
    <li className="featured-card">
      <Link to={drugHref(card.drugName)} className="featured-card__link">
        <h3 className="featured-card__name">{card.drugName}</h3>
        <p className="featured-card__brand">Generic for {card.brandName}</p>
        <p className="featured-card__pack">
          {card.strength} {card.form.toLowerCase()}, {card.pack}
        </p>
        {card.savingsPercent > 0 ? <p className="featured-card__save">Save {card.savingsPercent}%</p> : null}
        <p className="featured-card__prices">
          <span className="featured-card__price">
            <span className="visually-hidden">Coupon price </span>
            {formatPrice(card.price)}
          </span>{' '}
          {card.retailPrice > card.price ? (
            <s className="featured-card__retail">
              <span className="visually-hidden">Typical retail price </span>
              {formatRetailPrice(card.retailPrice)}
            </s>
          ) : null}
        </p>
      </Link>
    </li>
  );
}

function SkeletonCards() {
  return (
    <ul className="featured-grid" aria-hidden="true">
      {FEATURED_DRUGS.map((name) => (
        <li key={name} className="featured-card featured-card--skeleton">
          <span className="skeleton skeleton--title" />
          <span className="skeleton" />
          <span className="skeleton" />
          <span className="skeleton skeleton--price" />
        </li>
      ))}
    </ul>
  );
}

/** rules#home Featured Savings: six cards priced near the visitor by the pricing engine. */
export function FeaturedSavings({ zip }: { zip: string | undefined }) {
  const { data, isLoading, isFetching, isError, refetch } = useFeaturedSavingsQuery({ zip: zip ?? '' }, { skip: zip === undefined });
  const loading = zip === undefined || isLoading;
  return (
    <section className="featured" aria-labelledby="featured-heading" aria-busy={loading || isFetching}>
      <h2 id="featured-heading">Featured Savings</h2>
      {loading ? (
        <>
          <p className="featured__note" role="status">
            Checking today's prices near you…
          </p>
          <SkeletonCards />
        </>
      ) : isError || !data ? (
        <div className="alert alert--error featured__error" role="alert">
          <span>We could not load today's featured prices.</span>
          <button type="button" className="button" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : data.savings.length === 0 ? (
        <p className="featured__note">No featured prices are available near {data.zip} right now. Search your drug above to see every price.</p>
      ) : (
        <>
          <p className="featured__note">
            Lowest coupon price near {data.zip} today, against the typical retail price there. Prices change; tap a drug for every
            pharmacy near you.
          </p>
          <ul className="featured-grid">
            {data.savings.map((card) => (
              <FeaturedCard key={card.drugName} card={card} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
