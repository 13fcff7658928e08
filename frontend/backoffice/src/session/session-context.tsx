import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { signInStaff, signOutStaff } from '../api/staff-api';
import { staffApi, staffSessions } from '../app/browser';
import type { SessionEnd, StaffSession } from './session-store';

type StaffSessionValue = {
  session: StaffSession | undefined;
  /** Why the previous session ended, for the sign-in page. */
  lastEnd: SessionEnd | undefined;
  signIn(credentials: { email: string; password: string }): Promise<void>;
  signOut(): Promise<void>;
};

const SessionContext = createContext<StaffSessionValue | undefined>(undefined);

export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(staffSessions.subscribe, staffSessions.current);
  const lastEnd = useSyncExternalStore(staffSessions.subscribe, staffSessions.lastEnd);

  // Signing in or out in another tab applies here too.
  useEffect(() => {
    const onStorage = () => staffSessions.reload();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(async (credentials: { email: string; password: string }) => {
    const { token, staffId, email, displayName, roles } = await signInStaff(staffApi, credentials);
    staffSessions.start({ token, staffId, email, displayName, roles });
  }, []);

  const signOut = useCallback(async () => {
    // The server may already consider the session over; the staff member is signed out here either way.
    await signOutStaff(staffApi).catch(() => undefined);
    staffSessions.end('signedOut');
  }, []);

  const value = useMemo(() => ({ session, lastEnd, signIn, signOut }), [session, lastEnd, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useStaffSession(): StaffSessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useStaffSession outside StaffSessionProvider');
  return value;
}
