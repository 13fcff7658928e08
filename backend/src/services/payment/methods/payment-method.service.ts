import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors/app-error';
import { isTagKind, paymentMethodStep } from '@mflow/contracts/payment/payment-method-kinds';
import { channelChangeTakesEffectOn } from '@mflow/contracts/payment/payment-method-rules';
import type {
  TPaymentMethodCreateRequest,
  TPaymentMethodList,
  TPaymentMethodUpdateRequest,
  TPaymentMethodView,
} from '@mflow/contracts/payment/payment-method.contract';
import type { TVerificationStep } from '@mflow/contracts/otp/verification-steps';
import { findCustomer, type TCustomerRow } from '../../customer/customer-records';
import { consumeOtpVerification } from '../../otp/otp.service';
import type { TPaymentGateway } from '../../../platform/ports';
import {
  findLiveMethod,
  findPrimaryMethod,
  recordPrimary,
  insertMethod,
  isDuplicateChannelViolation,
  listLiveMethods,
  lockCustomerMethods,
  markDeleted,
  type TPaymentMethodRow,
  unsetOtherPrimaries,
  updateMethod,
} from './payment-method-records';
import { prepare } from './payment-method-input';
import { toPaymentMethodView } from './payment-method.mapper';
import { customerTagMayBePrimary } from './tag-primary';

async function signedInCustomer(db: TQueryable, customerId: string): Promise<TCustomerRow> {
  const customer = await findCustomer({ db, customerId });
  if (!customer) throw new AppError('ERR_AUTH_0005');
  return customer;
}

/** Spends the member's OTP proof of a step, sent to their registered mobile or e-mail, in the writing transaction. */
function spendProof(
  db: TQueryable,
  clock: Clock,
  customer: TCustomerRow,
  purpose: TVerificationStep,
  verificationToken: string,
): Promise<void> {
  return consumeOtpVerification({ db, clock, verificationToken, purpose, contact: [customer.mobile, customer.email] });
}

/** Another customer's method is answered exactly like one that does not exist. */
async function ownMethodOrNotFound(db: TQueryable, customerId: string, paymentMethodId: string): Promise<TPaymentMethodRow> {
  const row = isUuid(paymentMethodId) ? await findLiveMethod({ db, customerId, paymentMethodId }) : undefined;
  if (!row) throw new AppError('ERR_PAY_0020');
  return row;
}

export async function listPaymentMethods({ db, customerId }: { db: TQueryable; customerId: string }): Promise<TPaymentMethodList> {
  return { items: (await listLiveMethods({ db, customerId })).map(toPaymentMethodView) };
}

type CreateOptions = { db: TDatabase; clock: Clock; gateway: TPaymentGateway; customerId: string; input: TPaymentMethodCreateRequest };

/**
 * requirements/payment-methods.md: a member adds a method, proven by the kind's CREATE OTP. A member whose e-mail is
 * not activated may add QR only; a channel already in the list is refused; a card is checked and
 * kept by the gateway (its CVV goes there once and nowhere else), a tag is checked against its
 * card-holder. The first method becomes primary and takes effect at once, except a tag while the
 * member does not have exactly one vehicle, which waits to be set primary.
 */
export async function createPaymentMethod({ db, clock, gateway, customerId, input }: CreateOptions): Promise<TPaymentMethodView> {
  const customer = await signedInCustomer(db, customerId);
  if (customer.emailConfirmedAt === null && input.kind !== 'QR') throw new AppError('ERR_PAY_0022');
  const prepared = await prepare(db, clock, gateway, customerId, input);
  const duplicate = (await listLiveMethods({ db, customerId })).some((row) => row.channelKey === prepared.values.channelKey);
  if (duplicate) throw new AppError('ERR_PAY_0021');
  const saved = prepared.saveCard ? await prepared.saveCard() : {};
  const step = paymentMethodStep('CREATE', input.kind, input.kind === 'CARD' ? input.brand : null);
  try {
    const row = await db.transaction(async (tx) => {
      await spendProof(tx, clock, customer, step, input.verificationToken);
      await lockCustomerMethods({ db: tx, customerId });
      const now = clock.now();
      const isFirst = !(await findPrimaryMethod({ db: tx, customerId }));
      const primary = isFirst && (!isTagKind(input.kind) || (await customerTagMayBePrimary(tx, customerId)));
      const effectiveFrom = primary ? channelChangeTakesEffectOn(now, true) : null;
      const inserted = await insertMethod({
        db: tx,
        at: now,
        values: { ...prepared.values, ...saved, customerId, isPrimary: primary, effectiveFrom },
      });
      if (effectiveFrom) await recordPrimary({ db: tx, customerId, paymentMethodId: inserted.id, effectiveFrom, at: now });
      return inserted;
    });
    return toPaymentMethodView(row);
  } catch (error) {
    // Two requests for one channel raced past the check above; the index let one through.
    if (isDuplicateChannelViolation(error)) throw new AppError('ERR_PAY_0021');
    throw error;
  }
}

type UpdateOptions = { db: TDatabase; clock: Clock; customerId: string; paymentMethodId: string; input: TPaymentMethodUpdateRequest };

/** The debit mode of a method changes, proven by the kind's EDIT OTP; what identifies the channel does not (a new card is a new method). */
export async function updatePaymentMethod({ db, clock, customerId, paymentMethodId, input }: UpdateOptions): Promise<TPaymentMethodView> {
  const customer = await signedInCustomer(db, customerId);
  const current = await ownMethodOrNotFound(db, customerId, paymentMethodId);
  if (current.kind === 'QR') throw new AppError('ERR_PAY_0027');
  const row = await db.transaction(async (tx) => {
    await spendProof(tx, clock, customer, paymentMethodStep('EDIT', current.kind, current.brand), input.verificationToken);
    await lockCustomerMethods({ db: tx, customerId });
    await ownMethodOrNotFound(tx, customerId, paymentMethodId);
    return updateMethod({ db: tx, paymentMethodId, values: { debitMode: input.debitMode }, at: clock.now() });
  });
  return toPaymentMethodView(row);
}

type ProofOptions = { db: TDatabase; clock: Clock; customerId: string; paymentMethodId: string; verificationToken: string };

/**
 * Deleting, proven by the kind's DELETE OTP. The primary method goes only when it is the last one:
 * otherwise the member would be left with methods and none to charge.
 */
export async function deletePaymentMethod({
  db,
  clock,
  customerId,
  paymentMethodId,
  verificationToken,
}: ProofOptions): Promise<TPaymentMethodList> {
  const customer = await signedInCustomer(db, customerId);
  const current = await ownMethodOrNotFound(db, customerId, paymentMethodId);
  // The prepaid account's method goes with the account, which holds money (prepaid.routes.ts).
  if (current.kind === 'MFLOW') throw new AppError('ERR_PREPAID_0008');
  await db.transaction(async (tx) => {
    await spendProof(tx, clock, customer, paymentMethodStep('DELETE', current.kind, current.brand), verificationToken);
    await lockCustomerMethods({ db: tx, customerId });
    const method = await ownMethodOrNotFound(tx, customerId, paymentMethodId);
    const others = (await listLiveMethods({ db: tx, customerId })).filter((row) => row.id !== method.id);
    if (method.isPrimary && others.length > 0) throw new AppError('ERR_PAY_0026');
    await markDeleted({ db: tx, paymentMethodId, at: clock.now() });
  });
  return listPaymentMethods({ db, customerId });
}

/**
 * requirements/payment-methods.md#primary-method: one primary method. Setting one, proven by a SET_MAIN_PAYMENT OTP, takes the flag
 * from the other in the same transaction, under the customer's lock, so parallel calls leave
 * exactly one. The change takes effect on the 16th or the 1st (requirements/payment-methods.md#when-a-channel-change-takes-effect), at once when the
 * member had no primary. A tag may be primary only while the member has exactly one vehicle.
 */
export async function setPrimaryPaymentMethod({
  db,
  clock,
  customerId,
  paymentMethodId,
  verificationToken,
}: ProofOptions): Promise<TPaymentMethodView> {
  const customer = await signedInCustomer(db, customerId);
  const current = await ownMethodOrNotFound(db, customerId, paymentMethodId);
  if (isTagKind(current.kind) && !(await customerTagMayBePrimary(db, customerId))) throw new AppError('ERR_PAY_0024');
  const row = await db.transaction(async (tx) => {
    await spendProof(tx, clock, customer, 'SET_MAIN_PAYMENT', verificationToken);
    await lockCustomerMethods({ db: tx, customerId });
    const method = await ownMethodOrNotFound(tx, customerId, paymentMethodId);
    if (method.isPrimary) return method;
    const now = clock.now();
    const hadPrimary = (await findPrimaryMethod({ db: tx, customerId })) !== undefined;
    const effectiveFrom = channelChangeTakesEffectOn(now, !hadPrimary);
    await unsetOtherPrimaries({ db: tx, customerId, exceptId: method.id, at: now });
    await recordPrimary({ db: tx, customerId, paymentMethodId, effectiveFrom, at: now });
    return updateMethod({ db: tx, paymentMethodId, values: { isPrimary: true, effectiveFrom }, at: now });
  });
  return toPaymentMethodView(row);
}
