import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BRAND, LIMITS } from '../../../../shared/brand';
import { DataTable } from '../../components/data-table/DataTable';
import type { ComparisonRow } from '../../../../shared/contracts/prices';
import { competitorPriceText, newestObservation, ourPrice, rowCouponHref } from './comparison-rows';
import { ScreenshotDialog } from './ScreenshotDialog';

/** rules#comparison-page with drugName: competitor price (opens its evidence) beside ours (opens the coupon). */
export function ComparisonTable({ rows, note }: { rows: ComparisonRow[]; note: string | undefined }) {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState<ComparisonRow | undefined>();
  const first = rows[0]!;
  const returnURL = `${pathname}${search}`;
  return (
    <>
      <DataTable
        className="comparison-table"
        caption={
          <>
            GoodRx and {BRAND.product} prices for {first.ln} {first.dosage} {first.form.toLowerCase()}, {first.qtyToDisplay} {note ? <span>{note}</span> : null}
          </>
        }
        rows={rows}
        rowKey={(row) => row.pharmacy}
        columns={[
          { header: 'Pharmacy', cell: (row) => row.pharmacy, rowHeader: true },
          {
            header: 'GoodRx',
            cell: (row) => (
              <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpen(row)}>
                {competitorPriceText(row.goodRx)}
                <span className="visually-hidden"> GoodRx price at {row.pharmacy}: show where it was observed</span>
              </button>
            ),
          },
          {
            header: BRAND.product,
            cell: (row) => (
              <Link to={rowCouponHref(row, returnURL)} className="comparison-table__ours">
                ${ourPrice(row).toFixed(2)}
                <span className="visually-hidden"> {BRAND.product} coupon at {row.pharmacy}</span>
              </Link>
            ),
          },
        ]}
      />
      <p className="comparison-note">
        GoodRx prices are observations: each was seen on GoodRx's site on the date shown with it (newest {newestObservation(rows)}) and links to
        the page it was seen on. They are not live GoodRx prices. {BRAND.product} prices are live coupon prices near {LIMITS.defaultZip}.
      </p>
      <ScreenshotDialog row={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
