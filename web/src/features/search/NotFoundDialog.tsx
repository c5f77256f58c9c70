import { useEffect, useRef } from 'react';
import { DrugSearchForm } from '../../components/DrugSearchForm';
import type { ErrorCardModel } from './error-card';
import { DidYouMeanList } from './ErrorCard';
import { Notices } from './Notices';

/**
 * rules#errors 'Drug Name Not Found' as the popup its words describe: a modal dialog (focus moves
 * in, Escape or Close dismisses it) with Did you mean; closing it moves focus to the search box on
 * the page, where the body sends the visitor.
 */
export function NotFoundDialog({ card, drugName }: { card: ErrorCardModel; drugName: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const page = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, [drugName]);

  const onClose = () => page.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();

  return (
    <div className="page drug-page" ref={page}>
      <h1>No drug named '{drugName}'</h1>
      <DrugSearchForm variant="inline" label="Search for another drug" />
      <dialog ref={dialog} className="error-card error-card--dialog" aria-labelledby="not-found-heading" aria-describedby="not-found-body" onClose={onClose}>
        <h2 id="not-found-heading">{card.heading}</h2>
        <p id="not-found-body">{card.body}</p>
        <DidYouMeanList drugName={drugName} />
        <Notices items={card.warnings} kind="warning" />
        <form method="dialog">
          <button type="submit" className="button button--secondary" autoFocus>
            Close
          </button>
        </form>
      </dialog>
    </div>
  );
}
