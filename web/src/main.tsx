import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { installClientErrorReporting } from './app/client-errors';
import { createRouter } from './app/router';
import { ShellSlotsContext, type ShellSlots } from './app/slots';
import { makeStore } from './app/store';
import './styles/global.css';

installClientErrorReporting();

const store = makeStore();
const router = createRouter();
const slots: ShellSlots = {
  // ── header search (#4) ──
  // ── newsletter (#5) ──
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ShellSlotsContext.Provider value={slots}>
        <RouterProvider router={router} />
      </ShellSlotsContext.Provider>
    </Provider>
  </StrictMode>,
);
