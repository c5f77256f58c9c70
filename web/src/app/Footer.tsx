import { Link } from 'react-router-dom';
import { BRAND } from '../../../shared/brand';
import { Logo } from '../components/Logo';
import { NewsletterBlock } from './NewsletterBlock';

const resources = [
  { to: '/faq', label: 'Help and FAQ' },
  { to: '/irxsavvy/', label: 'iRxSavvy drug tools' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/consumer-discount-cards', label: 'Consumer Discount Card' },
  { to: '/privacy-policy#trust-center', label: 'Trust Center' },
];

const company = [
  { to: '/careers', label: 'Careers' },
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-use', label: 'Terms of use' },
];

const social = [
  { href: 'https://www.facebook.com/rxsavvy', label: `${BRAND.name} on Facebook`, short: 'f' },
  { href: 'https://www.linkedin.com/company/rxsavvy', label: `${BRAND.name} on LinkedIn`, short: 'in' },
  { href: 'https://x.com/rxsavvy', label: `${BRAND.name} on X`, short: 'X' },
  { href: 'https://www.instagram.com/rxsavvy', label: `${BRAND.name} on Instagram`, short: 'ig' },
];

function FooterLinks({ id, heading, links }: { id: string; heading: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <Logo />
          <p>
            Questions? Call <a href={`tel:${BRAND.phoneE164}`}>{BRAND.phone}</a>
          </p>
          <ul className="social" aria-label="Social media">
            {social.map((s) => (
              <li key={s.href}>
                <a href={s.href} aria-label={s.label} rel="noopener noreferrer" target="_blank">
                  <span aria-hidden="true">{s.short}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-resources" heading="Resources" links={resources} />
        <FooterLinks id="footer-company" heading="Company" links={company} />
        <NewsletterBlock />
        <section className="try-app" aria-labelledby="footer-app">
          <h2 id="footer-app">Try the app</h2>
          <p>Your coupons and recent searches, in your pocket.</p>
          <a className="store-link" href={BRAND.appStoreUrl} rel="noopener noreferrer" target="_blank">
            Download on the App Store
          </a>
          <a className="store-link" href={BRAND.playStoreUrl} rel="noopener noreferrer" target="_blank">
            Get it on Google Play
          </a>
        </section>
      </div>
      <div className="site-footer__legal">
        <p className="disclaimer">
          {BRAND.name} is a prescription discount program. It is NOT insurance. Discounts are available
          only at participating pharmacies, and the pharmacy gives the exact price at the counter. Average
          savings of 72% and savings of up to 85% are based on 2019 data and assume a 30-day supply.
        </p>
        <p>
          © {new Date().getFullYear()} {BRAND.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
