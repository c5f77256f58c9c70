import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { manufacturerCouponHref } from '../../../../../shared/manufacturer-programs';
import { aboutToolLinks } from './about-links';
import type { ResponseOf } from '../../../../../shared/contract';
import type { toolsIcd10Contract } from '../../../../../shared/contracts/tools-codes';
import type { toolsProgramsContract } from '../../../../../shared/contracts/tools-prices';
import { useLocalize } from '../../../i18n/use-t';
import { useToolsIcd10Query, useToolsProgramsQuery } from '../../../components/tools/tools-endpoints';

type Icd10Answer = ResponseOf<typeof toolsIcd10Contract>;
type ProgramsAnswer = ResponseOf<typeof toolsProgramsContract>;
type CopayProgram = NonNullable<ProgramsAnswer['programs']>[number];

function CopayPrograms({ programs }: { programs: CopayProgram[] }) {
  const here = useLocation();
  const localize = useLocalize();
  if (!programs.length) return null;
  return (
    <>
      <h3>Manufacturer copay program</h3>
      <ul>
        {programs.map((p) => (
          <li key={p.brand}>
            For {p.brand}: <a href={p.copayUrl}>{p.manufacturer}'s {p.brand} savings program</a> (on the manufacturer's site; applied at the pharmacy, not here).{' '}
            <Link to={localize(manufacturerCouponHref(p, `${here.pathname}${here.search}`))}>How to get it, or let us enroll you</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** "About {drug}": what it treats and its class (the catalog's indications), copay programs, and the tools that say more. */
export function AboutDrug({ drugName, zip }: { drugName: string; zip: string }) {
  const titleId = useId();
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
      <h2 id={titleId}>About {drugName}</h2>
      {loading ? <p className="about-drug__status">Looking up what {drugName} treats…</p> : null}
      {failed ? (
        <p className="about-drug__status" role="alert">
          We could not load more about {drugName} just now.{' '}
          <button type="button" className="link-button" onClick={() => void Promise.all([uses.refetch(), programs.refetch()])}>
            Try again
          </button>
        </p>
      ) : null}
      {icd10 ? (
        <>
          {indications.length ? (
            <>
              <p>{drugName} is commonly prescribed for:</p>
              <ul>
                {indications.map((i) => (
                  <li key={i.code}>
                    {i.description} <span className="about-drug__code">(ICD-10 {i.code})</span>
                  </li>
                ))}
              </ul>
              <p className="about-drug__note">Your prescriber decides what it is for in your case.</p>
            </>
          ) : null}
          {drugClass ? <p>Drug class: {drugClass}.</p> : null}
        </>
      ) : null}
      {copayPrograms ? <CopayPrograms programs={copayPrograms} /> : null}
      {!loading ? (
        <>
          <h3>More about {drugName}</h3>
          <ul>
            {aboutToolLinks(drugName, drugClass, Boolean(copayPrograms?.length), zip).map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.text}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
