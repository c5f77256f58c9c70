import { BRAND } from '../../../../../shared/brand';
import { richText } from '../../../components/RichText';
import type { MessageKey } from '../../../i18n/i18n';
import type { Translate } from '../../../i18n/use-t';
import { CLAIMS, DEMO } from './claims';
import type { PitchPageContent, Stat } from '../pitch/types';

/** The /for-members pitch page: its words are the catalogs' `members.` section (web/src/i18n/catalogs). */
export function membersContent(t: Translate): PitchPageContent {
  const m = (key: string) => t(`members.${key}` as MessageKey);
  /** One of the spec's claims (claims.ts), worded in the page's language, with its date when it has one. */
  const claim = (name: keyof typeof CLAIMS): Stat => ({
    stat: m(`claim.${name}.stat`),
    description: m(`claim.${name}.description`),
    ...('date' in CLAIMS[name] ? { date: m(`claim.${name}.date`) } : {}),
  });
  return {
    banner: {
      eyebrow: m('banner.eyebrow'),
      heading: m('banner.heading'),
      lead: m('banner.lead'),
      cta: { label: m('banner.cta'), to: DEMO.to },
      secondary: { label: m('banner.secondary'), to: '/' },
      image: { illustration: 'phoneCoupon', alt: m('banner.alt') },
    },
    highlight: { heading: m('highlight.heading'), text: m('highlight.text'), stat: claim('averageSavings') },
    pitchesHeading: m('pitchesHeading'),
    pitches: [
      { title: m('pitch1.title'), summary: m('pitch1.summary'), icon: 'check' },
      { title: m('pitch2.title'), summary: m('pitch2.summary'), icon: 'doctor' },
      { title: m('pitch3.title'), summary: m('pitch3.summary'), icon: 'phone', moreDetailsLink: { to: '/faq', label: m('pitch3.link') } },
    ],
    detailsHeading: m('detailsHeading'),
    details: [
      {
        title: m('detail1.title'),
        summary: m('detail1.summary'),
        details: [m('detail1.details')],
        image: { illustration: 'pharmacyCounter', alt: m('detail1.alt') },
        moreDetailsLink: { to: '/blog/brand-name-vs-generic-drugs-cost-effectiveness-quality-savings', label: m('detail1.link') },
      },
      {
        title: m('detail2.title'),
        summary: m('detail2.summary'),
        details: [m('detail2.details')],
        image: { illustration: 'pharmacyCounter', alt: m('detail2.alt') },
        moreDetailsLink: { to: '/prescription-transfer', label: m('detail2.link') },
      },
      {
        title: m('detail3.title'),
        summary: m('detail3.summary'),
        image: { illustration: 'savingsChart', alt: m('detail3.alt') },
        moreDetailsLink: { to: '/blog/90-day-vs-30-day-supply-savings', label: m('detail3.link') },
      },
    ],
    statsHeading: m('statsHeading'),
    statGroups: [
      { label: m('stats.coupons'), stats: [claim('averageSavings'), claim('maxSavings')] },
      { label: m('stats.prices'), stats: [claim('pbmPrices')] },
      { label: m('stats.plan'), stats: [claim('employerSavings')] },
      { label: m('stats.privacy'), stats: [claim('noAds'), claim('noDataSales')] },
    ],
    imagePitch: {
      title: m('imagePitch.title'),
      summary: m('imagePitch.summary'),
      image: { illustration: 'dataPrivacy', alt: m('imagePitch.alt') },
      moreDetailsLink: { to: '/privacy-policy', label: m('imagePitch.link') },
    },
    prosConsHeading: m('prosConsHeading'),
    prosCons: {
      prosHeader: m('pros.header'),
      consHeader: m('cons.header'),
      pros: [m('pros.1'), m('pros.2'), m('pros.3')],
      cons: [m('cons.1'), m('cons.2'), m('cons.3')],
    },
    stepsHeading: m('stepsHeading'),
    steps: [1, 2, 3].map((n) => ({ title: m(`step${n}.title`), text: m(`step${n}.text`) })),
    closing: {
      heading: m('closing.heading'),
      text: m('closing.text'),
      cta: { label: m('closing.cta'), to: DEMO.to },
      contactNote: richText(m('contactNote'), {
        phone: { href: `tel:${BRAND.phoneE164}` },
        contact: { to: '/contact' },
        transfer: { to: '/prescription-transfer' },
      }),
    },
  };
}
