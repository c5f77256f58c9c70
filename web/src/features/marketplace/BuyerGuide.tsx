import { Link } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { useMarketplaceListingUrl } from '../../components/use-marketplace-listing';

/**
 * A buyer who lands on a /marketplace/… address that is not an admin page (e.g. /marketplace/register):
 * how to subscribe to the Coupon API, with no sign-in asked. The admin pages stay behind sign-in.
 */
export function BuyerGuide() {
  const listing = useMarketplaceListingUrl();
  return (
    <div className="page narrow marketplace">
      <h1>Subscribe to the {BRAND.name} Coupon API</h1>
      <p>You buy the Coupon API through AWS Marketplace, billed on your AWS account. You need no account with us to start.</p>
      <ol className="marketplace__steps">
        <li>
          Open our listing on AWS Marketplace and sign in to your AWS account there.
        </li>
        <li>Choose a plan and select Subscribe.</li>
        <li>Select Set up your account: AWS Marketplace brings you back to {BRAND.name}.</li>
        <li>Give your company name and e-mail address. Your API key is shown once, at once.</li>
      </ol>
      <p>
        <a className="button" href={listing} rel="noopener">
          Open the Coupon API on AWS Marketplace
        </a>
      </p>
      <p>
        Before you buy: <Link to="/coupon-api">the two revenue models</Link>, <Link to="/coupon-api/reference">the API reference</Link>, or{' '}
        <Link to="/api-contact">ask us a question</Link>.
      </p>
    </div>
  );
}
