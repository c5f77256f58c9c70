export interface BlogPostMeta {
  title: string;
  /** The page description and the teaser on /blog. */
  description: string;
  /** ISO date (YYYY-MM-DD). */
  published: string;
}

/**
 * The blog's posts (`/blog/{id}`), newest first: what the page table (titles, descriptions), the
 * sitemap and page-view analytics need. The posts' text lives with the blog feature, keyed by these ids.
 */
export const BLOG_POST_META = {
  'brand-name-vs-generic-drugs-cost-effectiveness-quality-savings': {
    title: 'Brand Name vs Generic Drugs: Cost, Effectiveness, Quality and Savings',
    description: 'Generic drugs have the same active ingredient, strength and effect as the brand and cost far less. What differs, what does not, and how to save.',
    published: '2026-09-14',
  },
  'why-prescription-prices-differ-between-pharmacies': {
    title: 'Why Prescription Prices Differ Between Pharmacies',
    description: 'The same prescription can cost several times more at one pharmacy than at another nearby. Here is where the difference comes from.',
    published: '2026-08-03',
  },
  'how-prescription-discount-cards-work': {
    title: 'How Prescription Discount Cards Work',
    description: 'What the BIN, PCN and group on a discount card mean, who pays whom, and why a discount card is not insurance.',
    published: '2026-07-11',
  },
  'discount-coupon-or-insurance-which-is-cheaper': {
    title: 'Discount Coupon or Insurance: Which Is Cheaper?',
    description: 'When a discount coupon beats your copay, when it does not, and what to know about deductibles before you choose.',
    published: '2026-06-02',
  },
  '90-day-vs-30-day-supply-savings': {
    title: '90-Day vs 30-Day Supply: When a Bigger Fill Saves Money',
    description: 'For daily medicines a 90-day fill often costs less per pill and saves trips. When it helps, and when a 30-day fill is better.',
    published: '2026-05-05',
  },
  'what-is-a-pharmacy-benefit-manager': {
    title: 'What Is a Pharmacy Benefit Manager (PBM)?',
    description: 'PBMs sit between insurers, pharmacies and drug makers. What they do, how they are paid, and why it matters for the price you pay.',
    published: '2026-04-07',
  },
  'how-to-transfer-a-prescription-to-a-cheaper-pharmacy': {
    title: 'How to Transfer a Prescription to a Cheaper Pharmacy',
    description: 'Moving a prescription takes a phone call, and the new pharmacy usually does the work. A step-by-step guide.',
    published: '2026-03-09',
  },
  'ask-your-doctor-about-lower-cost-alternatives': {
    title: 'How to Ask Your Doctor About Lower-Cost Alternatives',
    description: 'A short script for talking about cost with your prescriber, and the options they can consider.',
    published: '2026-02-09',
  },
} as const satisfies Record<string, BlogPostMeta>;

export type BlogPostId = keyof typeof BLOG_POST_META;
export const BLOG_POST_IDS = Object.keys(BLOG_POST_META) as BlogPostId[];

export const isBlogPostId = (id: string | undefined): id is BlogPostId => id !== undefined && Object.hasOwn(BLOG_POST_META, id);

export const blogPostPath = (id: BlogPostId): string => `/blog/${id}`;
