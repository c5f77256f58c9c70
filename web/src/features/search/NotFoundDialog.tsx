import { useEffect, useRef } from 'react';
import { DrugSearchForm } from '../../components/DrugSearchForm';
import type { ErrorCardModel } from './error-card';
import { DidYouMeanList } from './DidYouMeanList';
import { Notices } from './Notices';
import { useT } from '../../i18n/use-t';

/**
 * rules#errors 'Drug Name Not Found' as the popup its words describe: a modal dialog (focus moves
 * in, Escape or Close dismisses it) with Did you mean; closing it moves focus to the search box on
 * the page, where the body sends the visitor.
 */
export function NotFoundDialog({ card, drugName }: { card: ErrorCardModel; drugName: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const page = useRef<HTMLDivElement>(null);
  const t = useT();

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, [drugName]);

  const onClose = () => page.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();

  return (
    <div className="page drug-page" ref={page}>
      <h1>{t('errorCard.noDrugNamed', { drugName })}</h1>
      <DrugSearchForm variant="inline" label={t('errorCard.searchAnother')} />
      <dialog ref={dialog} className="error-card error-card--dialog" aria-labelledby="not-found-heading" aria-describedby="not-found-body" onClose={onClose}>
        <h2 id="not-found-heading">{t(`errorCard.${card.kind}.heading`)}</h2>
        <p id="not-found-body">{t(`errorCard.${card.kind}.body`)}</p>
        <DidYouMeanList drugName={drugName} />
        <Notices items={card.warnings} kind="warning" />
        <form method="dialog">
          <button type="submit" className="button button--secondary" autoFocus>
            {t('common.close')}
          </button>
        </form>
      </dialog>
    </div>
  );
}
