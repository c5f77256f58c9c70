import { useEffect, useRef } from 'react';
import type { ComparisonRow } from '../../../../shared/contracts/prices';
import { competitorPriceText } from './comparison-rows';

const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** The competitor price's evidence: where and when it was observed (rules#comparison-page #goodrxScreenshotModal). */
export function ScreenshotDialog({ row, onClose }: { row: ComparisonRow | undefined; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (row && !el.open) el.showModal();
    if (!row && el.open) el.close();
  }, [row]);
  return (
    <dialog id="goodrxScreenshotModal" ref={dialog} className="screenshot-dialog" aria-labelledby="screenshot-heading" onClose={onClose}>
      {row ? (
        <>
          <h2 id="screenshot-heading">GoodRx price at {row.pharmacy}</h2>
          <p>
            {competitorPriceText(row.goodRx)} for {row.ln} {row.dosage} {row.form.toLowerCase()}, {row.qtyToDisplay}. Observed on{' '}
            <time dateTime={row.goodRxObservedAt}>{row.goodRxObservedAt}</time>.
          </p>
          {isOwnPath(row.goodRxScreenshot) ? (
            <img src={row.goodRxScreenshot} alt={`GoodRx page for ${row.ln} at ${row.pharmacy} on ${row.goodRxObservedAt}`} />
          ) : (
            <p>No screenshot was recorded with this observation.</p>
          )}
          {row.goodRxURL.startsWith('https://') ? (
            <p>
              Source:{' '}
              <a href={row.goodRxURL} rel="noopener noreferrer" target="_blank">
                {row.goodRxURL}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </>
      ) : null}
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
