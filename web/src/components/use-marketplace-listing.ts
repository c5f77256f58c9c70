import { useConfigQuery } from '../api/config-endpoints';
import { DEFAULT_MARKETPLACE_LISTING_URL } from '../../../shared/marketplace-listing';

/** The Coupon API's AWS Marketplace listing, as the stage configures it (/config). */
export function useMarketplaceListingUrl(): string {
  const { data } = useConfigQuery();
  return data?.links.marketplaceListing ?? DEFAULT_MARKETPLACE_LISTING_URL;
}
