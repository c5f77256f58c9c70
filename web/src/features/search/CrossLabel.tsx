import { Link } from 'react-router-dom';
import type { DrugDetails } from '../../../../shared/contracts/prices';

export const BRAND_VS_GENERIC_PATH = '/blog/brand-name-vs-generic-drugs-cost-effectiveness-quality-savings';

/** rules#drug-page brand/generic cross label, e.g. 'Generic of Zestril' or 'Brand name of Lisinopril'. */
export function CrossLabel({ details }: { details: DrugDetails | null }) {
  // Its space is kept while the drug loads, so the page below does not jump when it appears (CLS).
  if (!details) return <p className="cross-label cross-label--pending" aria-hidden="true" />;
  const own = details.selected.brandGeneric;
  const others = details.names.filter((n) => n.brandGeneric !== own).map((n) => n.drugName);
  return (
    <p className="cross-label">
      <span className={`cross-label__tag cross-label__tag--${own}`}>{own === 'G' ? 'Generic' : 'Brand'}</span>{' '}
      {others.length ? `${own === 'G' ? 'Generic of' : 'Brand name of'} ${others.join(', ')}. ` : ''}
      <Link to={BRAND_VS_GENERIC_PATH}>Brand name vs generic: what is the difference?</Link>
    </p>
  );
}
