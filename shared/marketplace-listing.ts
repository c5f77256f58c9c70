import { BRAND } from './brand';

/**
 * Where a buyer subscribes to the Coupon API: our AWS Marketplace listing. The stage's
 * MARKETPLACE_LISTING_URL sets it (served in /config); until it is set, Marketplace's search for
 * the product. A link only: nothing is loaded from AWS until a visitor follows it.
 */
export const DEFAULT_MARKETPLACE_LISTING_URL = `https://aws.amazon.com/marketplace/search/results?searchTerms=${encodeURIComponent(`${BRAND.name} Coupon API`)}`;

/** Only an https link on AWS Marketplace is accepted as the listing (a typo in the setting falls back to the default). */
export function marketplaceListingUrl(configured: string | undefined): string {
  const value = configured?.trim();
  if (!value) return DEFAULT_MARKETPLACE_LISTING_URL;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname === 'aws.amazon.com' && url.pathname.startsWith('/marketplace/') ? url.toString() : DEFAULT_MARKETPLACE_LISTING_URL;
  } catch {
    return DEFAULT_MARKETPLACE_LISTING_URL;
  }
}
