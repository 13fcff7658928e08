import type { TSignInResponse } from '@mflow/contracts/auth/auth.contract';
import type {
  TSocialCallbackResponse,
  TSocialPrefill,
  TSocialProvider,
  TSocialPurpose,
} from '@mflow/contracts/auth/social-sign-in.contract';
import { SOCIAL_PROVIDERS } from '@mflow/contracts/auth/social-sign-in.contract';
import type { KeyValueStore } from '@mflow/ui/storage/browser-storage';
import { portalApi } from '../api/portal-api';

/** The attempt this tab began, kept across the trip to the provider (the tab's session storage, not shared with other tabs). */
const PENDING_KEY = 'socialSignIn';
/** The provider's name and e-mail for the registration form, when a newcomer came from a provider. */
const PREFILL_KEY = 'socialPrefill';

export type PendingSocialSignIn = { provider: TSocialProvider; purpose: TSocialPurpose; browserKey: string };

type StartAnswer = { authorizationUrl: string; browserKey: string };

function isSocialProvider(value: unknown): value is TSocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The providers this server offers; none when the question fails, so no button leads nowhere. */
export function offeredSocialProviders(signal: AbortSignal): Promise<TSocialProvider[]> {
  return portalApi
    .request<{ providers: TSocialProvider[] }>('/authservice/api/social/providers', { auth: 'accessKey', onError: 'silent', signal })
    .then(
      (answer) => answer.providers.filter(isSocialProvider),
      () => [],
    );
}

/** Sends the browser to the provider, from the sign-in page (SIGN_IN) or the profile page (LINK). */
export async function beginSocialSignIn(
  store: KeyValueStore,
  provider: TSocialProvider,
  purpose: TSocialPurpose,
  go: (url: string) => void,
): Promise<void> {
  const answer =
    purpose === 'LINK'
      ? await portalApi.request<StartAnswer>('/customerservice/api/v1/customer/social-identities/link', {
          method: 'POST',
          auth: 'bearer',
          body: { provider },
        })
      : await portalApi.request<StartAnswer>('/authservice/api/social/start', { method: 'POST', auth: 'accessKey', body: { provider } });
  const pending: PendingSocialSignIn = { provider, purpose, browserKey: answer.browserKey };
  store.setItem(PENDING_KEY, JSON.stringify(pending));
  go(answer.authorizationUrl);
}

/** The attempt this tab began, taken: a reload of the callback page does not send it twice. */
export function takePendingSocialSignIn(store: KeyValueStore): PendingSocialSignIn | undefined {
  const raw = store.getItem(PENDING_KEY);
  store.removeItem(PENDING_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingSocialSignIn>;
    if (
      !isSocialProvider(parsed.provider) ||
      (parsed.purpose !== 'SIGN_IN' && parsed.purpose !== 'LINK') ||
      typeof parsed.browserKey !== 'string'
    )
      return undefined;
    return { provider: parsed.provider, purpose: parsed.purpose, browserKey: parsed.browserKey };
  } catch {
    return undefined;
  }
}

/** Hands the provider's answer (the callback page's query) to the API, which finishes the sign-in. */
export function finishSocialSignIn(pending: PendingSocialSignIn, query: string): Promise<TSocialCallbackResponse> {
  return portalApi.request<TSocialCallbackResponse>('/authservice/api/social/callback', {
    method: 'POST',
    auth: pending.purpose === 'LINK' ? 'bearer' : 'accessKey',
    body: { provider: pending.provider, query, browserKey: pending.browserKey },
  });
}

export function confirmSocialLink(linkToken: string, password: string): Promise<TSignInResponse> {
  return portalApi.request<TSignInResponse>('/authservice/api/social/link', {
    method: 'POST',
    auth: 'accessKey',
    body: { linkToken, password },
  });
}

export function keepSocialPrefill(store: KeyValueStore, prefill: TSocialPrefill): void {
  store.setItem(PREFILL_KEY, JSON.stringify(prefill));
}

/** The name and e-mail to start the registration form with, if the visitor came from a provider in this tab. */
export function socialPrefill(store: KeyValueStore): Partial<TSocialPrefill> {
  try {
    const parsed = JSON.parse(store.getItem(PREFILL_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      ['firstName', 'lastName', 'email'].flatMap((key) => (typeof parsed[key] === 'string' && parsed[key] ? [[key, parsed[key]]] : [])),
    );
  } catch {
    return {};
  }
}
