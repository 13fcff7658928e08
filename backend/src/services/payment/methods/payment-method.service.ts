import { createHash } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors/app-error';
import { isTagKind, paymentMethodStep, type TPaymentMethodKind } from '@mflow/contracts/payment/payment-method-kinds';
import {
  bankAccountProblem,
  cardExpiryProblem,
  channelChangeTakesEffectOn,
  tagMayBePrimary,
  tagPrimaryAdmits,
} from '@mflow/contracts/payment/payment-method-rules';
import type {
  TPaymentMethodCreateRequest,
  TPaymentMethodList,
  TPaymentMethodUpdateRequest,
  TPaymentMethodView,
} from '@mflow/contracts/payment/payment-method.contract';
import type { TVerificationStep } from '@mflow/contracts/otp/verification-steps';
import { findCustomer, type TCustomerRow } from '../../customer/customer-records';
import { findMasterItems } from '../../master/master.service';
import { consumeOtpVerification } from '../../otp/otp.service';
import type { TPaymentGateway } from '../../../platform/ports';
import type { TVehicleAdmission } from '../../vehicle/vehicle-admission';
import { listOwnVehicles } from '../../vehicle/vehicle-reads';
import {
  findLiveMethod,
  findPrimaryMethod,
  recordPrimary,
  insertMethod,
  isDuplicateChannelViolation,
  listLiveMethods,
  lockCustomerMethods,
  markDeleted,
  type TNewPaymentMethod,
  type TPaymentMethodRow,
  unsetOtherPrimaries,
  updateMethod,
} from './payment-method-records';
import { maskAllButLast4, maskCard, maskMobile, toPaymentMethodView } from './payment-method.mapper';

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

/** The vehicles in the customer's list (every status but deleted). */
async function vehicleCountOf(db: TQueryable, customerId: string): Promise<number> {
  const { total } = await listOwnVehicles({ db, customerId, status: undefined, page: 1, size: 1 });
  return total;
}

/** A channel's identity within one customer; a card number is hashed with the customer so the key reveals nothing. */
function channelKeyOf(customerId: string, kind: TPaymentMethodKind, identity: string): string {
  return `${kind}:${createHash('sha256').update(`${customerId}:${identity}`).digest('hex')}`;
}

export async function listPaymentMethods({ db, customerId }: { db: TQueryable; customerId: string }): Promise<TPaymentMethodList> {
  return { items: (await listLiveMethods({ db, customerId })).map(toPaymentMethodView) };
}

type TBankExtra = { accountLengths?: number[]; directDebit?: boolean };

/** requirements/payment-methods.md#bank-account-rules: direct debit from the one designated bank (master list `banks`, directDebit), with an account number of that bank's length. */
async function checkDirectDebitBank(db: TQueryable, bankCode: string, accountNumber: string): Promise<void> {
  const [bank] = await findMasterItems({ db, keys: [{ listName: 'banks', code: bankCode }] });
  const extra = (bank?.extra ?? {}) as TBankExtra;
  if (!bank || extra.directDebit !== true) throw new AppError('ERR_PAY_0025', { field: 'bankCode' });
  const problem = bankAccountProblem(accountNumber, extra.accountLengths ?? []);
  if (problem) throw new AppError(problem, { field: 'accountNumber' });
}

type TPrepared = {
  values: Omit<TNewPaymentMethod, 'isPrimary' | 'effectiveFrom' | 'customerId'>;
  saveCard?: () => Promise<Partial<TNewPaymentMethod>>;
};

/** What will be stored of the request, checked; a card is saved at the gateway only once everything else has passed. */
async function prepare(
  db: TQueryable,
  clock: Clock,
  gateway: TPaymentGateway,
  customerId: string,
  input: TPaymentMethodCreateRequest,
): Promise<TPrepared> {
  switch (input.kind) {
    case 'CARD': {
      const expired = cardExpiryProblem(input.expiryMonth, input.expiryYear, clock.now());
      if (expired) throw new AppError(expired, { field: 'expiryYear' });
      const last4 = input.number.slice(-4);
      return {
        values: {
          kind: 'CARD',
          brand: input.brand,
          last4,
          maskedDisplay: maskCard(last4),
          debitMode: input.debitMode,
          channelKey: channelKeyOf(customerId, 'CARD', input.number),
        },
        saveCard: async () => {
          const saved = await gateway.saveCard({
            brand: input.brand,
            number: input.number,
            expiryMonth: Number(input.expiryMonth),
            expiryYear: Number(input.expiryYear),
            cvv: input.cvv,
            holderName: input.holderName,
          });
          return { gatewayToken: saved.token, brand: saved.brand, last4: saved.last4, maskedDisplay: maskCard(saved.last4) };
        },
      };
    }
    case 'BANK_DEBIT':
      await checkDirectDebitBank(db, input.bankCode, input.accountNumber);
      return {
        values: {
          kind: 'BANK_DEBIT',
          bankCode: input.bankCode,
          accountReference: input.accountNumber,
          maskedDisplay: maskAllButLast4(input.accountNumber),
          debitMode: input.debitMode,
          channelKey: channelKeyOf(customerId, 'BANK_DEBIT', `${input.bankCode}:${input.accountNumber}`),
        },
      };
    case 'REQUEST_TO_PAY':
      return {
        values: {
          kind: 'REQUEST_TO_PAY',
          accountReference: input.mobile,
          maskedDisplay: maskMobile(input.mobile),
          debitMode: input.debitMode,
          channelKey: channelKeyOf(customerId, 'REQUEST_TO_PAY', input.mobile),
        },
      };
    case 'QR':
      return { values: { kind: 'QR', maskedDisplay: 'QR', channelKey: channelKeyOf(customerId, 'QR', 'QR') } };
    case 'MPASS':
    case 'EASYPASS':
      await gateway.checkTag({ programme: input.kind, tagNumber: input.tagNumber, holderId: input.holderId });
      return {
        values: {
          kind: input.kind,
          tagProgramme: input.kind,
          tagNumber: input.tagNumber,
          tagChipSerial: input.chipSerial,
          tagHolderId: input.holderId,
          tagOfficeNumber: input.officeNumber,
          maskedDisplay: maskAllButLast4(input.tagNumber),
          debitMode: input.debitMode,
          channelKey: channelKeyOf(customerId, input.kind, input.tagNumber),
        },
      };
  }
}

/** requirements/payment-methods.md#tags-as-the-primary-method: a tag may be primary only while the customer has exactly one vehicle. */
async function customerTagMayBePrimary(db: TQueryable, customerId: string): Promise<boolean> {
  return tagMayBePrimary(await vehicleCountOf(db, customerId));
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

/**
 * The vehicle module's admission question (vehicle-admission.ts), answered by this module: while
 * the primary method is an M-PASS or Easy Pass tag, the member keeps one vehicle (requirements/payment-methods.md#tags-as-the-primary-method).
 */
export const tagPrimaryVehicleAdmission: TVehicleAdmission = {
  async assertMayAddVehicles({ db, customerId, count }) {
    const primary = await findPrimaryMethod({ db, customerId });
    if (!primary || !isTagKind(primary.kind)) return;
    if (!tagPrimaryAdmits(await vehicleCountOf(db, customerId), count)) throw new AppError('ERR_PAY_0023');
  },
};
