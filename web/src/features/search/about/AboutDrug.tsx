import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { manufacturerCouponHref } from '../../../../../shared/manufacturer-programs';
import { aboutToolLinks } from './about-links';
import type { ResponseOf } from '../../../../../shared/contract';
import type { toolsIcd10Contract } from '../../../../../shared/contracts/tools-codes';
import type { toolsProgramsContract } from '../../../../../shared/contracts/tools-prices';
import { useToolsIcd10Query, useToolsProgramsQuery } from '../../../components/tools/tools-endpoints';
import { richT } from '../../../i18n/rich';
import { useLang, useLocalize } from '../../../i18n/use-t';
import { useSectionT } from '../../../i18n/section-catalogs';

type Icd10Answer = ResponseOf<typeof toolsIcd10Contract>;
type ProgramsAnswer = ResponseOf<typeof toolsProgramsContract>;
type CopayProgram = NonNullable<ProgramsAnswer['programs']>[number];

function CopayPrograms({ programs }: { programs: CopayProgram[] }) {
  const here = useLocation();
  const localize = useLocalize();
  const t = useSectionT('drugLater');
  if (!programs.length) return null;
  return (
    <>
      <h3>{t('drug.about.copayHeading')}</h3>
      <ul>
        {programs.map((p) => (
          <li key={p.brand}>
            {richT(t, 'drug.about.copayFor', { brand: p.brand }, { link: <a href={p.copayUrl}>{t('drug.about.copayLink', { manufacturer: p.manufacturer, brand: p.brand })}</a> })}{' '}
            <Link to={localize(manufacturerCouponHref(p, `${here.pathname}${here.search}`))}>{t('drug.about.copayEnroll')}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** "About {drug}": what it treats and its class (the catalog's indications), copay programs, and the tools that say more. */
export function AboutDrug({ drugName, zip }: { drugName: string; zip: string }) {
  const titleId = useId();
  const t = useSectionT('drugLater');
  // ICD-10's descriptions are in English: marked so on a Spanish page.
  const dataLang = useLang() === 'en' ? undefined : 'en';
  // The tools' own routes: the diagnoses for a medication, and its manufacturer's coupons.
  const uses = useToolsIcd10Query({ view: 'for-drug', drugName });
  const programs = useToolsProgramsQuery({ view: 'manufacturer', drugName });
  const icd10 = uses.data as Icd10Answer | undefined;
  const copayPrograms = programs.data === undefined ? undefined : ((programs.data as ProgramsAnswer).programs ?? []);
  const loading = uses.isLoading || programs.isLoading;
  const failed = uses.isError || programs.isError;
  const drugClass = icd10?.drug?.drugClass ?? '';
  const indications = icd10?.children ?? [];

  return (
    <section className="about-drug" aria-labelledby={titleId} aria-busy={loading}>
      <h2 id={titleId}>{t('drug.about.heading', { drugName })}</h2>
      {loading ? <p className="about-drug__status">{t('drug.about.loading', { drugName })}</p> : null}
      {failed ? (
        <p className="about-drug__status" role="alert">
          {t('drug.about.failed', { drugName })}{' '}
          <button type="button" className="link-button" onClick={() => void Promise.all([uses.refetch(), programs.refetch()])}>
            {t('common.tryAgain')}
          </button>
        </p>
      ) : null}
      {icd10 ? (
        <>
          {indications.length ? (
            <>
              <p>{t('drug.about.prescribedFor', { drugName })}</p>
              <ul>
                {indications.map((i) => (
                  <li key={i.code} lang={dataLang}>
                    {i.description} <span className="about-drug__code">(ICD-10 {i.code})</span>
                  </li>
                ))}
              </ul>
              <p className="about-drug__note">{t('drug.about.note')}</p>
            </>
          ) : null}
          {drugClass ? <p>{t('drug.about.class', { drugClass })}</p> : null}
        </>
      ) : null}
      {copayPrograms ? <CopayPrograms programs={copayPrograms} /> : null}
      {!loading ? (
        <>
          <h3>{t('drug.about.more', { drugName })}</h3>
          <ul>
            {aboutToolLinks(drugName, drugClass, Boolean(copayPrograms?.length), zip).map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{t(link.text, { drugName, drugClass })}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
