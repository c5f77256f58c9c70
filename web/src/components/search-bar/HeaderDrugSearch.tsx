import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useIsWideDesktop } from '../use-media-query';
import { useLocalize, useT } from '../../i18n/use-t';
import { englishPath } from '../../i18n/lang';
import './header-search.css';

// The bar (and the zod contract behind its lookup) loads after the shell: the entry chunk stays lean.
const NavSearchBar = lazy(() => import('../DrugSearchForm').then((m) => ({
  default: function NavSearchForm() {
    const t = useT();
    return <m.DrugSearchForm variant="nav" label={t('search.navLabel')} />;
  },
})));

function SearchGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** The header's search bar (rules#site-shell: the bar from 1200 px, a link to /search below). Not on /search itself. */
export function HeaderDrugSearch() {
  const { pathname } = useLocation();
  const wide = useIsWideDesktop();
  const t = useT();
  const localize = useLocalize();
  if (englishPath(pathname) === '/search') return null;
  return wide ? (
    <Suspense fallback={null}>
      <NavSearchBar />
    </Suspense>
  ) : (
    <Link to={localize('/search')} className="header-search-link" aria-label={t('search.headerLink')}>
      <SearchGlyph />
    </Link>
  );
}
