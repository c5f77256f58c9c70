import { Link } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { API_FACTS, REFERENCE_PATH, REVENUE_MODELS } from './revenue-models';
import { useMarketplaceListingUrl } from '../../components/use-marketplace-listing';
import '../../components/ui-extras.css';
import './coupon-api.css';

/** rules#coupon-api-contact, rules#constants: the Coupon API offer with its two revenue models. */
export default function CouponApiPage() {
  const listing = useMarketplaceListingUrl();
  return (
    <div className="page coupon-api">
      <header className="page-hero">
        <h1>The {BRAND.name} Coupon API</h1>
        <p className="coupon-api__lead">
          Put prescription discount coupon prices from 12 PBMs into your app, site or benefits platform, and share in the revenue of
          every prescription filled with them.
        </p>
        <ul className="coupon-api__facts">
          {API_FACTS.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </header>

      <section aria-labelledby="models-heading">
        <h2 id="models-heading">Two revenue models</h2>
        <div className="coupon-api__models">
          {REVENUE_MODELS.map((model) => (
            <article key={model.id} className="coupon-api__model" aria-labelledby={`model-${model.id}`}>
              <h3 id={`model-${model.id}`}>{model.name}</h3>
              <p className="coupon-api__headline">{model.headline}</p>
              <p className="coupon-api__revenue">{model.typicalRevenue}</p>
              <ul>
                {model.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              {/* A buyer subscribes on AWS Marketplace, which then sends them to /aws-marketplace/register-customer for the key. */}
              <a className="button" href={listing} rel="noopener">
                Get started with {model.name}
              </a>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="reference-heading" className="coupon-api__reference">
        <h2 id="reference-heading">For developers</h2>
        <p>
          Keyed JSON over HTTPS: drug search, formulations, prices near a zip code, prices at up to 50 pharmacies by NPI and mail-order
          prices. Subscribe through AWS Marketplace to receive your API key.
        </p>
        <p>
          <Link to={`${REFERENCE_PATH}#PassThrough`}>Read the API reference</Link>
        </p>
        <p>
          To subscribe: open our listing on AWS Marketplace, choose a plan and Subscribe, then Set up your account. AWS Marketplace brings
          you back here to give your company and e-mail, and you receive your API key at once.
        </p>
        <a className="button" href={listing} rel="noopener">
          Subscribe on AWS Marketplace
        </a>{' '}
        <Link className="button button--secondary" to="/api-contact">
          Contact us about the Coupon API
        </Link>
      </section>
    </div>
  );
}
