import { generateKeyPairSync, randomBytes } from 'node:crypto';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Configuration, default as ProviderClass } from 'oidc-provider';
import { z } from 'zod';
import type { TConfig, TSocialProviderSettings } from '../../platform/app-config';
import { socialRedirectUri } from '../../services/social-sign-in/redirect-uri';
import type { TSocialProvider } from '@mflow/contracts/auth/social-sign-in.contract';
import { renderErrorPage, renderLoginPage } from './login-page.html';
import { memoryAdapterFactory } from './memory-adapter';
import { SIMULATED_USERS, type TSimulatedUser } from './test-users';

const PROVIDER_NAMES: Record<TSocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

const ZChoiceSchema = z.object({ subject: z.string().max(100).optional() });

function sendHtml(res: Response, status: number, html: string): void {
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).send(html);
}

function claimsOf(user: TSimulatedUser) {
  return {
    sub: user.subject,
    email: user.email,
    email_verified: user.emailVerified,
    given_name: user.givenName,
    family_name: user.familyName,
    name: `${user.givenName} ${user.familyName}`,
  };
}

/**
 * One simulated provider, built on oidc-provider with an in-memory store: it lives as long as the
 * process, which is all a laptop, a training server or a test needs. Its signing key and cookie
 * keys are made at start, so a restart simply ends what was under way at the provider.
 */
function providerConfiguration(settings: TSocialProviderSettings, redirectUri: string): Configuration {
  const users = SIMULATED_USERS[settings.provider];
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const providerName = PROVIDER_NAMES[settings.provider];
  return {
    adapter: memoryAdapterFactory(),
    // Seconds. Short: the provider only has to remember a sign-in until the portal has redeemed its code.
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'sim-1', use: 'sig', alg: 'RS256' }] as never },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The ID token carries the person's claims, as Google's and Apple's do, so the portal needs no userinfo call.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // The sign-in page below lists the test users instead of asking for a password.
    interactions: { url: (_ctx, interaction) => `${new URL(settings.issuer).pathname}/interaction/${interaction.uid}` },
    findAccount: (_ctx, subject) => {
      const user = users.find((candidate) => candidate.subject === subject);
      return user ? { accountId: user.subject, claims: () => claimsOf(user) } : undefined;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage({
        providerName,
        error: String(out.error),
        description: out.error_description === undefined ? undefined : String(out.error_description),
      });
    },
  };
}

/**
 * The simulated identity providers of decision 0026: one OpenID provider per social provider that
 * runs simulated, each at its issuer's path on this server (`/simidp/<provider>`), so the whole
 * redirect flow runs offline. Mounted only in simulation mode. oidc-provider is loaded on the first
 * request, so a server that never opens these pages never loads it.
 */
export function simulatedIdentityProviderRouter(config: TConfig): Router {
  const router = Router();
  const simulated = config.socialProviders.filter((settings) => settings.simulated);
  const redirectUri = socialRedirectUri(config);
  type TLoaded = { provider: ProviderClass; handle: ReturnType<ProviderClass['callback']> };
  let loaded: Promise<Map<TSocialProvider, TLoaded>> | undefined;
  const load = async () => {
    const { default: Provider } = await import('oidc-provider');
    return new Map(
      simulated.map((settings) => {
        const provider = new Provider(settings.issuer, providerConfiguration(settings, redirectUri));
        return [settings.provider, { provider, handle: provider.callback() }];
      }),
    );
  };
  const loadedOf = async (settings: TSocialProviderSettings): Promise<TLoaded> => {
    loaded ??= load();
    const entry = (await loaded).get(settings.provider);
    if (!entry) throw new Error(`no simulated provider ${settings.provider}`);
    return entry;
  };

  for (const settings of simulated) {
    const mountPath = new URL(settings.issuer).pathname;
    const providerName = PROVIDER_NAMES[settings.provider];
    const users = SIMULATED_USERS[settings.provider];
    router.get(`${mountPath}/interaction/:uid`, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const { provider } = await loadedOf(settings);
        await provider.interactionDetails(req, res);
        sendHtml(res, 200, renderLoginPage({ providerName, action: `${mountPath}/interaction/${String(req.params.uid)}`, users }));
      } catch (error) {
        sendOrPass(error, res, next, providerName);
      }
    });

    router.post(
      `${mountPath}/interaction/:uid`,
      express.urlencoded({ extended: false, limit: '2kb' }),
      async (req: Request, res: Response, next: NextFunction) => {
        try {
          const { provider } = await loadedOf(settings);
          const details = await provider.interactionDetails(req, res);
          // Cancel posts no subject: the provider answers access_denied, as a real one does when the user backs out.
          const subject = ZChoiceSchema.safeParse(req.body).data?.subject;
          const user = users.find((candidate) => candidate.subject === subject);
          if (!user) {
            await provider.interactionFinished(
              req,
              res,
              { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
              { mergeWithLastSubmission: false },
            );
            return;
          }
          const grant = new provider.Grant({ accountId: user.subject, clientId: String(details.params.client_id) });
          grant.addOIDCScope(String(details.params.scope));
          const grantId = await grant.save();
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: user.subject }, consent: { grantId } },
            { mergeWithLastSubmission: false },
          );
        } catch (error) {
          sendOrPass(error, res, next, providerName);
        }
      },
    );

    router.use(mountPath, (req: Request, res: Response, next: NextFunction) => {
      loadedOf(settings).then(({ handle }) => handle(req, res), next);
    });
  }
  return router;
}

/** An interaction that expired or belongs to another browser is the provider's error page, not a server fault. */
function sendOrPass(error: unknown, res: Response, next: NextFunction, providerName: string): void {
  if (error instanceof Error && 'error' in error && typeof error.error === 'string') {
    sendHtml(
      res,
      400,
      renderErrorPage({
        providerName,
        error: error.error,
        description: 'error_description' in error ? String(error.error_description) : undefined,
      }),
    );
    return;
  }
  next(error);
}
