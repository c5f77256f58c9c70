import { BRAND } from '../../../../../shared/brand';
import type { ArticleContent } from '../pitch/article-types';

const LAST_UPDATED = 'Last updated: November 22, 2026';
const mail = { text: BRAND.email, href: `mailto:${BRAND.email}` };
const phone = { text: BRAND.phone, href: `tel:${BRAND.phoneE164}` };

export const privacyPolicy: ArticleContent = {
  heading: 'Privacy Policy',
  lead: `${BRAND.name} is built to need as little about you as possible. There are no accounts for consumers, no ads, no trackers and no third-party scripts, and we never sell user data. This page lists everything we store, why, and for how long.`,
  meta: LAST_UPDATED,
  sections: [
    {
      id: 'trust-center',
      heading: 'Trust Center',
      paragraphs: ['Our commitments, in short:'],
      bullets: [
        'No ads: we show no advertising on the site, in the app or in our e-mails, and we are not paid to rank any pharmacy higher.',
        'No trackers: no analytics services, advertising pixels, social-media widgets, session recorders or fingerprinting. The site loads nothing from any other company’s servers.',
        'No selling or sharing of user data, ever. Drug names, e-mail addresses and phone numbers are never passed to advertisers or data brokers.',
        'No health data in logs: our servers do not write drug names, e-mail addresses or phone numbers into their logs.',
        'First-party page-view counts only for our marketing and blog pages, counted per page per day with no IP address, cookie or device details.',
        'Encrypted in transit (HTTPS with HSTS) and at rest in our cloud database.',
      ],
    },
    {
      heading: 'What we store',
      bullets: [
        'Coupon views: when a coupon is opened we record the day and time, the discount program (PBM) and its BIN, the drug label, the pharmacy name and the price. No IP address, name, e-mail address or phone number is stored with it. PBMs use these records to account for discounts.',
        'Pharmacy opt-ins: when a pharmacy uses our portal we store the pharmacy’s details, its pricing choices, and the e-mail address of the person who submitted them.',
        'Subscriptions you ask for: newsletter sign-ups, price-drop alerts and medication reminders or check-ins store the e-mail address or phone number you give, what you asked for, and the time you gave consent. Newsletter sign-ups are confirmed by a link we e-mail you (double opt-in).',
        'Messages you send: the contact, demo-request and API-contact forms are e-mailed to our team; a coupon you e-mail or text to yourself is sent once and not kept in a list.',
        'Client error reports: if the site fails in your browser it sends us the error message, the page path (never the query or anything you typed) and your browser’s user-agent string, so we can fix the fault.',
        'Page-view counts: for a fixed list of marketing pages and blog posts we add one to a counter for that page and day. Drug pages, coupons and tool pages are never counted.',
        'Abuse protection: to limit how often one visitor can send e-mails, texts or reports, we keep short-lived counters keyed by a one-way hash of the IP address or recipient, never the address itself.',
      ],
    },
    {
      heading: 'Cookies and storage in your browser',
      paragraphs: [
        'We use first-party cookies only, to remember things for you on your own device: the zip code you searched (about a year), the e-mail address or phone number you last sent a coupon to (14 days), the last page you visited (14 days), your recent searches, coupons you viewed and the pharmacy you picked. They are not used for advertising and are not readable by any other site.',
      ],
    },
    {
      heading: 'How long we keep it',
      bullets: [
        'Client error reports: 90 days.',
        'Page-view counts: 2 years (they contain no personal data).',
        'Abuse-protection counters: until their time window ends, at most one day.',
        'Unconfirmed newsletter sign-ups: 7 days.',
        'Subscriptions, alerts and reminders: until you unsubscribe or ask us to delete them. After an unsubscribe we remove the address and keep only a one-way hash on a do-not-contact list, so we never message you again by mistake.',
        'Coupon views: kept as business records; they contain no personal data.',
        'Pharmacy opt-ins: while the pharmacy participates, and deleted on request.',
      ],
    },
    {
      heading: 'Text messages',
      paragraphs: [
        'We text you only when you ask us to (a coupon, a price alert or a reminder). Reply STOP to any message to stop all texts from us at once; reply HELP for help. Message and data rates may apply.',
      ],
    },
    {
      heading: 'Your choices and deletion',
      paragraphs: [
        ['Every e-mail has an unsubscribe link. To see or delete anything we hold about you, e-mail ', mail, ' from the address concerned, or call ', phone, '. We answer within 30 days.'],
      ],
    },
    {
      heading: 'Who processes data for us',
      paragraphs: [
        'Our servers, database and message delivery run on Amazon Web Services in the United States. Pricing requests go to the pharmacy benefit managers whose prices we show; they receive the drug, quantity and area needed to quote a price, and nothing that identifies you.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['The site is meant for adults managing their own or their family’s prescriptions. We do not knowingly collect information from children under 13.'],
    },
    {
      heading: 'Changes',
      paragraphs: ['If we change this policy we update the date at the top of this page. We will never start selling data or showing ads under the current policy.'],
    },
  ],
};

export const termsOfUse: ArticleContent = {
  heading: 'Terms of Use',
  lead: `These terms apply when you use ${BRAND.name}'s website, app, coupons and Coupon API. By using them you agree to these terms.`,
  meta: LAST_UPDATED,
  sections: [
    {
      heading: 'A discount program, not insurance',
      paragraphs: [
        `${BRAND.name} is a prescription discount program. It is NOT insurance and does not make payments to pharmacies for you. Discounts are available only at participating pharmacies. You pay the discounted price yourself, and the pharmacy gives the exact price at the counter.`,
        'A discount coupon usually cannot be combined with insurance for the same fill, and what you pay with a coupon may not count toward your insurance deductible or out-of-pocket maximum.',
      ],
    },
    {
      heading: 'Prices',
      paragraphs: [
        'Prices come from the pharmacy benefit managers (PBMs) we work with, each shown with the time it was checked. Prices change often and pharmacies can change them without notice, so the price at the counter can differ from the price on the site. Savings figures such as an average of 72% and up to 85% are based on 2019 data and assume a 30-day supply.',
      ],
    },
    {
      heading: 'Not medical advice',
      paragraphs: [
        'Drug information, tools and articles on the site are for general information. They do not replace advice from your doctor or pharmacist. Never change or stop a medicine without talking to your prescriber.',
      ],
    },
    {
      heading: 'Using the site fairly',
      bullets: [
        'Use the coupons only for prescriptions written for you or someone you care for.',
        'Do not scrape, overload or attack the site; automated price access is available through the Coupon API under its own agreement.',
        'Do not send messages through the site to people who have not asked for them.',
      ],
      paragraphs: [['Partners can read about the ', { text: 'Coupon API', to: '/coupon-api' }, '.']],
    },
    {
      heading: 'Messages',
      paragraphs: ['E-mail and text messages are sent only at your request. Reply STOP to any text to stop texts; every e-mail has an unsubscribe link.'],
    },
    {
      heading: 'Liability',
      paragraphs: [
        `The site is provided as is. To the extent the law allows, ${BRAND.name} is not liable for a price that a pharmacy does not honor, for decisions made from information on the site, or for the site being unavailable.`,
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [['How we handle data is described in our ', { text: 'Privacy Policy', to: '/privacy-policy' }, '.']],
    },
    {
      heading: 'Contact',
      paragraphs: [['Questions about these terms: ', mail, ' or ', phone, '.']],
    },
  ],
};
