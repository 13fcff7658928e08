import * as client from 'openid-client';
import type { TConfig, TSocialProviderSettings } from '../../platform/app-config';
import { AppError } from '../../platform/errors/app-error';
import type { TSocialProvider } from '@mflow/contracts/auth/social-sign-in.contract';
import { socialRedirectUri } from './redirect-uri';

/** What the portal needs of a provider's ID token. */
export type TProviderIdentity = {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

/** The secrets of one attempt, made at its start and checked when the browser comes back. */
type TAttemptChecks = { state: string; nonce: string; codeVerifier: string };

export type TOpenIdClients = {
  providers(): TSocialProvider[];
  authorizationUrl(provider: TSocialProvider, checks: TAttemptChecks): Promise<string>;
  /** Redeems the code of the callback; openid-client checks state, PKCE, and the ID token's signature, issuer, audience, nonce and expiry. */
  identityFrom(provider: TSocialProvider, callbackQuery: string, checks: TAttemptChecks): Promise<TProviderIdentity>;
};

const SCOPE = 'openid email profile';

function claimText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Splits a full `name` when the provider gives no given and family names (as Facebook may). */
function namesOf(claims: client.IDToken): { givenName: string; familyName: string } {
  const givenName = claimText(claims.given_name);
  const familyName = claimText(claims.family_name);
  if (givenName || familyName) return { givenName, familyName };
  const [first = '', ...rest] = claimText(claims.name).split(/\s+/);
  return { givenName: first, familyName: rest.join(' ') };
}

export function identityOf(claims: client.IDToken): TProviderIdentity {
  return {
    subject: claims.sub,
    email: claimText(claims.email) || undefined,
    // Only a literal true counts: some providers send the string "true", which is not a verification we accept.
    emailVerified: claims.email_verified === true,
    ...namesOf(claims),
  };
}

/**
 * The OpenID Connect clients of the configured providers (openid-client). Each provider's
 * metadata is discovered on first use and kept; a failed discovery is tried again next time. A
 * simulated provider is served over plain HTTP on this server, which only it is allowed.
 */
export function createOpenIdClients(config: Pick<TConfig, 'socialProviders' | 'portalBaseUrl'>): TOpenIdClients {
  const redirectUri = socialRedirectUri(config);
  const discovered = new Map<TSocialProvider, Promise<client.Configuration>>();
  const settingsOf = (provider: TSocialProvider): TSocialProviderSettings => {
    const settings = config.socialProviders.find((candidate) => candidate.provider === provider);
    if (!settings) throw new AppError('ERR_SOCIAL_0001');
    return settings;
  };
  const configurationOf = (provider: TSocialProvider): Promise<client.Configuration> => {
    const settings = settingsOf(provider);
    let configuration = discovered.get(provider);
    if (!configuration) {
      configuration = client.discovery(
        new URL(settings.issuer),
        settings.clientId,
        { redirect_uris: [redirectUri] },
        client.ClientSecretBasic(settings.clientSecret),
        {
          ...(settings.simulated ? { execute: [client.allowInsecureRequests] } : {}),
          timeout: 10,
        },
      );
      discovered.set(provider, configuration);
      configuration.catch(() => discovered.delete(provider));
    }
    return configuration.catch(() => {
      throw new AppError('ERR_SOCIAL_0002');
    });
  };

  return {
    providers: () => config.socialProviders.map((settings) => settings.provider),
    async authorizationUrl(provider, { state, nonce, codeVerifier }) {
      const configuration = await configurationOf(provider);
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },
    async identityFrom(provider, callbackQuery, { state, nonce, codeVerifier }) {
      const configuration = await configurationOf(provider);
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = callbackQuery;
      if (callbackUrl.searchParams.has('error')) throw new AppError('ERR_SOCIAL_0003');
      try {
        const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new AppError('ERR_SOCIAL_0004');
        return identityOf(claims);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('ERR_SOCIAL_0004');
      }
    },
  };
}
