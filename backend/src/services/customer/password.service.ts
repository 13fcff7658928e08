import { and, eq } from 'drizzle-orm';
import type { TConfig } from '../../platform/app-config';
import type { TSessionManager } from '../../platform/auth/sessions';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys, throttleSettings } from '../credentials/login-throttle';
import { hashSecret, verifySecret } from '../credentials/passwords';
import { normaliseContact } from '../notification/contact';
import { renderMessage } from '../notification/message-templates';
import { lastMessageAt } from '../notification/outbox.service';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import type { TNotifier } from '../../platform/ports';
import { displayNameOf } from './customer.mapper';
import { customerLinkTokens, customers } from './customer.schema';
import { findLinkToken, issueLinkToken, portalLink } from './link-tokens';

/** A second forgot-password request within this time sends nothing new (and says so to nobody). */
const LINK_RESEND_COOLDOWN_MS = 60_000;

type VerifyPasswordOptions = { db: TQueryable; clock: Clock; config: TConfig; customerId: string; password: string };

/**
 * Checks the signed-in customer's password before a sensitive step. Wrong guesses count towards
 * the same lock as sign-in, so a borrowed session cannot be used to guess the password either.
 */
export async function verifyCustomerPassword({ db, clock, config, customerId, password }: VerifyPasswordOptions): Promise<void> {
  const key = throttleKeys.customer(customerId);
  await assertNotLocked({ db, clock, key, lockedError: 'ERR_AUTH_0021' });
  const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId));
  if (!(await verifySecret(password, row?.passwordHash))) {
    await recordFailure({
      db,
      clock,
      key,
      settings: throttleSettings(config),
      lockedError: 'ERR_AUTH_0021',
      failure: new AppError('ERR_CUST_0034'),
    });
  }
  await clearFailures({ db, key });
}

type ChangePasswordOptions = {
  db: TDatabase;
  clock: Clock;
  config: TConfig;
  sessions: TSessionManager;
  customerId: string;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
};

/** Needs the current password; other signed-in devices are signed out, this one stays. */
export async function changePassword(options: ChangePasswordOptions): Promise<void> {
  const { db, clock, config, sessions, customerId, sessionId, currentPassword, newPassword } = options;
  await verifyCustomerPassword({ db, clock, config, customerId, password: currentPassword });
  const passwordHash = await hashSecret(newPassword);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(customers.id, customerId));
    await sessions.revokeAllFor({
      db: tx,
      subjectType: 'CUSTOMER',
      subjectId: customerId,
      reason: 'PASSWORD_CHANGED',
      exceptSessionId: sessionId,
    });
  });
}

type RequestResetOptions = { db: TDatabase; clock: Clock; config: TConfig; notifier: TNotifier; identifier: string; language: TLanguage };

const RESET_PURPOSES = ['PASSWORD_RESET', 'PASSWORD_RESET_NO_ACCOUNT'];

/**
 * Sends a reset link to an active account's e-mail (or by SMS when the mobile number was given),
 * and to any other contact a message that no active account uses it. Both take the same path
 * (docs/decisions/0047-same-path-for-unknown-accounts.md): the same statements in the same order,
 * a link token written (for no account, one that opens nothing) and a message queued, so neither
 * the answer nor its timing tells which contacts have an account. A second request for the same
 * contact within a minute sends nothing new, whichever it is.
 */
export async function requestPasswordReset({ db, clock, config, notifier, identifier, language }: RequestResetOptions): Promise<void> {
  const contact = normaliseContact(identifier);
  const byEmail = contact.includes('@');
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(byEmail ? eq(customers.email, contact) : eq(customers.mobile, contact), eq(customers.status, 'ACTIVE')))
      .for('update');
    const last = await lastMessageAt({ db: tx, to: contact, purposes: RESET_PURPOSES });
    if (last && clock.now().getTime() - last.getTime() < LINK_RESEND_COOLDOWN_MS) return;
    const ttlMs = config.passwordResetTtlMinutes * 60_000;
    const { token } = await issueLinkToken({ db: tx, clock, customerId: customer?.id ?? null, purpose: 'RESET_PASSWORD', ttlMs });
    const messageLanguage = customer?.notificationLanguage ?? language;
    const message = customer
      ? renderMessage('PASSWORD_RESET', messageLanguage, {
          name: displayNameOf(customer),
          link: portalLink(config, 'RESET_PASSWORD', token),
          minutes: config.passwordResetTtlMinutes,
        })
      : renderMessage('PASSWORD_RESET_NO_ACCOUNT', messageLanguage, {});
    const purpose = customer ? 'PASSWORD_RESET' : 'PASSWORD_RESET_NO_ACCOUNT';
    await notifier.send({
      db: tx,
      message: byEmail
        ? { channel: 'EMAIL', to: contact, purpose, language: messageLanguage, ...message }
        : { channel: 'SMS', to: contact, purpose, language: messageLanguage, text: message.text },
    });
  });
}

type ResetPasswordOptions = { db: TDatabase; clock: Clock; sessions: TSessionManager; token: string; newPassword: string };

/** Sets a new password from a reset link: once, before it expires; every session ends and any sign-in lock lifts. */
export async function resetPassword({ db, clock, sessions, token, newPassword }: ResetPasswordOptions): Promise<void> {
  const passwordHash = await hashSecret(newPassword);
  await db.transaction(async (tx) => {
    const now = clock.now();
    const link = await findLinkToken({ db: tx, token, purpose: 'RESET_PASSWORD' });
    if (!link?.customerId || link.usedAt || link.revokedAt || link.expiresAt <= now) throw new AppError('ERR_CUST_0033');
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, link.customerId), eq(customers.status, 'ACTIVE')));
    if (!customer) throw new AppError('ERR_CUST_0033');
    if (await verifySecret(newPassword, customer.passwordHash)) throw new AppError('ERR_CUST_0007', { field: 'newPassword' });
    await tx.update(customers).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(customers.id, customer.id));
    await tx.update(customerLinkTokens).set({ usedAt: now }).where(eq(customerLinkTokens.id, link.id));
    await sessions.revokeAllFor({ db: tx, subjectType: 'CUSTOMER', subjectId: customer.id, reason: 'PASSWORD_RESET' });
    await clearFailures({ db: tx, key: throttleKeys.customer(customer.id) });
  });
}
