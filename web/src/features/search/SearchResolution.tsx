import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DrugSearchAnswer } from '../../../../shared/contracts/drugs';
import { drugPath } from '../../components/search-bar/drug-path';
import { DrugLinks } from '../../components/search-bar/DrugLinks';
import type { ErrorCardModel } from './error-card';
import { NotFoundDialog } from './NotFoundDialog';
import { useDrugSearchQuery } from './search-endpoints';
import { useLocalize, useT } from '../../i18n/use-t';
import type { SearchedForState } from './ShowingInstead';

/** Where a drug answer opens: the drug, its strength's codes when one was typed, keeping z and p. */
function drugLocation(answer: Extract<DrugSearchAnswer, { kind: 'drug' }>, params: URLSearchParams): string {
  const path = drugPath(answer.drugName, params);
  if (!answer.gsn || !answer.ndc) return path;
  const [pathname, query = ''] = path.split('?');
  const next = new URLSearchParams(query);
  next.set('g', answer.gsn);
  next.set('nd', answer.ndc);
  return `${pathname}?${next.toString()}`;
}

/** A class word's drugs to choose from (the H1 names the kind, never the text as typed). */
function DrugChooser({ answer }: { answer: Extract<DrugSearchAnswer, { kind: 'class' }> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page drug-page drug-chooser">
      <h1 ref={heading} tabIndex={-1}>
        {t('drug.chooseHeading', { className: answer.className })}
      </h1>
      <p>{t('drug.chooseText', { count: answer.drugNames.length, className: answer.className.toLowerCase() })}</p>
      <DrugLinks names={answer.drugNames} className="drug-chooser__list" />
    </div>
  );
}

/**
 * A name the drug details do not know: read the way people type it. A drug (with its strength, or
 * a misspelling's one clear match) opens in its place, saying what was typed; a class word offers
 * its drugs; anything else is the Not Found popup.
 */
export function SearchResolution({ drugName, card, exact }: { drugName: string; card: ErrorCardModel; exact: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useT();
  const localize = useLocalize();
  const { data: answer, isError } = useDrugSearchQuery(exact ? '' : drugName, { skip: exact });
  const target = answer?.kind === 'drug' ? drugLocation(answer, params) : undefined;
  const corrected = answer?.kind === 'drug' && answer.corrected;

  useEffect(() => {
    if (!target) return;
    const state: SearchedForState = { rememberSearch: true, ...(corrected ? { searchedFor: drugName } : {}) };
    navigate(localize(target), { replace: true, state });
  }, [target, corrected, drugName, navigate, localize]);

  if (!exact && !isError && (answer === undefined || answer.kind === 'drug')) {
    return (
      <div className="page drug-page">
        <p className="search-page__prompt" role="status">
          {t('drug.finding')}
        </p>
      </div>
    );
  }
  if (answer?.kind === 'class') return <DrugChooser answer={answer} />;
  return <NotFoundDialog card={card} drugName={drugName} />;
}
