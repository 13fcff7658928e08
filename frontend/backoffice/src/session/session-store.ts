import type { TStaff } from '@mflow/contracts/staff/staff.contract';
import { STAFF_ROLES, type TStaffRole } from '@mflow/contracts/staff/staff-roles';
import type { KeyValueStore } from '@mflow/ui/storage/browser-storage';

/** Under its own key: the customer portal on the same origin keeps its token under `accessToken`. */
export const STAFF_SESSION_KEY = 'backoffice:staffSession';

export type StaffSession = TStaff & { token: string };

/** Why the last session ended, so the sign-in page can say so. */
export type SessionEnd = 'signedOut' | 'expired';

export type SessionStore = {
  current(): StaffSession | undefined;
  lastEnd(): SessionEnd | undefined;
  start(session: StaffSession): void;
  end(reason: SessionEnd): void;
  subscribe(listener: () => void): () => void;
  /** Another tab signed in or out. */
  reload(): void;
};

function isRole(value: unknown): value is TStaffRole {
  return STAFF_ROLES.some((role) => role === value);
}

function parse(raw: string | null): StaffSession | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { token, staffId, email, displayName, roles } = value as Record<string, unknown>;
    if (typeof token !== 'string' || typeof staffId !== 'string' || typeof email !== 'string' || typeof displayName !== 'string')
      return undefined;
    // A session stored before roles were kept signs in again rather than showing pages it may not use.
    if (!Array.isArray(roles) || !roles.every(isRole)) return undefined;
    return { token, staffId, email, displayName, roles };
  } catch {
    return undefined;
  }
}

/** The signed-in staff member, kept in storage so a reload or a new tab stays signed in; one snapshot object per change. */
export function createSessionStore(store: KeyValueStore): SessionStore {
  let session = parse(store.getItem(STAFF_SESSION_KEY));
  let ended: SessionEnd | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    current: () => session,
    lastEnd: () => ended,
    start(next) {
      store.setItem(STAFF_SESSION_KEY, JSON.stringify(next));
      session = next;
      ended = undefined;
      notify();
    },
    end(reason) {
      // Several calls in flight can all find the session over; the first one decides why.
      if (!session) return;
      store.removeItem(STAFF_SESSION_KEY);
      session = undefined;
      ended = reason;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      const stored = parse(store.getItem(STAFF_SESSION_KEY));
      if (stored?.token === session?.token) return;
      if (!stored) ended = 'signedOut';
      session = stored;
      notify();
    },
  };
}
