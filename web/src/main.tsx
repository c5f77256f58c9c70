import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { installClientErrorReporting, reportRecoverableError } from './app/client-errors';
import { AppRoutes } from './app/router';
import { ShellSlotsContext, type ShellSlots } from './app/slots';
import { makeStore } from './app/store';
import { HeaderDrugSearch } from './components/search-bar/HeaderDrugSearch';
import { loadCatalog } from './i18n/i18n';
import { homeRedirectFor, langOfPath, rememberedLang } from './i18n/lang';
import './styles/global.css';

installClientErrorReporting();

// The remembered language (web/src/i18n/lang.ts): a visitor who chose Spanish and opens / gets /es.
const homeRedirect = homeRedirectFor(location.pathname, rememberedLang());
if (homeRedirect) history.replaceState(history.state, '', `${homeRedirect}${location.search}${location.hash}`);
const firstLang = langOfPath(location.pathname);
document.documentElement.lang = firstLang;
// A Spanish first page starts fetching its catalog now, beside the page's chunk (no waterfall).
if (firstLang !== 'en') void loadCatalog(firstLang);

const store = makeStore();
const slots: ShellSlots = {
  // ── header search ──
  HeaderSearch: HeaderDrugSearch,
  // ── newsletter ──
  subscribeToNewsletter: async (email) => {
    // Loaded on first use: the messaging contracts (and zod) stay out of the first page load.
    const { messagingEndpoints } = await import('./features/contact/messaging-endpoints');
    // A failure is reported (without the address) by the block's form status, which then shows its alert.
    await store.dispatch(messagingEndpoints.endpoints.newsletter.initiate(email)).unwrap();
  },
};

// A transition lets React split the first render into short tasks, so a slow phone stays responsive
// while the page builds (Total Blocking Time), instead of one long task.
const root = createRoot(document.getElementById('root')!, { onRecoverableError: reportRecoverableError });
startTransition(() =>
  root.render(
    <StrictMode>
      <Provider store={store}>
        <ShellSlotsContext.Provider value={slots}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ShellSlotsContext.Provider>
      </Provider>
    </StrictMode>,
  ),
);
