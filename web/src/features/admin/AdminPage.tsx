import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { RequireRole } from '../../components/auth/RequireRole';
import './admin.css';

export const ADMIN_PAGES = [
  { path: '/admin/lambda-status', label: 'Lambda status' },
  { path: '/admin/price-explainer', label: 'Price explainer' },
  { path: '/admin/pharmacy-explainer', label: 'Pharmacy explainer' },
  { path: '/admin/price-history', label: 'Price history' },
  { path: '/admin/clear-cache', label: 'Clear cache' },
  { path: '/admin/claim-analysis', label: 'Claim analysis' },
  { path: '/admin/competitor-prices', label: 'Competitor prices' },
] as const;

/** The frame of every admin page: heading, the admin nav, and the role guard (the server checks it too). */
export function AdminPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="page admin-page">
      <h1>{title}</h1>
      <RequireRole role="admin">
        <nav className="admin-nav" aria-label="Admin pages">
          <ul>
            {ADMIN_PAGES.map((p) => (
              <li key={p.path}>
                <NavLink to={p.path}>{p.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="admin-page__intro">{intro}</p>
        {children}
      </RequireRole>
    </div>
  );
}
