import { Link } from 'react-router-dom';
import { BRAND } from '../../../shared/brand';
import { Logo } from '../components/Logo';
import { NewsletterBlock } from './NewsletterBlock';
import { siFacebook, siInstagram, siX } from 'simple-icons';
import { StoreLinks } from '../components/StoreLinks';
import { FOOTER_BUSINESS, FOOTER_COMPARE, type NavLink } from './audience-links';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useLocalize, useT } from '../i18n/use-t';

const resources: NavLink[] = [
  { to: '/faq', label: 'Help and FAQ', key: 'footer.faq' },
  { to: '/irxsavvy/', label: 'iRxSavvy drug tools', key: 'footer.tools' },
  { to: '/how-it-works', label: 'How it works', key: 'footer.howItWorks' },
  { to: '/consumer-discount-cards', label: 'Consumer Discount Card', key: 'footer.discountCard' },
  { to: '/privacy-policy#trust-center', label: 'Trust Center', key: 'footer.trustCenter' },
];

const company: NavLink[] = [
  { to: '/careers', label: 'Careers', key: 'footer.careers' },
  { to: '/about', label: 'About us', key: 'footer.about' },
  { to: '/contact', label: 'Contact Us', key: 'footer.contact' },
  { to: '/privacy-policy', label: 'Privacy Policy', key: 'footer.privacy' },
  { to: '/terms-of-use', label: 'Terms of use', key: 'footer.terms' },
];

/** Brand marks from simple-icons (CC0 SVG paths), drawn inline: nothing is loaded from the networks. */
const social = [
  { href: 'https://www.facebook.com/rxsavvy', network: 'Facebook', icon: siFacebook },
  { href: 'https://x.com/rxsavvy', network: 'X', icon: siX },
  { href: 'https://www.instagram.com/rxsavvy', network: 'Instagram', icon: siInstagram },
];

function FooterLinks({ id, heading, links }: { id: string; heading: string; links: NavLink[] }) {
  const t = useT();
  const localize = useLocalize();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={localize(l.to)}>{t(l.key)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The footer's contents (Layout.tsx draws the `<footer>` landmark and loads this when it nears the
 * screen or the visitor presses Tab): none of it is in the first load.
 */
export default function FooterContent() {
  const t = useT();
  return (
    <>
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <Logo />
          <p>
            {t('footer.questionsCall')} <a href={`tel:${BRAND.phoneE164}`}>{t('brand.phoneLabel')}</a>
          </p>
          <ul className="social" aria-label={t('footer.social')}>
            {social.map((s) => (
              <li key={s.href}>
                <a href={s.href} aria-label={t('footer.onNetwork', { network: s.network })} rel="noopener noreferrer" target="_blank">
                  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
                    <path d={s.icon.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-resources" heading={t('footer.resources')} links={resources} />
        <FooterLinks id="footer-company" heading={t('footer.company')} links={company} />
        <FooterLinks id="footer-business" heading={t('footer.whoWeServe')} links={FOOTER_BUSINESS} />
        <FooterLinks id="footer-compare" heading={t('footer.compare')} links={FOOTER_COMPARE} />
        <NewsletterBlock />
        <StoreLinks className="try-app" />
      </div>
      <div className="site-footer__legal">
        <p className="disclaimer">{t('footer.disclaimer')}</p>
        <p>{t('footer.copyright', { year: String(new Date().getFullYear()) })}</p>
        <p>
          <LanguageSwitch />
        </p>
      </div>
    </>
  );
}
