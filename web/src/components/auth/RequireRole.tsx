import { useState, type ReactNode } from 'react';
import type { Role } from '../../../../shared/api-routes';
import { useAuth } from './use-auth';
import './auth.css';


const ROLE_LABELS: Record<Role, string> = {
  admin: 'administrator',
  pharmacist: 'pharmacist',
  'marketplace-admin': 'marketplace administrator',
};

/** rules#states: Safari is not supported on the marketplace and benefit-manager admin paths (a warning only). */
export function isSafari(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);
}

export const SAFARI_WARNING = 'Safari is not supported on this page. Please use Chrome, Edge or Firefox.';

interface RequireRoleProps {
  role: Role;
  children: ReactNode;
  /** Show the Safari warning (marketplace and benefit-manager admin paths). */
  safariWarning?: boolean;
}

/**
 * Shows its children only to a signed-in user with the role; otherwise a sign-in prompt or a
 * clear "not allowed" message. The server checks the role again on every call: this is only UI.
 */
export function RequireRole({ role, children, safariWarning = false }: RequireRoleProps) {
  const auth = useAuth();
  const [working, setWorking] = useState(false);
  const run = (action: () => Promise<void>) => {
    setWorking(true);
    // A failed redirect only hides the spinner (rules#errors).
    action().catch(() => setWorking(false));
  };

  const warning = safariWarning && isSafari() ? (
    <p className="alert alert--error auth-gate__safari" role="note">
      {SAFARI_WARNING}
    </p>
  ) : null;

  if (auth.status === 'loading') {
    return (
      <>
        {warning}
        <p className="auth-gate" role="status">
          Checking your sign-in…
        </p>
      </>
    );
  }
  if (auth.status === 'signedOut') {
    return (
      <>
        {warning}
        <section className="auth-gate" aria-labelledby="auth-gate-heading">
          <h2 id="auth-gate-heading">Sign in required</h2>
          <p>This page is for {ROLE_LABELS[role]}s. Please sign in to continue.</p>
          <button type="button" className="button" disabled={working} onClick={() => run(() => auth.signIn())}>
            {working ? 'Working...' : 'Sign in'}
          </button>
        </section>
      </>
    );
  }
  if (!auth.roles.includes(role)) {
    return (
      <>
        {warning}
        <section className="auth-gate" aria-labelledby="auth-gate-heading">
          <h2 id="auth-gate-heading">Not allowed</h2>
          <p role="alert">
            You are signed in as {auth.email ?? 'a user'}, who is not allowed to open this page: it needs the {ROLE_LABELS[role]} role.
          </p>
          <button type="button" className="button" disabled={working} onClick={() => run(() => auth.signOut())}>
            {working ? 'Working...' : 'Sign out'}
          </button>
        </section>
      </>
    );
  }
  return (
    <>
      {warning}
      <p className="auth-gate__who">
        Signed in as {auth.email ?? 'a user'}.{' '}
        <button type="button" className="auth-gate__link" disabled={working} onClick={() => run(() => auth.signOut())}>
          {working ? 'Working...' : 'Sign out'}
        </button>
      </p>
      {children}
    </>
  );
}
