import { createHash } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import type { TPaymentMethodKind } from '@mflow/contracts/payment/payment-method-kinds';
import { bankAccountProblem, cardExpiryProblem } from '@mflow/contracts/payment/payment-method-rules';
import type { TPaymentMethodCreateRequest } from '@mflow/contracts/payment/payment-method.contract';
import { findMasterItems } from '../../master/master.service';
import type { TPaymentGateway } from '../../../platform/ports';
import type { TNewPaymentMethod } from './payment-method-records';
import { maskAllButLast4, maskCard, maskMobile } from './payment-method.mapper';

/** A channel's identity within one customer; a card number is hashed with the customer so the key reveals nothing. */
function channelKeyOf(customerId: string, kind: TPaymentMethodKind, identity: string): string {
  return `${kind}:${createHash('sha256').update(`${customerId}:${identity}`).digest('hex')}`;
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
export async function prepare(
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
