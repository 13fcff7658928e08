import type { TMasterItem } from '@mflow/contracts/master/master.contract';
import { bankAccountProblem } from '@mflow/contracts/payment/payment-method-rules';
import type { TPrepaidCloseRequest } from '@mflow/contracts/payment/prepaid.contract';

/** The bank account the balance goes back to, with its bank-book copy, as a dispute's refund takes it. */
export type TClosingForm = { bankCode: string; accountNo: string; holderName: string; bankBookFileId: string };

export const emptyClosingForm = (): TClosingForm => ({ bankCode: '', accountNo: '', holderName: '', bankBookFileId: '' });

/** What the bank-book upload takes: the file service's types and limit. */
const BANK_BOOK_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const MAX_BANK_BOOK_BYTES = 5 * 1_048_576;

export function bankBookProblem(file: { type: string; size: number }): string | undefined {
  if (!(BANK_BOOK_TYPES as readonly string[]).includes(file.type)) return 'prepaidClose.bankBook.type';
  if (file.size === 0 || file.size > MAX_BANK_BOOK_BYTES) return 'prepaidClose.bankBook.size';
  return undefined;
}

/**
 * The form's problems by field, as message ids: with no balance nothing is asked; with one, a bank
 * of the list, an account number of that bank's length, the holder and the bank-book copy.
 */
export function closingFormProblems(
  values: TClosingForm,
  context: { balance: number; banks: readonly TMasterItem[] | undefined },
): Partial<Record<keyof TClosingForm, string>> {
  if (context.balance === 0) return {};
  const problems: Partial<Record<keyof TClosingForm, string>> = {};
  const bank = context.banks?.find((item) => item.code === values.bankCode);
  if (!bank) problems.bankCode = 'ERR_COMMON_0004';
  const accountNo = values.accountNo.trim();
  if (accountNo === '') problems.accountNo = 'ERR_COMMON_0004';
  else if (bank) {
    const lengths = Array.isArray(bank.extra?.accountLengths) ? (bank.extra.accountLengths as number[]) : [];
    if (bankAccountProblem(accountNo, lengths)) problems.accountNo = 'paymentRule.pay0009';
  }
  if (values.holderName.trim() === '') problems.holderName = 'ERR_COMMON_0004';
  if (values.bankBookFileId === '') problems.bankBookFileId = 'prepaidClose.bankBook.required';
  return problems;
}

/** The closing request: the bank account only when there is a balance to send to it. */
export function closingRequestOf(values: TClosingForm, balance: number, verificationToken: string): TPrepaidCloseRequest {
  if (balance === 0) return { verificationToken };
  return {
    verificationToken,
    refundTo: {
      bankCode: values.bankCode,
      accountNo: values.accountNo.trim(),
      holderName: values.holderName.trim(),
      bankBookFileId: values.bankBookFileId,
    },
  };
}
