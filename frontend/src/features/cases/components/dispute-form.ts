import type { TMasterItem } from '@mflow/contracts/master/master.contract';
import type { TFileDisputeRequest } from '@mflow/contracts/cases/case.contract';
import { DISPUTE_REASONS, reasonNeedsText, type TDisputeReason } from '@mflow/contracts/cases/dispute-rules';
import { bankAccountProblem } from '@mflow/contracts/payment/payment-method-rules';

/** The refund channels a member may choose in the form; the method that paid is the prepaid balance when the account is the primary method (decision 0088). */
export const MEMBER_REFUND_KINDS = ['ORIGINAL_METHOD', 'BANK_ACCOUNT'] as const;

export type TDisputeFormValues = {
  passageIds: string[];
  reason: string;
  reasonText: string;
  fileIds: string[];
  refundKind: string;
  bankCode: string;
  accountNo: string;
  holderName: string;
  bankBookFileId: string;
};

export type TDisputeField = keyof TDisputeFormValues;

export function emptyDisputeForm(prefill: { passageIds?: string[]; reason?: TDisputeReason } = {}): TDisputeFormValues {
  return {
    passageIds: prefill.passageIds ?? [],
    reason: prefill.reason ?? '',
    reasonText: '',
    fileIds: [],
    refundKind: '',
    bankCode: '',
    accountNo: '',
    holderName: '',
    bankBookFileId: '',
  };
}

/** The contract's limits on free text and files. */
const MAX_REASON_TEXT = 1000;
const MAX_HOLDER_NAME = 200;
export const MAX_CASE_FILES = 5;

/**
 * What is wrong with the form before it is sent, as message ids by field (requirements/disputes.md#dispute-fields):
 * at least one passage, a reason from the list with text for OTHER, and for a paid invoice the
 * refund channel; a bank account needs a bank of the list, an account number of that bank's
 * length, the holder and the bank-book copy.
 */
export function disputeFormProblems(
  values: TDisputeFormValues,
  context: { paid: boolean; banks: readonly TMasterItem[] | undefined },
): Partial<Record<TDisputeField, string>> {
  const problems: Partial<Record<TDisputeField, string>> = {};
  if (values.passageIds.length === 0) problems.passageIds = 'cases.form.passagesRequired';
  if (!(DISPUTE_REASONS as readonly string[]).includes(values.reason)) problems.reason = 'ERR_COMMON_0004';
  else if (reasonNeedsText(values.reason as TDisputeReason) && values.reasonText.trim() === '')
    problems.reasonText = 'cases.form.otherTextRequired';
  if (values.reasonText.trim().length > MAX_REASON_TEXT) problems.reasonText = 'ERR_COMMON_0002';
  if (values.fileIds.length > MAX_CASE_FILES) problems.fileIds = 'cases.files.tooMany';
  if (!context.paid) return problems;
  if (!(MEMBER_REFUND_KINDS as readonly string[]).includes(values.refundKind)) problems.refundKind = 'ERR_COMMON_0004';
  if (values.refundKind !== 'BANK_ACCOUNT') return problems;
  const bank = context.banks?.find((item) => item.code === values.bankCode);
  if (!bank) problems.bankCode = 'ERR_COMMON_0004';
  else {
    const lengths = Array.isArray(bank.extra?.accountLengths) ? (bank.extra.accountLengths as number[]) : [];
    if (bankAccountProblem(values.accountNo.trim(), lengths)) problems.accountNo = 'paymentRule.pay0009';
  }
  if (values.accountNo.trim() === '') problems.accountNo = 'ERR_COMMON_0004';
  const holder = values.holderName.trim();
  if (holder === '') problems.holderName = 'ERR_COMMON_0004';
  else if (holder.length > MAX_HOLDER_NAME) problems.holderName = 'ERR_COMMON_0002';
  if (values.bankBookFileId === '') problems.bankBookFileId = 'cases.form.bankBookRequired';
  return problems;
}

/** The request the form sends, once `disputeFormProblems` finds nothing. */
export function disputeRequestOf(invoiceNo: string, values: TDisputeFormValues, paid: boolean): TFileDisputeRequest {
  const reason = values.reason as TDisputeReason;
  const text = values.reasonText.trim();
  const request: TFileDisputeRequest = { invoiceNo, passageIds: values.passageIds, reason, fileIds: values.fileIds };
  if (text !== '') request.reasonText = text;
  if (!paid) return request;
  request.refundChannel =
    values.refundKind === 'BANK_ACCOUNT'
      ? {
          kind: 'BANK_ACCOUNT',
          bankCode: values.bankCode,
          accountNo: values.accountNo.trim(),
          holderName: values.holderName.trim(),
          bankBookFileId: values.bankBookFileId,
        }
      : { kind: 'ORIGINAL_METHOD' };
  return request;
}

/** The parts of the form an answer's error is shown beside; anything else goes at the top. */
export type TDisputeSection = 'passages' | 'reason' | 'refund';

const SECTION_OF_CODE: Readonly<Record<string, TDisputeSection>> = {
  ERR_CASE_0101: 'passages',
  ERR_CASE_0102: 'passages',
  ERR_CASE_0103: 'passages',
  ERR_CASE_0107: 'reason',
  ERR_CASE_0104: 'refund',
  ERR_CASE_0105: 'refund',
  ERR_CASE_0106: 'refund',
  ERR_RFD_0001: 'refund',
  ERR_RFD_0004: 'refund',
  ERR_RFD_0005: 'refund',
  ERR_PAY_0009: 'refund',
};

/**
 * Where an error of the answer is shown. The envelope names no field, so the codes of the
 * dispute rules say which part of the form they are about.
 */
export function sectionOfError(code: string): TDisputeSection | undefined {
  return SECTION_OF_CODE[code];
}

/** A case's files: JPG, PNG or PDF, checked here by type and size before they are sent (the server checks the content). */
export const CASE_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The file service's limit (UPLOAD_MAX_BYTES' default). */
const MAX_CASE_FILE_BYTES = 5 * 1_048_576;

export function caseFileProblem(file: { type: string; size: number }): string | undefined {
  if (!(CASE_FILE_TYPES as readonly string[]).includes(file.type)) return 'cases.files.type';
  if (file.size > MAX_CASE_FILE_BYTES) return 'cases.files.tooLarge';
  if (file.size === 0) return 'cases.files.empty';
  return undefined;
}
