import { useId } from 'react';
import { Link } from 'react-router-dom';
import { aboutToolLinks } from './about-links';
import { useGetCopayProgramsQuery, useGetDrugUsesQuery, type CopayProgram } from './about-endpoints';

function CopayPrograms({ programs }: { programs: CopayProgram[] }) {
  if (!programs.length) return null;
  return (
    <>
      <h3>Manufacturer copay program</h3>
      <ul>
        {programs.map((p) => (
          <li key={p.brand}>
            For {p.brand}: <a href={p.copayUrl}>{p.manufacturer}'s {p.brand} savings program</a> (on the manufacturer's site; applied at the pharmacy, not here).
          </li>
        ))}
      </ul>
    </>
  );
}

/** "About {drug}": what it treats and its class (the catalog's indications), copay programs, and the tools that say more. */
export function AboutDrug({ drugName, zip }: { drugName: string; zip: string }) {
  const titleId = useId();
  const uses = useGetDrugUsesQuery(drugName);
  const programs = useGetCopayProgramsQuery(drugName);
  const loading = uses.isLoading || programs.isLoading;
  const failed = uses.isError || programs.isError;
  const drugClass = uses.data?.drugClass ?? '';
  const indications = uses.data?.indications ?? [];

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
      {uses.data ? (
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
      {programs.data ? <CopayPrograms programs={programs.data} /> : null}
      {!loading ? (
        <>
          <h3>More about {drugName}</h3>
          <ul>
            {aboutToolLinks(drugName, drugClass, Boolean(programs.data?.length), zip).map((link) => (
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
