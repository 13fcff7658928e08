import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { TConfig } from '../../platform/app-config';
import type { TSessionManager } from '../../platform/auth/sessions';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { openCustomerSession } from '../auth/auth.service';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys, throttleSettings } from '../credentials/login-throttle';
import { verifySecret } from '../credentials/passwords';
import { findCustomer, findSignInCandidate } from '../customer/customer-records';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { normaliseContact } from '../notification/contact';
import type { TSignInResponse } from '@mflow/contracts/auth/auth.contract';
import type { TSocialCallbackResponse, TSocialIdentityList, TSocialProvider } from '@mflow/contracts/auth/social-sign-in.contract';
import type { TOpenIdClients, TProviderIdentity } from './openid-clients';
import { socialIdentities, socialLinkOffers, socialSignInAttempts } from './social-sign-in.schema';
import { ATTEMPT_TTL_MS, isUsable, LINK_OFFER_TTL_MS, unlinkedIdentityOutcome } from './social-sign-in.rules';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

type TStartOptions = { db: TDatabase; clock: Clock; clients: TOpenIdClients; provider: TSocialProvider; customerId?: string | undefined };

/**
 * Begins a redirect to the provider: state, nonce and PKCE verifier are made and kept here; the
 * browser gets the provider's URL and a key that only it holds, which the callback must bring back.
 * A LINK attempt (with `customerId`) can only end in that member's session.
 */
export async function startSocialSignIn({
  db,
  clock,
  clients,
  provider,
  customerId,
}: TStartOptions): Promise<{ authorizationUrl: string; browserKey: string }> {
  const now = clock.now();
  const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
  const authorizationUrl = await clients.authorizationUrl(provider, checks);
  const browserKey = randomBytes(32).toString('base64url');
  await db.delete(socialSignInAttempts).where(lt(socialSignInAttempts.expiresAt, now));
  await db.insert(socialSignInAttempts).values({
    state: checks.state,
    provider,
    purpose: customerId ? 'LINK' : 'SIGN_IN',
    customerId: customerId ?? null,
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    browserKeyHash: hashOf(browserKey),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
  });
  return { authorizationUrl, browserKey };
}

type TSessionDeps = { db: TDatabase; clock: Clock; sessions: TSessionManager; fileKeys: TFileKeys };

type TFinishOptions = TSessionDeps & {
  clients: TOpenIdClients;
  provider: TSocialProvider;
  query: string;
  browserKey: string;
  /** The signed-in member calling, if any: a LINK attempt must end in the member who began it. */
  signedInCustomerId: string | undefined;
};

/** The attempt the callback names, taken for good: a second callback with the same state finds it used. */
async function takeAttempt({
  db,
  clock,
  provider,
  query,
  browserKey,
}: Pick<TFinishOptions, 'db' | 'clock' | 'provider' | 'query' | 'browserKey'>) {
  const state = new URLSearchParams(query).get('state');
  if (!state) throw new AppError('ERR_SOCIAL_0005');
  return db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(socialSignInAttempts).where(eq(socialSignInAttempts.state, state)).for('update');
    if (
      !attempt ||
      attempt.provider !== provider ||
      !sameHash(attempt.browserKeyHash, hashOf(browserKey)) ||
      !isUsable(attempt, clock.now())
    ) {
      throw new AppError('ERR_SOCIAL_0005');
    }
    await tx.update(socialSignInAttempts).set({ usedAt: clock.now() }).where(eq(socialSignInAttempts.state, state));
    return attempt;
  });
}

/**
 * The browser is back from the provider. The attempt is used up first, so the same code or state
 * never counts twice even when the exchange fails; then openid-client redeems the code and checks
 * the ID token, and the identity decides what follows.
 */
export async function finishSocialSignIn(options: TFinishOptions): Promise<TSocialCallbackResponse> {
  const { db, clock, clients, provider, signedInCustomerId } = options;
  const attempt = await takeAttempt(options);
  if (attempt.purpose === 'LINK' && attempt.customerId !== signedInCustomerId) throw new AppError('ERR_SOCIAL_0010');
  const identity = await clients.identityFrom(provider, options.query, {
    state: attempt.state,
    nonce: attempt.nonce,
    codeVerifier: attempt.codeVerifier,
  });

  if (attempt.purpose === 'LINK' && attempt.customerId) {
    await linkIdentity({ db, at: clock.now(), customerId: attempt.customerId, provider, identity });
    return { outcome: 'LINKED', provider };
  }

  const [linked] = await db
    .select({ customerId: socialIdentities.customerId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, identity.subject)));
  if (linked) {
    const customer = await findCustomer({ db, customerId: linked.customerId });
    if (!customer) throw new AppError('ERR_SOCIAL_0004');
    return { outcome: 'SIGNED_IN', signIn: await openCustomerSession({ ...options, customer }) };
  }

  const candidate = identity.email ? await findSignInCandidate({ db, by: 'EMAIL', contact: normaliseContact(identity.email) }) : undefined;
  const member = candidate && candidate.status !== 'REJECTED' && candidate.status !== 'CLOSED' ? candidate : undefined;
  const outcome = unlinkedIdentityOutcome(identity, member !== undefined);
  if (outcome === 'NO_EMAIL' || !identity.email) throw new AppError('ERR_SOCIAL_0011');
  if (outcome === 'EMAIL_NOT_VERIFIED') throw new AppError('ERR_SOCIAL_0006');
  if (outcome === 'REGISTER' || !member) {
    return {
      outcome: 'REGISTER',
      provider,
      prefill: { firstName: identity.givenName, lastName: identity.familyName, email: identity.email },
    };
  }
  const linkToken = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.delete(socialLinkOffers).where(lt(socialLinkOffers.expiresAt, now));
  await db.insert(socialLinkOffers).values({
    tokenHash: hashOf(linkToken),
    customerId: member.id,
    provider,
    subject: identity.subject,
    email: identity.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_OFFER_TTL_MS),
  });
  return { outcome: 'CONFIRM_LINK', provider, linkToken, email: identity.email };
}

type TLinkOptions = {
  db: TQueryable;
  at: Date;
  customerId: string;
  provider: TSocialProvider;
  identity: Pick<TProviderIdentity, 'subject' | 'email'>;
};

/**
 * Links a provider identity to a member: one identity to one member, and one identity per provider
 * for each member. Linking the same identity to the same member again changes nothing. The unique
 * indexes decide between two links made at the same moment.
 */
async function linkIdentity({ db, at, customerId, provider, identity }: TLinkOptions): Promise<void> {
  const holderOf = async () => {
    const [holder] = await db
      .select({ customerId: socialIdentities.customerId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, identity.subject)));
    return holder?.customerId;
  };
  const before = await holderOf();
  if (before === customerId) return;
  if (before) throw new AppError('ERR_SOCIAL_0007');
  const inserted = await db
    .insert(socialIdentities)
    .values({ customerId, provider, subject: identity.subject, email: identity.email ?? '', linkedAt: at })
    .onConflictDoNothing()
    .returning({ id: socialIdentities.id });
  if (inserted.length > 0) return;
  const after = await holderOf();
  if (after === customerId) return;
  throw new AppError(after ? 'ERR_SOCIAL_0007' : 'ERR_SOCIAL_0008');
}

type TConfirmOptions = TSessionDeps & { config: TConfig; linkToken: string; password: string };

/**
 * The member proves the account is theirs with their password; the provider identity is then
 * linked and the member signed in. Wrong passwords count towards the same lock as sign-in.
 */
export async function confirmSocialLink({
  db,
  clock,
  config,
  sessions,
  fileKeys,
  linkToken,
  password,
}: TConfirmOptions): Promise<TSignInResponse> {
  const [offer] = await db
    .select()
    .from(socialLinkOffers)
    .where(eq(socialLinkOffers.tokenHash, hashOf(linkToken)));
  if (!offer || !isUsable(offer, clock.now())) throw new AppError('ERR_SOCIAL_0005');
  const customer = await findCustomer({ db, customerId: offer.customerId });
  if (!customer) throw new AppError('ERR_SOCIAL_0005');
  const key = throttleKeys.customer(customer.id);
  await assertNotLocked({ db, clock, key, lockedError: 'ERR_AUTH_0021' });
  if (!(await verifySecret(password, customer.passwordHash))) {
    return recordFailure({
      db,
      clock,
      key,
      settings: throttleSettings(config),
      lockedError: 'ERR_AUTH_0021',
      failure: new AppError('ERR_AUTH_0020'),
    });
  }
  await clearFailures({ db, key });
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(socialLinkOffers).where(eq(socialLinkOffers.tokenHash, offer.tokenHash)).for('update');
    if (!locked || !isUsable(locked, clock.now())) throw new AppError('ERR_SOCIAL_0005');
    await tx.update(socialLinkOffers).set({ usedAt: clock.now() }).where(eq(socialLinkOffers.tokenHash, offer.tokenHash));
    await linkIdentity({
      db: tx,
      at: clock.now(),
      customerId: customer.id,
      provider: locked.provider,
      identity: { subject: locked.subject, email: locked.email },
    });
  });
  return openCustomerSession({ db, sessions, fileKeys, customer });
}

/** The member's linked providers, and which providers this server offers. */
export async function listSocialIdentities({
  db,
  clients,
  customerId,
}: {
  db: TQueryable;
  clients: TOpenIdClients;
  customerId: string;
}): Promise<TSocialIdentityList> {
  const rows = await db
    .select({ provider: socialIdentities.provider, email: socialIdentities.email, linkedAt: socialIdentities.linkedAt })
    .from(socialIdentities)
    .where(eq(socialIdentities.customerId, customerId))
    .orderBy(asc(socialIdentities.linkedAt));
  return { identities: rows.map((row) => ({ ...row, linkedAt: row.linkedAt.toISOString() })), available: clients.providers() };
}

/**
 * Unlinks a provider. Always allowed: every member has a password (registration requires one), so
 * the e-mail or mobile and password still sign in (decision 0026).
 */
export async function unlinkSocialIdentity({
  db,
  customerId,
  provider,
}: {
  db: TQueryable;
  customerId: string;
  provider: TSocialProvider;
}): Promise<void> {
  const removed = await db
    .delete(socialIdentities)
    .where(and(eq(socialIdentities.customerId, customerId), eq(socialIdentities.provider, provider)))
    .returning({ id: socialIdentities.id });
  if (removed.length === 0) throw new AppError('ERR_SOCIAL_0009');
}
