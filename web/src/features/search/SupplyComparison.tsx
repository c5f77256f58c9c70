import { skipToken } from '@reduxjs/toolkit/query';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { isPriced } from '../../../../shared/priced-set';
import { formatPrice } from '../../../../shared/validation';
import { type Column, DataTable } from '../../components/data-table/DataTable';
import type { Translate } from '../../i18n/use-t';
import { useSectionT } from '../../i18n/section-catalogs';
import { formatUnitPrice, otherSupplyQuantity, perUnit } from './price-facts';
import { useQuantityText } from '../../i18n/quantity-text';
import { useDrugDetailsQuery, type MailOrderCoupon } from './search-endpoints';

interface Row {
  /** The catalog's quantity text. */
  supply: string;
  where: 'near' | 'mail';
  price: number;
  quantity: number;
}

const supplyColumns = (t: Translate, quantityText: (text: string) => string): Column<Row>[] => [
  { header: t('drug.supply.supply'), cell: (r) => quantityText(r.supply) },
  { header: t('drug.supply.where'), cell: (r) => t(r.where === 'mail' ? 'drug.supply.mail' : 'drug.supply.nearYou') },
  { header: t('drug.supply.lowest'), cell: (r) => formatPrice(r.price) },
  { header: t('drug.supply.perUnit'), cell: (r) => formatUnitPrice(perUnit(r.price, r.quantity) ?? 0) },
];

/** 30-day vs 90-day and retail vs mail-order per-unit prices, side by side, when both exist. */
export function SupplyComparison({ details, mailOrder, source }: { details: DrugDetails; mailOrder: MailOrderCoupon[]; source: 'web' | 'webm' }) {
  const t = useSectionT('drugLater');
  const quantityText = useQuantityText();
  const other = otherSupplyQuantity(details);
  const s = details.selected;
  const { data: otherDetails } = useDrugDetailsQuery(
    other === undefined
      ? skipToken
      : { drugName: s.drugName, ...(details.zip ? { zip: details.zip } : { lat: details.location.lat, long: details.location.lon }), brandIndicator: s.brandGeneric, gsn: s.gsn, ndc: s.ndc, qty: other, Source: source },
  );
  const best = details.drugs.find(isPriced);
  if (!best) return null;
  const rows: Row[] = [{ supply: s.quantityToDisplay, where: 'near', price: best.price, quantity: s.quantity }];
  const otherBest = otherDetails?.drugs.find(isPriced);
  if (otherDetails && otherBest) rows.push({ supply: otherDetails.selected.quantityToDisplay, where: 'near', price: otherBest.price, quantity: otherDetails.selected.quantity });
  const mail = [...mailOrder].sort((a, b) => a.price - b.price)[0];
  if (mail) rows.push({ supply: s.quantityToDisplay, where: 'mail', price: mail.price, quantity: s.quantity });
  if (rows.length < 2) return null;
  rows.sort((a, b) => a.quantity - b.quantity);
  return (
    <section className="supply-compare" aria-labelledby="supply-compare-heading">
      <h2 id="supply-compare-heading">{t('drug.supply.heading')}</h2>
      <DataTable
        caption={<span className="visually-hidden">{t('drug.supply.caption')}</span>}
        rows={rows}
        rowKey={(r) => `${r.supply}-${r.where}`}
        columns={supplyColumns(t, quantityText)}
      />
    </section>
  );
}
