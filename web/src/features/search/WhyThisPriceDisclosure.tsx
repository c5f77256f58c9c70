import { lazy, Suspense, useState } from 'react';
import type { DrugDetails, PricedPharmacyPrice } from '../../../../shared/contracts/prices';
import { useT } from '../../i18n/use-t';

// Opened by few visitors and on one row at a time: its words and arithmetic load on the first opening.
const WhyThisPriceBody = lazy(() => import('./WhyThisPrice').then((m) => ({ default: m.WhyThisPriceBody })));

/** "Why this price?" on a pharmacy row: a disclosure whose body is drawn once it has been opened. */
export function WhyThisPrice({ price, details }: { price: PricedPharmacyPrice; details: DrugDetails }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <details className="why-price" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{t('drug.why.summary')}</summary>
      {opened ? (
        <Suspense fallback={<p className="why-price__plain" aria-busy="true" />}>
          <WhyThisPriceBody price={price} details={details} />
        </Suspense>
      ) : null}
    </details>
  );
}
