import { Link } from 'react-router-dom';
import type { DrugDetails } from '../../../../shared/contracts/prices';

export const BRAND_VS_GENERIC_PATH = '/blog/brand-name-vs-generic-drugs-cost-effectiveness-quality-savings';

/**
 * When the page shows another label than the one searched (the catalog's `openedAs`), one plain
 * sentence says why, so a different heading is never a surprise: Lipitor opens its generic
 * Atorvastatin; Semaglutide, sold only under brand names, opens Wegovy.
 */
export function openedAsText(openedAs: NonNullable<DrugDetails['openedAs']>): string | undefined {
  const { asked, shown, why } = openedAs;
  if (asked.trim().toLowerCase() === shown.trim().toLowerCase()) return undefined;
  return why === 'generic'
    ? `You searched for ${asked}. These are prices for ${shown}, its generic: the same medicine, usually for less. To see ${asked} prices, choose it under Brand or generic.`
    : `You searched for ${asked}. It is sold only under brand names, so these are prices for ${shown}.`;
}

/** rules#drug-page brand/generic cross label, e.g. 'Generic of Zestril' or 'Brand name of Lisinopril'. */
export function CrossLabel({ details }: { details: DrugDetails | null }) {
  // Its space is kept while the drug loads, so the page below does not jump when it appears (CLS).
  if (!details) return <p className="cross-label cross-label--pending" aria-hidden="true" />;
  const own = details.selected.brandGeneric;
  const others = details.names.filter((n) => n.brandGeneric !== own).map((n) => n.drugName);
  const why = details.openedAs ? openedAsText(details.openedAs) : undefined;
  return (
    <>
    {why ? <p className="cross-label__why">{why}</p> : null}
    <p className="cross-label">
      <span className={`cross-label__tag cross-label__tag--${own}`}>{own === 'G' ? 'Generic' : 'Brand'}</span>{' '}
      {others.length ? `${own === 'G' ? 'Generic of' : 'Brand name of'} ${others.join(', ')}. ` : ''}
      <Link to={BRAND_VS_GENERIC_PATH}>Brand name vs generic: what is the difference?</Link>
    </p>
    </>
  );
}
