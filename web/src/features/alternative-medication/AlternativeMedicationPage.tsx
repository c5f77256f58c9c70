import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { ReturnLink } from '../../components/ReturnLink';
import { richT } from '../../i18n/rich';
import { useLocalize, useT } from '../../i18n/use-t';

/** rules#alternative-medication: the alternative medication page (noindex), in English or Spanish. */
export default function AlternativeMedicationPage() {
  const [query] = useSearchParams();
  const t = useT();
  const localize = useLocalize();
  const drugName = query.get('drugName')?.trim().slice(0, 100) || t('alternatives.yourMedication');
  const alternative = query.get('alternativeDrugName')?.trim().slice(0, 100);
  return (
    <article className="page narrow alternative-page">
      <ReturnLink returnURL={query.get('returnURL')} />
      <h1>{alternative ? t('alternatives.headingPair', { alternative, drugName }) : t('alternatives.heading', { drugName })}</h1>
      {alternative ? (
        <p>
          {t('alternatives.samePurpose', { alternative, drugName })}{' '}
          <Link to={localize(`/${encodeURIComponent(alternative)}`)}>{t('alternatives.seePrices', { alternative })}</Link>
        </p>
      ) : (
        <p role="alert">{t('alternatives.missing')}</p>
      )}
      <section aria-labelledby="alt-prescription">
        <h2 id="alt-prescription">{t('alternatives.prescriptionHeading')}</h2>
        <p>{t('alternatives.prescriptionText', { choice: alternative ?? t('alternatives.anAlternative') })}</p>
      </section>
      <section aria-labelledby="alt-help">
        <h2 id="alt-help">{t('alternatives.helpHeading')}</h2>
        <p>
          {richT(t, 'alternatives.helpText', {}, {
            helpLine: <a href={`tel:${BRAND.phoneE164}`}>{t('brand.phoneLabel')}</a>,
            contact: <Link to={localize('/contact')}>{t('alternatives.contactLink')}</Link>,
          })}
        </p>
      </section>
      <section aria-labelledby="alt-more">
        <h2 id="alt-more">{t('alternatives.moreHeading')}</h2>
        <ul className="link-list">
          <li>
            <Link to="/irxsavvy/drug-class">{t('alternatives.findClass')}</Link>
          </li>
          <li>
            <Link to="/irxsavvy/drug-class-list">{t('alternatives.classList')}</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}
