import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { installClientErrorReporting } from './app/client-errors';
import { AppRoutes } from './app/router';
import { ShellSlotsContext, type ShellSlots } from './app/slots';
import { makeStore } from './app/store';
import { HeaderDrugSearch } from './components/search-bar/HeaderDrugSearch';
import './styles/global.css';

installClientErrorReporting();

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
const root = createRoot(document.getElementById('root')!);
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
