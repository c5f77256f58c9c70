import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BRAND, LIMITS } from '../../../../shared/brand';
import type { ComparisonRow } from '../../../../shared/contracts/prices';
import { competitorPriceText, ourPrice, rowCouponHref } from './comparison-rows';
import { ScreenshotDialog } from './ScreenshotDialog';

/** Spec §2.11 with drugName: competitor price (opens its evidence) beside ours (opens the coupon). */
export function ComparisonTable({ rows, note }: { rows: ComparisonRow[]; note: string | undefined }) {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState<ComparisonRow | undefined>();
  const first = rows[0]!;
  const returnURL = `${pathname}${search}`;
  return (
    <>
      <table className="comparison-table">
        <caption>
          GoodRx and {BRAND.product} prices for {first.ln} {first.dosage} {first.form.toLowerCase()}, {first.qtyToDisplay} {note ? <span>{note}</span> : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">Pharmacy</th>
            <th scope="col">GoodRx</th>
            <th scope="col">{BRAND.product}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.pharmacy}>
              <th scope="row">{row.pharmacy}</th>
              <td>
                <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpen(row)}>
                  {competitorPriceText(row.goodRx)}
                  <span className="visually-hidden"> GoodRx price at {row.pharmacy}: show where it was observed</span>
                </button>
              </td>
              <td>
                <Link to={rowCouponHref(row, returnURL)} className="comparison-table__ours">
                  ${ourPrice(row).toFixed(2)}
                  <span className="visually-hidden"> {BRAND.product} coupon at {row.pharmacy}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.some((r) => r.sample) ? (
        <p className="comparison-note comparison-note--sample">
          GoodRx prices here are sample observations recorded {first.goodRxObservedAt}, not live GoodRx prices. {BRAND.product} prices are
          live coupon prices near {LIMITS.defaultZip}.
        </p>
      ) : null}
      <ScreenshotDialog row={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
