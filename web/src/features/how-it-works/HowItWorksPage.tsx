import { Link } from 'react-router-dom';
import { Text, richText, type LinkTargets } from '../../components/RichText';
import type { MessageKey } from '../../i18n/i18n';
import { useSectionT } from '../../i18n/section-catalogs';
import { useLocalize } from '../../i18n/use-t';

/** The pages the sections' tagged words link to (each to its Spanish version where there is one). */
const LINKS: LinkTargets = {
  cards: { to: '/consumer-discount-cards' },
  coupon: { to: '/should-i-use-a-coupon' },
  transfer: { to: '/prescription-transfer' },
  faq: { to: '/faq' },
};

/** The sections in order: `info.howItWorks.<id>.heading` and `.text`, the heading's id `hiw-<id>`. */
const SECTIONS = [
  ['search', 'hiw-search'],
  ['compare', 'hiw-compare'],
  ['save', 'hiw-save'],
  ['whyFree', 'hiw-why-free'],
  ['pharmacy', 'hiw-pharmacy'],
] as const;

export default function HowItWorksPage() {
  const t = useSectionT('info');
  const localize = useLocalize();
  const key = (name: string) => `info.howItWorks.${name}` as MessageKey;
  return (
    <article className="page">
      <header className="page-hero">
        <h1>{t('info.howItWorks.heading')}</h1>
        <p>{t('info.howItWorks.lead')}</p>
      </header>
      {SECTIONS.map(([name, id]) => (
        <section key={id} aria-labelledby={id}>
          <h2 id={id}>{t(key(`${name}.heading`))}</h2>
          <p>
            <Text value={richText(t(key(`${name}.text`)), LINKS)} />
          </p>
        </section>
      ))}
      <section aria-labelledby="hiw-not-insurance">
        <h2 id="hiw-not-insurance">{t('info.howItWorks.goodToKnow.heading')}</h2>
        <ul>
          <li>{t('info.howItWorks.goodToKnow.b1')}</li>
          <li>{t('info.howItWorks.goodToKnow.b2')}</li>
          <li>{t('info.howItWorks.goodToKnow.b3')}</li>
        </ul>
        <p>
          <Link className="button" to={localize('/')}>
            {t('info.howItWorks.cta')}
          </Link>
        </p>
      </section>
    </article>
  );
}
