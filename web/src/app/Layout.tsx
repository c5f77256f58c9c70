import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { promoMode } from '../components/promo-page';
import { useScrollY } from '../components/use-scroll-y';
import { isFooterVisible, isHeaderVisible, isScrollTopButtonVisible } from './chrome';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTopButton } from './ScrollToTopButton';
import { useT } from '../i18n/use-t';
import { useCurrentPage, useNavigationEffects } from './use-navigation-effects';

export function Layout() {
  useNavigationEffects();
  const { page } = useCurrentPage();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  // rules#routes: the promotional page (/ with p and z) always shows the header.
  const chrome = pathname === '/' && promoMode(query) === 'promo' ? 'standard' : page?.chrome ?? 'standard';
  const scrollY = useScrollY();
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header visible={isHeaderVisible(chrome, scrollY)} />
      <main id="main" tabIndex={-1} className={chrome === 'standard' ? 'with-header' : undefined}>
        <Outlet />
      </main>
      {isFooterVisible(chrome) ? <Footer /> : null}
      <ScrollToTopButton visible={isScrollTopButtonVisible(scrollY)} />
    </>
  );
}
