import { Link } from 'react-router-dom';
import { BRAND } from '../../../shared/brand';
import { Logo } from '../components/Logo';
import { NewsletterBlock } from './NewsletterBlock';
import { siFacebook, siInstagram, siX } from 'simple-icons';
import { StoreLinks } from '../components/StoreLinks';
import { FOOTER_BUSINESS, FOOTER_COMPARE } from './audience-links';

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

/** Brand marks from simple-icons (CC0 SVG paths), drawn inline: nothing is loaded from the networks. */
const social = [
  { href: 'https://www.facebook.com/rxsavvy', label: `${BRAND.name} on Facebook`, icon: siFacebook },
  { href: 'https://x.com/rxsavvy', label: `${BRAND.name} on X`, icon: siX },
  { href: 'https://www.instagram.com/rxsavvy', label: `${BRAND.name} on Instagram`, icon: siInstagram },
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
            Questions? Call <a href={`tel:${BRAND.phoneE164}`}>{BRAND.phoneLabel}</a>
          </p>
          <ul className="social" aria-label="Social media">
            {social.map((s) => (
              <li key={s.href}>
                <a href={s.href} aria-label={s.label} rel="noopener noreferrer" target="_blank">
                  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
                    <path d={s.icon.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-resources" heading="Resources" links={resources} />
        <FooterLinks id="footer-company" heading="Company" links={company} />
        <FooterLinks id="footer-business" heading="Who we serve" links={FOOTER_BUSINESS} />
        <FooterLinks id="footer-compare" heading="Compare" links={FOOTER_COMPARE} />
        <NewsletterBlock />
        <StoreLinks className="try-app" />
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
