import { useEffect, useRef } from 'react';
import type { ComparisonRow } from '../../../../shared/contracts/prices';
import { useT } from '../../i18n/use-t';
import { useSectionT } from '../../i18n/section-catalogs';
import { competitorPriceText } from './comparison-rows';

const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** The competitor price's evidence: where and when it was observed (rules#comparison-page #goodrxScreenshotModal). */
export function ScreenshotDialog({ row, quantity, onClose }: { row: ComparisonRow | undefined; quantity: (text: string) => string; onClose: () => void }) {
  const t = useSectionT('compare');
  const common = useT();
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
          <h2 id="screenshot-heading">{t('compare.goodrx.dialogHeading', { pharmacy: row.pharmacy })}</h2>
          <p>
            {t('compare.goodrx.observed', { price: competitorPriceText(row.goodRx), ln: row.ln, dosage: row.dosage, form: row.form.toLowerCase(), qty: quantity(row.qtyToDisplay) })}{' '}
            <time dateTime={row.goodRxObservedAt}>{row.goodRxObservedAt}</time>.
          </p>
          {isOwnPath(row.goodRxScreenshot) ? (
            <img src={row.goodRxScreenshot} alt={t('compare.goodrx.screenshotAlt', { ln: row.ln, pharmacy: row.pharmacy, date: row.goodRxObservedAt })} />
          ) : (
            <p>{t('compare.goodrx.noScreenshot')}</p>
          )}
          {row.goodRxURL.startsWith('https://') ? (
            <p>
              {t('compare.goodrx.source')}{' '}
              <a href={row.goodRxURL} rel="noopener noreferrer" target="_blank">
                {row.goodRxURL}
                <span className="visually-hidden"> {t('compare.goodrx.newTab')}</span>
              </a>
            </p>
          ) : null}
        </>
      ) : null}
      <form method="dialog">
        <button type="submit">{common('common.close')}</button>
      </form>
    </dialog>
  );
}
