import { BRAND } from '../../../../../shared/brand';
import type { ArticleContent } from '../pitch/article-types';
import type { ArticleShape } from './catalog-text';

const mail = { text: BRAND.email, href: `mailto:${BRAND.email}` };

/** The About page's shape: its words are the catalogs' `info.about.` messages, in English and Spanish. */
export const about: ArticleShape = {
  prefix: 'info.about',
  sections: [{ paragraphs: 2 }, { bullets: 3 }, { paragraphs: 1 }, { paragraphs: 1 }],
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
