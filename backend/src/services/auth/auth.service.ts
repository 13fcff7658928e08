import type { TConfig } from '../../platform/app-config';
import { sessionIdleSeconds, type TSessionManager } from '../../platform/auth/sessions';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findSignInCandidate, profilePictureOf, type TCustomerRow } from '../customer/customer-records';
import { customerTypeOf, displayNameOf, pinStatusOf } from '../customer/customer.mapper';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { normaliseContact } from '../notification/contact';
import type { TSignInResponse, TSignInType } from '@mflow/contracts/auth/auth.contract';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys, throttleSettings } from '../credentials/login-throttle';
import { verifySecret } from '../credentials/passwords';

export type TBasicCredentials = { identifier: string; password: string };

/** `Authorization: Basic base64(identifier:password)`; the password may itself contain colons. */
export function parseBasicCredentials(header: string | undefined): TBasicCredentials | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,1024})$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return undefined;
  return { identifier: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

type SignInOptions = {
  db: TDatabase;
  clock: Clock;
  config: TConfig;
  sessions: TSessionManager;
  fileKeys: TFileKeys;
  type: TSignInType;
  credentials: TBasicCredentials;
};

/**
 * Sign-in by e-mail or mobile and password. Unknown accounts and wrong passwords get the same
 * answer after the same work (a bcrypt check), and lock the same way after repeated failures.
 * Only once the password is right does a customer learn that the account is not active yet,
 * rejected or closed.
 */
export async function signInCustomer({
  db,
  clock,
  config,
  sessions,
  fileKeys,
  type,
  credentials,
}: SignInOptions): Promise<TSignInResponse> {
  const identifier = normaliseContact(credentials.identifier);
  const customer = await findSignInCandidate({ db, by: type, contact: identifier });
  const key = customer ? throttleKeys.customer(customer.id) : throttleKeys.unknownCustomer(`${type}:${identifier}`);
  await assertNotLocked({ db, clock, key, lockedError: 'ERR_AUTH_0021' });
  // Checked even when no account matched, so both answers cost the same time.
  const passwordMatches = await verifySecret(credentials.password, customer?.passwordHash);
  if (!customer || !passwordMatches) {
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
  return openCustomerSession({ db, sessions, fileKeys, customer });
}

/**
 * Opens a session for a customer whose identity is proven (a password, or a linked social
 * identity), once the account may sign in: an account that is not active yet, rejected or closed
 * is told so instead.
 */
export async function openCustomerSession({
  db,
  sessions,
  fileKeys,
  customer,
}: Pick<SignInOptions, 'db' | 'sessions' | 'fileKeys'> & { customer: TCustomerRow }): Promise<TSignInResponse> {
  switch (customer.status) {
    case 'WAIT_EMAIL_CONFIRM':
      throw new AppError('ERR_AUTH_0022');
    case 'PENDING_APPROVAL':
      throw new AppError('ERR_AUTH_0023');
    case 'REJECTED':
      throw new AppError('ERR_AUTH_0024', { reason: customer.rejectionReason ?? '-' });
    case 'CLOSED':
      throw new AppError('ERR_AUTH_0025');
    case 'ACTIVE':
      break;
  }
  const { token } = await sessions.open({ db, subjectType: 'CUSTOMER', subjectId: customer.id });
  const profileFileId = await profilePictureOf({ db, customerId: customer.id });
  return {
    token,
    tokenType: 'Bearer',
    expiresIn: sessionIdleSeconds(),
    customerId: customer.id,
    email: customer.email,
    displayName: displayNameOf(customer),
    accountType: customer.customerType,
    customerType: customerTypeOf(customer),
    point: customer.point,
    profileImage: profileFileId ? fileKeys.urlFor(profileFileId) : null,
    pinStatus: pinStatusOf(customer),
  };
}
