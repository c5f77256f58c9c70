import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { recognisedProgram, type ManufacturerProgram } from '../../../../shared/manufacturer-programs';
import { ReturnLink } from '../../components/ReturnLink';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import './manufacturer-coupon.css';

const FAQ: [MessageKey, MessageKey][] = [
  ['mfr.faqWhyQ', 'mfr.faqWhyA'],
  ['mfr.faqInsuranceQ', 'mfr.faqInsuranceA'],
  ['mfr.faqTogetherQ', 'mfr.faqTogetherA'],
  ['mfr.faqEnrollQ', 'mfr.faqEnrollA'],
];

const hostOf = (url: string) => new URL(url).host;

/** The program's own sites, from the site's table (never from the query). */
function ProgramLinks({ program }: { program: ManufacturerProgram }) {
  const t = useT();
  const newTab = <span className="visually-hidden"> {t('mfr.newTab')}</span>;
  return (
    <ul>
      <li>
        <a href={program.copayUrl} rel="noopener noreferrer" target="_blank">
          {t('mfr.copayLink', { manufacturer: program.manufacturer, drug: program.brand, host: hostOf(program.copayUrl) })}
          {newTab}
        </a>
      </li>
      <li>
        <a href={program.assistanceUrl} rel="noopener noreferrer" target="_blank">
          {t('mfr.assistanceLink', { program: program.assistanceName, host: hostOf(program.assistanceUrl) })}
          {newTab}
        </a>
      </li>
    </ul>
  );
}

/**
 * rules#manufacturer-coupon: the manufacturer coupon page (noindex). Its query (drugName,
 * manufacturerURL, returnURL) is a link anyone can make, so the page shows a program only when it
 * is one of the site's own table (shared/manufacturer-programs.ts) and links only to that table's
 * sites; any other query is a link we do not recognise, shown without any of its text.
 */
export default function ManufacturerCouponPage() {
  const t = useT();
  const [query] = useSearchParams();
  const drugName = query.get('drugName');
  const manufacturerURL = query.get('manufacturerURL');
  const program = recognisedProgram(drugName, manufacturerURL);
  const unrecognised = !program && Boolean(drugName?.trim() || manufacturerURL?.trim());
  const finder = (
    <p>
      <Link to="/irxsavvy/manufacturer-coupon">{t('mfr.finder')}</Link>
    </p>
  );
  return (
    <article className="page narrow manufacturer-page">
      <ReturnLink returnURL={query.get('returnURL')} />
      <h1>{program ? t('mfr.heading', { drug: program.brand }) : t('mfr.headingGeneral')}</h1>
      <p className="manufacturer-page__notice">{program ? t('mfr.notice', { drug: program.brand }) : t('mfr.noticeGeneral')}</p>
      {unrecognised ? (
        <section aria-labelledby="mfr-unknown" className="manufacturer-page__unknown" role="alert">
          <h2 id="mfr-unknown">{t('mfr.unrecognisedHeading')}</h2>
          <p>{t('mfr.unrecognisedText')}</p>
          {finder}
        </section>
      ) : (
        <section aria-labelledby="mfr-site">
          <h2 id="mfr-site">{t('mfr.siteHeading')}</h2>
          {program ? <ProgramLinks program={program} /> : finder}
        </section>
      )}
      <section aria-labelledby="mfr-enroll">
        <h2 id="mfr-enroll">{t('mfr.enrollHeading')}</h2>
        <p>{t('mfr.enrollText')}</p>
        <p>
          {t('mfr.helpLine')} <a href={`tel:${BRAND.phoneE164}`}>{BRAND.phoneLabel}</a>
        </p>
      </section>
      <section aria-labelledby="mfr-faq">
        <h2 id="mfr-faq">{t('mfr.faqHeading')}</h2>
        {FAQ.map(([question, answer]) => (
          <details key={question} className="faq-item">
            <summary>{t(question)}</summary>
            <p>{t(answer)}</p>
          </details>
        ))}
      </section>
    </article>
  );
}
