import type { Chrome } from './pages';

export const HEADER_REVEAL_SCROLL_PX = 600;
export const SCROLL_TOP_BUTTON_PX = 10;

/** rules#site-shell: header hidden on / and /how-it-works until scrolled over 600 px, never on /p. */
export function isHeaderVisible(chrome: Chrome, scrollY: number): boolean {
  if (chrome === 'bare') return false;
  if (chrome === 'revealHeader') return scrollY > HEADER_REVEAL_SCROLL_PX;
  return true;
}

export const isFooterVisible = (chrome: Chrome): boolean => chrome !== 'bare';
export const isScrollTopButtonVisible = (scrollY: number): boolean => scrollY > SCROLL_TOP_BUTTON_PX;

/** rules#site-shell: titles and descriptions are not set on admin paths. */
export const setsDocumentMeta = (pathname: string, title: string): boolean =>
  title.trim() !== '' && !pathname.startsWith('/admin');

/** The last-page cookie never records / or /after-auth. */
export const isRememberedPage = (pathname: string): boolean => pathname !== '/' && pathname !== '/after-auth';
