import { Link } from 'react-router-dom';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { useT, type Translate } from '../../i18n/use-t';

const BRAND_VS_GENERIC_PATH = '/blog/brand-name-vs-generic-drugs-cost-effectiveness-quality-savings';

/**
 * When the page shows another label than the one searched (the catalog's `openedAs`), one plain
 * sentence says why, so a different heading is never a surprise: Lipitor opens its generic
 * Atorvastatin; Semaglutide, sold only under brand names, opens Wegovy.
 */
function openedAsText(t: Translate, openedAs: NonNullable<DrugDetails['openedAs']>): string | undefined {
  const { asked, shown, why } = openedAs;
  if (asked.trim().toLowerCase() === shown.trim().toLowerCase()) return undefined;
  return t(why === 'generic' ? 'drug.cross.openedGeneric' : 'drug.cross.openedBrandOnly', { asked, shown });
}

/**
 * rules#drug-page brand/generic cross label, e.g. 'Generic of Zestril' or 'Brand name of Lisinopril'.
 * The brand-vs-generic article is in English only: its link stays on the English blog, and says so in Spanish.
 */
export function CrossLabel({ details }: { details: DrugDetails | null }) {
  const t = useT();
  // Its space is kept while the drug loads, so the page below does not jump when it appears (CLS).
  if (!details) return <p className="cross-label cross-label--pending" aria-hidden="true" />;
  const own = details.selected.brandGeneric;
  const others = details.names.filter((n) => n.brandGeneric !== own).map((n) => n.drugName);
  const why = details.openedAs ? openedAsText(t, details.openedAs) : undefined;
  return (
    <>
    {why ? <p className="cross-label__why">{why}</p> : null}
    <p className="cross-label">
      <span className={`cross-label__tag cross-label__tag--${own}`}>{t(own === 'G' ? 'drug.cross.generic' : 'drug.cross.brand')}</span>{' '}
      {others.length ? `${t(own === 'G' ? 'drug.cross.genericOf' : 'drug.cross.brandOf', { names: others.join(', ') })} ` : ''}
      <Link to={BRAND_VS_GENERIC_PATH} hrefLang="en">{t('drug.cross.difference')}</Link>
    </p>
    </>
  );
}
