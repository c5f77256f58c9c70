import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useConfigQuery } from '../../api/config-endpoints';
import { getSnapshot, signIn as startSignIn, signOut as startSignOut, startSession, subscribe, type AuthStatus, type IdpHint } from './session';

export type { AuthStatus, IdpHint } from './session';

export interface UseAuth {
  status: AuthStatus;
  email?: string;
  name?: string;
  roles: string[];
  /** Redirects to the identity server (Google/Microsoft via idpHint) and back to this page. */
  signIn(idpHint?: IdpHint): Promise<void>;
  signOut(): Promise<void>;
  hasRole(role: string): boolean;
}

/**
 * The visitor's sign-in state. The first component that asks starts the session with the identity
 * server /config names for this host; a /config failure counts as signed out (rules#errors).
 */
export function useAuth(): UseAuth {
  const config = useConfigQuery();
  const identity = config.data?.identity;
  useEffect(() => {
    if (identity) void startSession(identity);
  }, [identity]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const status: AuthStatus = config.isError && snapshot.status === 'loading' ? 'signedOut' : snapshot.status;
  const hasRole = useCallback((role: string) => snapshot.roles.includes(role), [snapshot.roles]);
  return { ...snapshot, status, signIn: startSignIn, signOut: startSignOut, hasRole };
}
