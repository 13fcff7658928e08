import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { localStore } from '@mflow/ui/storage/browser-storage';
import { portalApi } from '../api/portal-api';
import { ConfirmModal } from '../modals/confirm-modal';
import { LoadingModal } from '../modals/loading-modal';
import { useModals } from '../modals/modal-host';
import { clearStoredSession } from '../storage/sign-out';
import { LOCAL_KEYS } from '../storage/storage-keys';
import { displayNameOf, profileImageOf, rememberCustomer, rememberSignIn, type Customer, type SignInValues } from './customer';
import { PORTAL_ROOT } from './token-expiry';

type Session = {
  /** requirements/portal-shell.md#login-state: a token in local storage means logged in. */
  loggedIn: boolean;
  customer: Customer | undefined;
  displayName: string;
  /** The profile picture's URL; undefined means the stock avatar. */
  profileImage: string | undefined;
  /** Asks for confirmation, then signs out. */
  requestSignOut(): void;
  /** Signs out at once (after the account is closed, for one). */
  signOutNow(): Promise<void>;
  /** Stores what sign-in answered (requirements/portal-shell.md#stored-values) and switches the portal to the member layout. */
  completeSignIn(values: SignInValues): void;
  /** Takes a customer the server answered after an edit, so the header and stored values follow. */
  updateCustomer(customer: Customer): void;
};

const SessionContext = createContext<Session | undefined>(undefined);

const CUSTOMER_PATH = '/customerservice/api/v1/customer';

export function SessionProvider({ children }: { children: ReactNode }) {
  const { showMessage } = useModals();
  const [token, setToken] = useState(() => localStore.getItem(LOCAL_KEYS.accessToken));
  const [customer, setCustomer] = useState<Customer>();
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setConfirming(false);
    setSigningOut(true);
    if (localStore.getItem(LOCAL_KEYS.accessToken)) {
      // The server may already consider the token dead; the local sign-out goes ahead either way.
      await portalApi
        .request('/authservice/api/logout', { auth: 'bearer', onError: 'silent', expiredSession: 'ignore', background: true })
        .catch(() => undefined);
    }
    clearStoredSession(localStore);
    window.location.assign(PORTAL_ROOT);
  }, []);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const customerId = localStore.getItem(LOCAL_KEYS.customerId);
    const onErrorModalClose = () => void signOut();
    const load = (path: string) => portalApi.request<Customer>(path, { auth: 'bearer', onErrorModalClose, signal: controller.signal });
    const apply = (loaded: Customer) => {
      rememberCustomer(localStore, loaded);
      setCustomer(loaded);
    };
    // requirements/wire-contract.md#calls: the customer is read by id at start, then /current refreshes points once a customer is set.
    (customerId
      ? load(`${CUSTOMER_PATH}/${encodeURIComponent(customerId)}`)
          .then(apply)
          .then(() => load(`${CUSTOMER_PATH}/current`))
      : load(`${CUSTOMER_PATH}/current`)
    )
      .then(apply)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Customer load failed', error);
      });
    return () => controller.abort();
  }, [token, signOut]);

  useEffect(() => {
    if (!localStore.getItem(LOCAL_KEYS.tokenExpired)) return;
    localStore.removeItem(LOCAL_KEYS.tokenExpired);
    showMessage({
      status: 'warning',
      title: <FormattedMessage id="session.expired.title" />,
      body: <FormattedMessage id="session.expired.body" />,
    });
  }, [showMessage]);

  const completeSignIn = useCallback((values: SignInValues) => {
    rememberSignIn(localStore, values);
    setToken(values.token);
  }, []);

  const updateCustomer = useCallback((next: Customer) => {
    rememberCustomer(localStore, next);
    setCustomer(next);
  }, []);

  const value = useMemo<Session>(
    () => ({
      loggedIn: Boolean(token),
      customer,
      displayName: customer ? displayNameOf(customer) : (localStore.getItem(LOCAL_KEYS.displayName) ?? ''),
      profileImage: customer ? profileImageOf(customer) : (localStore.getItem(LOCAL_KEYS.profileImage) ?? undefined),
      requestSignOut: () => setConfirming(true),
      signOutNow: signOut,
      completeSignIn,
      updateCustomer,
    }),
    [token, customer, signOut, completeSignIn, updateCustomer],
  );

  return (
    <SessionContext.Provider value={value}>
      {children}
      <ConfirmModal
        show={confirming}
        title={<FormattedMessage id="session.signOut.confirmTitle" />}
        body={<FormattedMessage id="session.signOut.confirmBody" />}
        confirmLabel={<FormattedMessage id="session.signOut.confirm" />}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirming(false)}
      />
      <LoadingModal show={signingOut} />
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
