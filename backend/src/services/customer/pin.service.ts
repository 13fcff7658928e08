import { eq } from 'drizzle-orm';
import type { TConfig } from '../../platform/app-config';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys, throttleSettings } from '../credentials/login-throttle';
import { hashSecret, verifySecret } from '../credentials/passwords';
import { consumeOtpVerification } from '../otp/otp.service';
import { pinStatusOf, type TPinStatus } from './customer.mapper';
import { customers } from './customer.schema';
import { findOwnCustomer } from './customer.service';

type PinCheckOptions = { db: TQueryable; clock: Clock; config: TConfig; customerId: string; pin: string };

/** Wrong passcodes lock passcode checks (not sign-in) for the same time as wrong passwords lock sign-in. */
export async function verifyPin({ db, clock, config, customerId, pin }: PinCheckOptions): Promise<void> {
  const key = throttleKeys.pin(customerId);
  await assertNotLocked({ db, clock, key, lockedError: 'ERR_CUST_0046' });
  const customer = await findOwnCustomer({ db, customerId });
  if (!(await verifySecret(pin, customer.pinHash))) {
    await recordFailure({
      db,
      clock,
      key,
      settings: throttleSettings(config),
      lockedError: 'ERR_CUST_0046',
      failure: new AppError('ERR_CUST_0038'),
    });
  }
  await clearFailures({ db, key });
}

type SetPinOptions = {
  db: TDatabase;
  clock: Clock;
  config: TConfig;
  customerId: string;
  pin: string;
  currentPin: string | undefined;
  verificationToken: string | undefined;
};

/**
 * The optional 6-digit passcode (requirements/accounts.md#passcode). The first one needs only the signed-in session;
 * replacing one needs the current passcode, or for a forgotten one an OTP sent to the registered
 * mobile (purpose CHANGE_PIN).
 */
export async function setPin(options: SetPinOptions): Promise<TPinStatus> {
  const { db, clock, config, customerId, pin, currentPin, verificationToken } = options;
  const customer = await findOwnCustomer({ db, customerId });
  if (customer.pinHash && currentPin !== undefined) {
    await verifyPin({ db, clock, config, customerId, pin: currentPin });
  } else if (customer.pinHash && verificationToken === undefined) {
    throw new AppError('ERR_CUST_0039');
  }
  const pinHash = await hashSecret(pin);
  const now = clock.now();
  await db.transaction(async (tx) => {
    if (customer.pinHash && currentPin === undefined && verificationToken !== undefined) {
      await consumeOtpVerification({ db: tx, clock, verificationToken, purpose: 'CHANGE_PIN', contact: customer.mobile });
    }
    await tx.update(customers).set({ pinHash, pinSetAt: now, pinSkippedAt: null, updatedAt: now }).where(eq(customers.id, customerId));
  });
  return 'SET';
}

/** Records that the customer confirmed skipping the passcode step, so the portal stops offering it. */
export async function skipPin({ db, clock, customerId }: { db: TQueryable; clock: Clock; customerId: string }): Promise<TPinStatus> {
  const customer = await findOwnCustomer({ db, customerId });
  if (customer.pinHash) return 'SET';
  const now = clock.now();
  await db
    .update(customers)
    .set({ pinSkippedAt: customer.pinSkippedAt ?? now, updatedAt: now })
    .where(eq(customers.id, customerId));
  return 'SKIPPED';
}

export async function getPinStatus({ db, customerId }: { db: TQueryable; customerId: string }): Promise<TPinStatus> {
  return pinStatusOf(await findOwnCustomer({ db, customerId }));
}
