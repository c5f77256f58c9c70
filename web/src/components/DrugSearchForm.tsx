import { useId, useState, type FocusEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { drugPath } from './search-bar/drug-path';
import { DrugLinks } from './search-bar/DrugLinks';
import { DrugTypeahead } from './search-bar/DrugTypeahead';
import { POPULAR_SEARCHES, POPULAR_SEARCHES_MOBILE, readSearchHistory, SEARCHED_STATE } from './search-bar/search-history';
import { useIsMobile, useIsWideDesktop } from './use-media-query';
import { useLocalize, useT } from '../i18n/use-t';

/** nav: the header's bar; page: /search's bar with recent or popular searches; inline: a labelled bar inside a page. */
export type DrugSearchVariant = 'nav' | 'page' | 'inline';

function SearchIcon() {
  return (
    <svg className="search-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** rules#search-bar: 'Recent Searches' when there are any, else 'Popular Searches' (first 3 on mobile). */
function SuggestedSearches() {
  const isMobile = useIsMobile();
  const [recent] = useState(readSearchHistory);
  const names = recent.length ? recent : POPULAR_SEARCHES.slice(0, isMobile ? POPULAR_SEARCHES_MOBILE : undefined);
  const t = useT();
  const heading = recent.length ? t('search.recentSearches') : t('search.popularSearches');
  return (
    <nav className="search-bar__suggested" aria-label={heading}>
      <span className="search-bar__suggested-title">{heading}:</span>
      <DrugLinks names={names} />
    </nav>
  );
}

/**
 * The search bar of rules#search-bar: typeahead, a Search button (an icon on mobile), recent or popular
 * searches (full-page variant), and navigation to /{drug name} keeping z and p. Enter searches the
 * text as typed (or the suggestion highlighted with the arrow keys); Escape, or focus leaving the
 * bar, clears the query and the suggestions.
 */
export function DrugSearchForm({ label, autoFocus = false, variant = 'page' }: { label?: string; autoFocus?: boolean; variant?: DrugSearchVariant }) {
  const id = useId();
  const t = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const errorId = `${id}-error`;
  // rules#validation: an empty search does nothing; a bar in a page (not the header's) says why.
  const saysWhy = variant !== 'nav';
  // One search landmark per page: a bar inside a page's content (the Not Found page's) is the
  // page's search only where the header shows no bar of its own (up to 1200 px); beside the
  // header's it is a plain form that searches the same way. The header's landmark and the page's
  // have different names (axe landmark-unique), which are not the field's label (getByLabel finds one).
  const headerHasBar = useIsWideDesktop();
  const landmark = variant !== 'inline' || !headerHasBar;
  const landmarkName = t(variant === 'nav' ? 'search.landmarkSite' : 'search.landmarkPage');

  function search(value: string) {
    const drug = value.trim();
    if (!drug) {
      if (saysWhy) setError(t('validation.drugName'));
      return;
    }
    setName('');
    setError('');
    navigate(localize(drugPath(drug, params)), { state: SEARCHED_STATE });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search(name);
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setName('');
  }

  return (
    <form className={`drug-search search-bar search-bar--${variant}`} {...(landmark ? { role: 'search', 'aria-label': landmarkName } : {})} onSubmit={onSubmit} onBlur={onBlur} noValidate>
      <div className="drug-search__row">
        <DrugTypeahead
          id={`${id}-drug`}
          label={label ?? t('search.drugName')}
          hideLabel={variant === 'nav'}
          value={name}
          autoFocus={autoFocus}
          onChange={(text) => {
            setName(text);
            setError('');
          }}
          onSelect={search}
          invalid={error !== ''}
          describedBy={saysWhy ? errorId : undefined}
        />
        <button type="submit" className="button search-bar__button" aria-label={t('search.search')}>
          <SearchIcon />
          <span className="search-bar__button-text" aria-hidden="true">
            {t('search.search')}
          </span>
        </button>
      </div>
      {saysWhy ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {variant === 'page' ? <SuggestedSearches /> : null}
    </form>
  );
}
