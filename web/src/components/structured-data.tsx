import { BRAND } from '../../../shared/brand';
import { SITE_ORIGIN } from '../../../shared/seo';

/** `<` is escaped so no text in the data can close the script element. */
export function jsonLdText(data: object): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}

/** schema.org data for search engines as a JSON-LD script (data only: the browser never runs it). */
export function StructuredData({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

export const organizationData = {
  '@type': 'Organization',
  name: BRAND.name,
  url: SITE_ORIGIN,
  email: BRAND.email,
  telephone: BRAND.phoneE164,
  contactPoint: { '@type': 'ContactPoint', telephone: BRAND.phoneE164, email: BRAND.email, contactType: 'customer support', areaServed: 'US' },
};
