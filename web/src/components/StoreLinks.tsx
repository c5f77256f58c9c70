import { BRAND } from '../../../shared/brand';

/**
 * Links to the app in the Apple and Google stores, only where the brand lists a published app
 * (shared/brand.ts): no placeholder store link is ever shown.
 */
export function StoreLinks({ className }: { className?: string }) {
  const stores = [
    { href: BRAND.appStoreUrl, label: 'Download on the App Store' },
    { href: BRAND.playStoreUrl, label: 'Get it on Google Play' },
  ].filter((s): s is { href: string; label: string } => Boolean(s.href));
  if (!stores.length) return null;
  return (
    <section className={className} aria-label="Get the app">
      {stores.map((s) => (
        <a key={s.href} className="store-link button" href={s.href} rel="noopener noreferrer" target="_blank">
          {s.label}
        </a>
      ))}
    </section>
  );
}
