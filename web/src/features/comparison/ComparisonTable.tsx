import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BRAND, LIMITS } from '../../../../shared/brand';
import { DataTable } from '../../components/data-table/DataTable';
import { useSectionT } from '../../i18n/section-catalogs';
import { useLocalize } from '../../i18n/use-t';
import type { ComparisonRow } from '../../../../shared/contracts/prices';
import { competitorPriceText, newestObservation, ourPrice, rowCouponHref } from './comparison-rows';
import { ScreenshotDialog } from './ScreenshotDialog';

/** rules#comparison-page with drugName: competitor price (opens its evidence) beside ours (opens the coupon). */
/** `quantity` says a row's quantity in the page's language (use-row-quantity.ts). */
export function ComparisonTable({ rows, note, quantity }: { rows: ComparisonRow[]; note: string | undefined; quantity: (text: string) => string }) {
  const t = useSectionT('compare');
  const product = BRAND.product;
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState<ComparisonRow | undefined>();
  const first = rows[0]!;
  const returnURL = `${pathname}${search}`;
  const localize = useLocalize();
  return (
    <>
      <DataTable
        className="comparison-table"
        caption={
          <>
            {t('compare.goodrx.tableCaption', { product, ln: first.ln, dosage: first.dosage, form: first.form.toLowerCase(), qty: quantity(first.qtyToDisplay) })}{' '}
            {note ? <span>{note}</span> : null}
          </>
        }
        rows={rows}
        rowKey={(row) => row.pharmacy}
        columns={[
          { header: t('compare.goodrx.pharmacy'), cell: (row) => row.pharmacy, rowHeader: true },
          {
            header: 'GoodRx',
            cell: (row) => (
              <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpen(row)}>
                {competitorPriceText(row.goodRx)}
                <span className="visually-hidden"> {t('compare.goodrx.goodRxPriceAt', { pharmacy: row.pharmacy })}</span>
              </button>
            ),
          },
          {
            header: BRAND.product,
            cell: (row) => (
              <Link to={localize(rowCouponHref(row, returnURL))} className="comparison-table__ours">
                ${ourPrice(row).toFixed(2)}
                <span className="visually-hidden"> {t('compare.goodrx.couponAt', { product, pharmacy: row.pharmacy })}</span>
              </Link>
            ),
          },
        ]}
      />
      <p className="comparison-note">{t('compare.goodrx.tableNote', { product, newest: newestObservation(rows), zip: LIMITS.defaultZip })}</p>
      <ScreenshotDialog row={open} quantity={quantity} onClose={() => setOpen(undefined)} />
    </>
  );
}
