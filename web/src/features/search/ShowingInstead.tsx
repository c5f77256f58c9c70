import { Link, useSearchParams } from 'react-router-dom';
import { drugPath } from '../../components/search-bar/drug-path';
import { useLocalize, useT } from '../../i18n/use-t';

/** Router state of a drug opened for other text than its name: the text, for "search instead for". */
export interface SearchedForState {
  rememberSearch: true;
  searchedFor?: string;
  /** "Search instead for": the text exactly as typed, not read for a drug. */
  exact?: boolean;
}

export const searchedFor = (state: unknown): string | undefined => (state as Partial<SearchedForState> | null)?.searchedFor;
export const isExactSearch = (state: unknown): boolean => (state as Partial<SearchedForState> | null)?.exact === true;

/** "Showing Atorvastatin — search instead for 'atorvastatn'" above a drug opened for a misspelling. */
export function ShowingInstead({ shown, typed }: { shown: string; typed: string }) {
  const [params] = useSearchParams();
  const exactState: SearchedForState = { rememberSearch: true, exact: true };
  const t = useT();
  const localize = useLocalize();
  return (
    <p className="showing-instead" role="status">
      {t('drug.showingInstead', { shown })}{' '}
      <Link to={localize(drugPath(typed, params))} state={exactState}>
        '{typed}'
      </Link>
    </p>
  );
}
