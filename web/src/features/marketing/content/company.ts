import { BRAND } from '../../../../../shared/brand';
import type { ArticleContent } from '../pitch/article-types';

const mail = { text: BRAND.email, href: `mailto:${BRAND.email}` };

export const about: ArticleContent = {
  heading: `About ${BRAND.name}`,
  lead: 'We help people pay less for prescriptions by showing, in a few seconds, what a drug costs at every pharmacy nearby — and by helping employers and health plans find savings in their pharmacy benefit.',
  sections: [
    {
      heading: 'What we do',
      paragraphs: [
        'Prices for the same prescription vary widely from pharmacy to pharmacy and from one discount card to the next. We ask 12 discount card issuers and pharmacy benefit managers (PBMs) for their price at once, show the best price at each pharmacy, say when each price was checked and explain how it was built.',
        'For employers and health plans we work with their PBM to suggest lower-cost drugs to members, with the member’s approval, while our pharmacy team does clinical reviews and handles changes with prescribers.',
      ],
    },
    {
      heading: 'What we believe',
      bullets: [
        'Prices should be easy to compare and easy to trust.',
        'People looking up a medicine deserve privacy: no ads, no trackers, and we never sell user data.',
        'Pharmacies should be paid fairly; our pharmacy portal lets them choose how they take part.',
      ],
    },
    {
      heading: 'How we make money',
      paragraphs: [
        'When a coupon is used, the PBM behind it pays a small administration fee; that is what keeps the consumer site free. Employers and health plans pay for the savings program only after their monthly savings exceed the program cost. Partners pay for the Coupon API.',
      ],
    },
    {
      heading: 'Get in touch',
      paragraphs: [['Call ', { text: BRAND.phone, href: `tel:${BRAND.phoneE164}` }, ', e-mail ', mail, ' or use our ', { text: 'contact form', to: '/contact' }, '.']],
    },
  ],
};

export const careers: ArticleContent = {
  heading: `Careers at ${BRAND.name}`,
  lead: 'We are a small team of pharmacists, engineers and benefits specialists making prescription prices fair and clear.',
  sections: [
    {
      heading: 'The teams we hire for',
      bullets: [
        'Pharmacy: clinical pharmacists who review suggested drug changes and work with prescribers and members.',
        'Engineering: TypeScript on AWS and React; we care about fast pages, accessibility and privacy by design.',
        'Benefits partnerships: people who know how employers, health plans and PBMs buy and run pharmacy benefits.',
        'Member support: friendly, careful people who help callers on our help line.',
      ],
    },
    {
      heading: 'How we work',
      bullets: [
        'Remote-first across the United States, with pharmacy licensure where the role needs it.',
        'Small teams that own their work from start to finish.',
        'We never trade user privacy for growth: no ads, no trackers, no data sales.',
      ],
    },
    {
      heading: 'Apply',
      paragraphs: [
        ['Send a short note about what you would like to work on and your résumé to ', mail, ' with "Careers" in the subject. We read every message and reply within two weeks.'],
      ],
    },
  ],
};
