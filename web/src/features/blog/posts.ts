import { BRAND } from '../../../../shared/brand';
import { BLOG_POST_IDS, BLOG_POST_META, isBlogPostId, type BlogPostId } from '../../../../shared/blog-posts';
import type { BlogPost, BlogPostBody } from './types';

const TEAM = `${BRAND.name} pharmacy team`;
const search = { to: '/', label: 'Compare prices for your prescription' };

/** Keyed by the shared id list, so a post can't be missing or extra (the sitemap and analytics read the ids). */
const byId: Record<BlogPostId, BlogPostBody> = {
  'brand-name-vs-generic-drugs-cost-effectiveness-quality-savings': {
    author: TEAM,
    sections: [
      {
        heading: 'What makes a drug “generic”',
        paragraphs: [
          'When a brand-name drug’s patent and exclusivity end, other manufacturers may make the same medicine. To be approved, a generic must contain the same active ingredient in the same strength and dosage form, be taken the same way, and be shown to be bioequivalent: it delivers the same amount of active ingredient into the bloodstream at the same rate as the brand.',
          'Generics that the FDA rates as therapeutically equivalent to a brand (an “AB” rating in the Orange Book) can be substituted by the pharmacist in most states unless the prescriber writes “dispense as written”.',
        ],
      },
      {
        heading: 'Effectiveness and quality',
        paragraphs: [
          'A generic is held to the same manufacturing standards as the brand, and its factories are inspected the same way. Many brand-name companies make generics themselves.',
          'What can differ are the inactive ingredients — fillers, dyes, coatings — and so the pill’s color, shape and size. Rarely, a person is sensitive to an inactive ingredient; for a few drugs with a narrow therapeutic range, such as levothyroxine or warfarin, prescribers may prefer that you stay on the same manufacturer and check levels after a switch.',
        ],
      },
      {
        heading: 'Cost: why generics are so much cheaper',
        paragraphs: [
          'Generic makers do not repeat the original clinical trials and compete with each other once several are on the market, so prices fall quickly. For many common generics the cash price with a discount coupon is lower than a typical insurance copay.',
          'Brand prices stay high while there is no competition. Manufacturer copay cards can lower a brand’s cost for people with commercial insurance, but they usually cannot be used with government insurance.',
        ],
      },
      {
        heading: 'How to save',
        paragraphs: ['A few questions are worth asking at every new prescription:'],
        bullets: [
          'Is there an AB-rated generic? Ask the pharmacist, and ask the prescriber if the prescription says “dispense as written”.',
          'If there is no generic, is there a lower-cost drug in the same class that would work for me? Only the prescriber can decide.',
          'What does the generic cost with a discount coupon at pharmacies nearby, compared with my copay?',
        ],
      },
    ],
    related: [search, { to: '/should-i-use-a-coupon', label: 'Should I use a coupon or my insurance?' }],
  },
  'why-prescription-prices-differ-between-pharmacies': {
    author: TEAM,
    sections: [
      {
        heading: 'List prices are set by each pharmacy',
        paragraphs: [
          'Every pharmacy sets its own “usual and customary” cash price. There is no national price for a prescription, so two stores on the same street can charge very different amounts for the same bottle.',
        ],
      },
      {
        heading: 'Each discount program has its own contract',
        paragraphs: [
          'Discount cards work through pharmacy benefit managers (PBMs). Each PBM negotiates a price formula with each pharmacy chain — typically a discount off a benchmark plus a dispensing fee. So PBM A may be cheapest at one pharmacy and PBM B at the next.',
          'That is why we ask 12 PBMs at once and show the best price at each pharmacy, with the time it was checked.',
        ],
      },
      {
        heading: 'What this means for you',
        paragraphs: ['Checking takes a few seconds and the difference can be large:'],
        bullets: [
          'Do not assume the nearest pharmacy or your usual one is the cheapest.',
          'Grocery and big-box pharmacies are often cheaper for generics, but not always.',
          'Prices change; check again before each refill.',
        ],
      },
    ],
    related: [search, { to: '/local', label: 'Prices at pharmacies near you' }],
  },
  'how-prescription-discount-cards-work': {
    author: TEAM,
    sections: [
      {
        heading: 'The codes on the card',
        paragraphs: [
          'A discount card or coupon carries four codes: the BIN (which processor receives the claim), the PCN and group (which program and price list apply) and a member ID. The pharmacist types them in just like insurance, and the system returns the discounted price.',
        ],
      },
      {
        heading: 'Who pays whom',
        paragraphs: [
          'You pay the discounted price to the pharmacy. The PBM behind the card charges the pharmacy a small administration fee per claim — typically $2 to $3 — which is how free discount cards are funded. Nobody pays a premium.',
        ],
      },
      {
        heading: 'Not insurance',
        paragraphs: [
          'A discount card does not pay any part of your bill; it only lowers the price you pay. That is why it can be used by anyone, insured or not, and why what you pay may not count toward an insurance deductible.',
        ],
      },
    ],
    related: [{ to: '/consumer-discount-cards', label: 'Consumer discount cards' }, search],
  },
  'discount-coupon-or-insurance-which-is-cheaper': {
    author: TEAM,
    sections: [
      {
        heading: 'The short answer',
        paragraphs: ['Ask for both prices at the counter and pay the lower one. The pharmacist can run either, but not both on the same fill.'],
      },
      {
        heading: 'When the coupon tends to win',
        paragraphs: ['Coupons often win in these cases:'],
        bullets: ['Common generics, where cash prices can be below a typical copay.', 'High-deductible plans before the deductible is met.', 'Drugs your plan does not cover.'],
      },
      {
        heading: 'The deductible question',
        paragraphs: [
          'Money paid with a coupon usually does not count toward your deductible or out-of-pocket maximum. If you expect to reach your maximum this year — for example because of an expensive brand drug — paying through insurance may save more over the year. Some plans accept a receipt for credit; ask yours.',
        ],
      },
    ],
    related: [{ to: '/should-i-use-a-coupon', label: 'Should I use a coupon?' }, search],
  },
  '90-day-vs-30-day-supply-savings': {
    author: TEAM,
    sections: [
      {
        heading: 'Why 90 days can cost less',
        paragraphs: [
          'Pharmacies charge a dispensing fee per fill. Three 30-day fills pay it three times; one 90-day fill pays it once. Many discount prices and insurance plans also price 90-day fills lower per unit.',
        ],
      },
      {
        heading: 'When it makes sense',
        bullets: ['A medicine you have taken at a stable dose for a few months.', 'Chronic conditions such as blood pressure, cholesterol or thyroid medicines.', 'When the per-pill price is clearly lower — compare both on the price page.'],
        paragraphs: [],
      },
      {
        heading: 'When to stay at 30 days',
        bullets: ['A new medicine, or a dose that is still being adjusted.', 'Controlled substances with fill limits.', 'When the total up-front cost is a burden this month.'],
        paragraphs: ['Your prescriber needs to write the prescription for a 90-day quantity; just ask.'],
      },
    ],
    related: [search, { to: '/irxsavvy/use-90-or-30-day-supply', label: '90 or 30-day supply tool' }],
  },
  'what-is-a-pharmacy-benefit-manager': {
    author: TEAM,
    sections: [
      {
        heading: 'The middle of the supply chain',
        paragraphs: [
          'A PBM manages prescription benefits for employers and health plans: it builds the formulary, negotiates rebates with drug makers, contracts with pharmacies on prices, and processes claims. Most discount cards are also run by PBMs.',
        ],
      },
      {
        heading: 'How PBMs are paid',
        paragraphs: [
          'PBMs earn administration fees per claim, a share of manufacturer rebates, and sometimes the “spread” between what a plan pays and what the pharmacy is paid. Which of these they keep depends on each contract.',
        ],
      },
      {
        heading: 'Why it matters to you',
        paragraphs: [
          'Because each PBM has different contracts, the same drug at the same pharmacy can have many different prices. Comparing several PBMs’ prices — as we do with 12 — is the simplest way to find the lowest one.',
        ],
      },
    ],
    related: [{ to: '/for-employers', label: 'Savings programs for employers' }, search],
  },
  'how-to-transfer-a-prescription-to-a-cheaper-pharmacy': {
    author: TEAM,
    sections: [
      {
        heading: 'Step by step',
        paragraphs: ['Transfers are routine; pharmacists do them every day:'],
        bullets: [
          'Find the cheaper pharmacy for your drug and dose.',
          'Call or visit the new pharmacy and say you want to transfer a prescription.',
          'Give them your name, date of birth, the drug, and the old pharmacy’s name and phone number (and the prescription number if you have it).',
          'The new pharmacy contacts the old one and moves the remaining refills.',
        ],
      },
      {
        heading: 'Things to know',
        paragraphs: [
          'Most prescriptions with refills left can be transferred. Some controlled substances can be transferred only once, and some states have extra rules. If no refills remain, the new pharmacy can ask your prescriber for a new prescription.',
        ],
      },
    ],
    related: [{ to: '/prescription-transfer', label: 'Prescription transfer helper' }, search],
  },
  'ask-your-doctor-about-lower-cost-alternatives': {
    author: TEAM,
    sections: [
      {
        heading: 'Bring up cost early',
        paragraphs: [
          'Prescribers often do not know what a drug costs at your pharmacy. Saying “cost matters to me; is there a less expensive option that would work as well?” is enough to start the conversation.',
        ],
      },
      {
        heading: 'Options your prescriber can consider',
        paragraphs: ['Depending on your condition, your prescriber might:'],
        bullets: [
          'Prescribe the generic, or allow substitution.',
          'Choose a different drug in the same class with a generic available.',
          'Prescribe two separate generics instead of a combination pill.',
          'Write for a 90-day supply of a stable daily medicine.',
        ],
      },
      {
        heading: 'Never change on your own',
        paragraphs: ['Do not stop or switch a medicine without your prescriber’s agreement, even to save money. Ask your pharmacist if you are unsure.'],
      },
    ],
    related: [{ to: '/provider-information', label: 'Information for prescribers' }, search],
  },
};

export const posts: BlogPost[] = BLOG_POST_IDS.map((id) => ({ id, ...BLOG_POST_META[id], ...byId[id] }));

export const findPost = (id: string | undefined): BlogPost | undefined => (isBlogPostId(id) ? posts.find((p) => p.id === id) : undefined);
