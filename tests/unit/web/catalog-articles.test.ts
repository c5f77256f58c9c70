import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../../../shared/brand';
import { richText } from '../../../web/src/components/RichText';
import { catalogArticle, richLinks } from '../../../web/src/features/marketing/content/catalog-text';
import { cvsComparison, optumComparison } from '../../../web/src/features/marketing/content/comparisons';
import { answerText, faqGroups } from '../../../web/src/features/marketing/content/faq';
import { about } from '../../../web/src/features/marketing/content/company';
import { CLAIMS } from '../../../web/src/features/marketing/content/claims';
import { consumerDiscountCards, doNotOvercharge, local, mobileApp, shouldIUseACoupon } from '../../../web/src/features/marketing/content/consumer';
import { privacyPolicy, termsOfUse } from '../../../web/src/features/marketing/content/legal';
import { membersContent } from '../../../web/src/features/marketing/content/members';
import en from '../../../web/src/i18n/catalogs/en.json';
import es from '../../../web/src/i18n/catalogs/es.json';
import { translate } from '../../../web/src/i18n/i18n';
import type { Translate } from '../../../web/src/i18n/use-t';

/** The catalog's `t`, failing on a key the catalog does not have. */
function strictT(catalog: Record<string, string>, locale = catalog === es ? 'es' : 'en'): Translate {
  const i18n = setupI18n({ locale, messages: { [locale]: catalog } });
  return (key, values) => {
    expect(catalog, `missing ${key}`).toHaveProperty([key]);
    return translate(i18n, key, values);
  };
}

describe('pages whose words are catalog sections', () => {
  it.each([
    ['privacy', privacyPolicy],
    ['terms', termsOfUse],
    ['cvs', cvsComparison],
    ['optum', optumComparison],
    ['discount cards', consumerDiscountCards],
    ['should I use a coupon', shouldIUseACoupon],
    ['do not overcharge', doNotOvercharge],
    ['local', local],
    ['mobile app', mobileApp],
    ['about', about],
  ] as const)('every message the %s article asks for is in both catalogs', (_name, shape) => {
    for (const catalog of [en, es]) expect(catalogArticle(strictT(catalog), shape).sections.length).toBe(shape.sections.length);
  });

  it('the FAQ asks only for messages the catalogs have, and its answers keep their links', () => {
    const groups = faqGroups(strictT(en));
    expect(groups.map((g) => g.heading)).toEqual(['Using coupons', 'Prices', 'Privacy and help']);
    expect(groups[2]?.items[2]?.answer).toEqual(['Call ', { text: BRAND.phone, href: `tel:${BRAND.phoneE164}` }, ' or use the ', { text: 'contact form', to: '/contact' }, '.']);
    expect(answerText(groups[2]!.items[0]!.answer)).toBe('No. We show no ads, use no trackers and never sell user data. See our Trust Center.');
    expect(faqGroups(strictT(es)).flatMap((g) => g.items)).toHaveLength(11);
  });

  it('the English privacy policy reads as before (its Trust Center anchor, the e-mail link)', () => {
    const privacy = catalogArticle(strictT(en), privacyPolicy);
    expect(privacy.heading).toBe('Privacy Policy');
    expect(privacy.meta).toBe('Last updated: November 22, 2026');
    expect(privacy.sections[0]).toMatchObject({ id: 'trust-center', heading: 'Trust Center' });
    expect(privacy.sections[5]?.paragraphs?.[0]).toContainEqual({ text: BRAND.email, href: `mailto:${BRAND.email}` });
    expect(catalogArticle(strictT(en), termsOfUse).lead).toBe(`These terms apply when you use ${BRAND.name}'s website, app, coupons and Coupon API. By using them you agree to these terms.`);
  });

  it('the member pitch page asks only for messages the catalogs have; in English its claims are the spec\'s, dates and all', () => {
    const english = membersContent(strictT(en));
    expect(english.highlight.stat).toEqual(CLAIMS.averageSavings);
    expect(english.statGroups.flatMap((g) => g.stats)).toEqual([CLAIMS.averageSavings, CLAIMS.maxSavings, CLAIMS.pbmPrices, CLAIMS.employerSavings, CLAIMS.noAds, CLAIMS.noDataSales]);
    expect(answerText(english.closing.contactNote!)).toBe(`Prefer to talk first? Call ${BRAND.phoneLabel} or contact us. Members switching pharmacies can use our prescription transfer helper.`);
    expect(membersContent(strictT(es)).banner.heading).toBe('Pague menos por las mismas recetas');
  });

  it('a tag in a message becomes a link to its target; an unknown tag stays text', () => {
    expect(richLinks('plain')).toBe('plain');
    expect(richLinks('the <contact>form</contact>')).toEqual(['the ', { text: 'form', to: '/contact' }]);
    expect(richText('See <english>the English</english> one.', { english: { href: '/terms-of-use' } })).toEqual(['See ', { text: 'the English', href: '/terms-of-use' }, ' one.']);
    expect(richText('<nope>x</nope>', {})).toEqual(['x']);
  });
});
