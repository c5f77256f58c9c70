import { lazy, type ComponentType } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { promoMode } from '../components/promo-page';
import { useScrollY } from '../components/use-scroll-y';
import { WhenNear } from '../components/WhenNear';
import { isFooterVisible, isHeaderVisible, isScrollTopButtonVisible } from './chrome';
import { Header } from './Header';
import { usePageShown } from './page-shown';
import { ScrollToTopButton } from './ScrollToTopButton';
import { useT } from '../i18n/use-t';
import { useCurrentPage, useNavigationEffects } from './use-navigation-effects';

/** A footer whose chunk fails to load is left out rather than taking the page down with it. */
const FooterContent = lazy<ComponentType>(() => import('./Footer').catch(() => ({ default: () => null })));

export function Layout() {
  useNavigationEffects();
  const { page } = useCurrentPage();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  // rules#routes: the promotional page (/ with p and z) always shows the header.
  const chrome = pathname === '/' && promoMode(query) === 'promo' ? 'standard' : page?.chrome ?? 'standard';
  const scrollY = useScrollY();
  const t = useT();
  const pageShown = usePageShown();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header visible={isHeaderVisible(chrome, scrollY)} />
      <main id="main" tabIndex={-1} className={chrome === 'standard' ? 'with-header' : undefined}>
        <Outlet />
      </main>
      {isFooterVisible(chrome) ? (
        <footer className="site-footer">
          {pageShown ? (
            <WhenNear>
              <FooterContent />
            </WhenNear>
          ) : null}
        </footer>
      ) : null}
      <ScrollToTopButton visible={isScrollTopButtonVisible(scrollY)} />
    </>
  );
}
