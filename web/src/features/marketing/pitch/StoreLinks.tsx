import { BRAND } from '../../../../../shared/brand';

/** Links to the app in the Apple and Google stores (they open the store; nothing is loaded from it here). */
export function StoreLinks() {
  return (
    <p className="mk-store-links">
      <a className="button" href={BRAND.appStoreUrl} rel="noopener noreferrer" target="_blank">
        Download on the App Store
      </a>
      <a className="button" href={BRAND.playStoreUrl} rel="noopener noreferrer" target="_blank">
        Get it on Google Play
      </a>
    </p>
  );
}
