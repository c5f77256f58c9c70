import { useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { ReturnLink } from '../../components/ReturnLink';
import './manufacturer-coupon.css';

/** Only an https link is offered; anything else (javascript:, http:, garbage) is dropped. */
export function manufacturerSite(value: string | null): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname ? url : undefined;
  } catch {
    return undefined;
  }
}

const FAQ: [string, string][] = [
  [
    'Why can I not get the manufacturer coupon here?',
    `Manufacturer copay coupons are run by the drug maker, who decides who qualifies and applies the savings. ${BRAND.name} cannot apply for them or add them to your prescription; our discount coupons are a separate program.`,
  ],
  [
    'Can I use a manufacturer coupon together with my insurance?',
    'Usually yes for commercial insurance. Manufacturer copay programs are generally not open to people on Medicare, Medicaid or other government plans.',
  ],
  [
    'Can I use a manufacturer coupon and a discount coupon together?',
    'No. The pharmacy can process one of them for a fill. Ask the pharmacist to price both and use the lower one.',
  ],
  [
    'What does the enrollment service do?',
    'Our pharmacy team checks whether you qualify, enrolls you in the manufacturer and patient-assistance programs, and handles renewals, so you pay a $0 copay. It costs $60 per month and has income and insurance limits.',
  ],
];

/** rules#manufacturer-coupon: the manufacturer coupon page (noindex). */
export default function ManufacturerCouponPage() {
  const [query] = useSearchParams();
  const drugName = query.get('drugName')?.trim().slice(0, 100) || 'this drug';
  const site = manufacturerSite(query.get('manufacturerURL'));
  return (
    <article className="page narrow manufacturer-page">
      <ReturnLink returnURL={query.get('returnURL')} />
      <h1>Manufacturer coupon for {drugName}</h1>
      <p className="manufacturer-page__notice">
        The manufacturer's coupon for {drugName} cannot be applied for on this site: only the manufacturer can enroll you in it.
      </p>
      <section aria-labelledby="mfr-site">
        <h2 id="mfr-site">Apply on the manufacturer's site</h2>
        {site ? (
          <p>
            <a href={site.href} rel="noopener noreferrer" target="_blank">
              Go to the manufacturer's site ({site.host})
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : (
          <p>We do not have a link to the manufacturer's program for {drugName}. Search the drug maker's web site for its copay card.</p>
        )}
      </section>
      <section aria-labelledby="mfr-enroll">
        <h2 id="mfr-enroll">Or let us enroll you</h2>
        <p>
          Our enrollment service gets you a $0 copay for $60 per month. It has income and insurance limits: call us and we will check
          whether you qualify before you pay anything.
        </p>
        <p>
          Help line: <a href={`tel:${BRAND.phoneE164}`}>{BRAND.phoneLabel}</a>
        </p>
      </section>
      <section aria-labelledby="mfr-faq">
        <h2 id="mfr-faq">Frequently asked questions</h2>
        {FAQ.map(([question, answer]) => (
          <details key={question} className="faq-item">
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </section>
    </article>
  );
}
