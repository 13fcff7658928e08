import type { TMasterItem } from '@mflow/contracts/master/master.contract';
import {
  caseFileProblem,
  disputeFormProblems,
  disputeRequestOf,
  emptyDisputeForm,
  sectionOfError,
  type TDisputeFormValues,
} from './dispute-form';

const A = '0b6a1c5e-7d2f-4c1a-9e3b-1f2a3b4c5d6e';
const BOOK = '9f8e7d6c-5b4a-4321-8fed-cba987654321';
const banks: TMasterItem[] = [
  { code: '004', name: 'Kasikornbank', nameTh: 'กสิกรไทย', nameEn: 'Kasikornbank', extra: { accountLengths: [10] } },
  { code: '030', name: 'GSB', nameTh: 'ออมสิน', nameEn: 'GSB', extra: { accountLengths: [12] } },
];
const form = (values: Partial<TDisputeFormValues>): TDisputeFormValues => ({ ...emptyDisputeForm(), ...values });
const unpaid = { paid: false, banks };
const paid = { paid: true, banks };
const bankAccount = {
  refundKind: 'BANK_ACCOUNT',
  bankCode: '004',
  accountNo: '1234567890',
  holderName: 'Somchai Jaidee',
  bankBookFileId: BOOK,
};

describe('the dispute form rules', () => {
  it('asks for a passage and a reason', () => {
    expect(disputeFormProblems(form({}), unpaid)).toEqual({ passageIds: 'cases.form.passagesRequired', reason: 'ERR_COMMON_0004' });
    expect(disputeFormProblems(form({ passageIds: [A], reason: 'PLATE_MISREAD' }), unpaid)).toEqual({});
  });

  it('asks for text with OTHER only, and not more than 1,000 characters', () => {
    expect(disputeFormProblems(form({ passageIds: [A], reason: 'OTHER', reasonText: '  ' }), unpaid)).toEqual({
      reasonText: 'cases.form.otherTextRequired',
    });
    expect(disputeFormProblems(form({ passageIds: [A], reason: 'OTHER', reasonText: 'Not my car' }), unpaid)).toEqual({});
    expect(disputeFormProblems(form({ passageIds: [A], reason: 'WRONG_CLASS', reasonText: 'x'.repeat(1001) }), unpaid)).toEqual({
      reasonText: 'ERR_COMMON_0002',
    });
  });

  it('asks a paid invoice for the refund channel, and a bank account for all of its parts', () => {
    const base = { passageIds: [A], reason: 'CHARGED_TWICE' };
    expect(disputeFormProblems(form(base), paid)).toEqual({ refundKind: 'ERR_COMMON_0004' });
    expect(disputeFormProblems(form({ ...base, refundKind: 'PREPAID_BALANCE' }), paid)).toEqual({ refundKind: 'ERR_COMMON_0004' });
    expect(disputeFormProblems(form({ ...base, refundKind: 'ORIGINAL_METHOD' }), paid)).toEqual({});
    expect(disputeFormProblems(form({ ...base, refundKind: 'BANK_ACCOUNT' }), paid)).toEqual({
      bankCode: 'ERR_COMMON_0004',
      accountNo: 'ERR_COMMON_0004',
      holderName: 'ERR_COMMON_0004',
      bankBookFileId: 'cases.form.bankBookRequired',
    });
    expect(disputeFormProblems(form({ ...base, ...bankAccount }), paid)).toEqual({});
  });

  it("holds the account number to the chosen bank's length", () => {
    const base = { passageIds: [A], reason: 'CHARGED_TWICE', ...bankAccount };
    expect(disputeFormProblems(form({ ...base, bankCode: '030' }), paid)).toEqual({ accountNo: 'paymentRule.pay0009' });
    expect(disputeFormProblems(form({ ...base, bankCode: '030', accountNo: '123456789012' }), paid)).toEqual({});
    expect(disputeFormProblems(form({ ...base, accountNo: '12345-67890' }), paid)).toEqual({ accountNo: 'paymentRule.pay0009' });
  });

  it('builds the request: text only when given, the channel only for a paid invoice', () => {
    const values = form({ passageIds: [A], reason: 'PLATE_MISREAD', reasonText: ' ', ...bankAccount, accountNo: ' 1234567890 ' });
    expect(disputeRequestOf('IV2611000123', values, false)).toEqual({
      invoiceNo: 'IV2611000123',
      passageIds: [A],
      reason: 'PLATE_MISREAD',
      fileIds: [],
    });
    expect(disputeRequestOf('IV2611000123', values, true).refundChannel).toEqual({
      kind: 'BANK_ACCOUNT',
      bankCode: '004',
      accountNo: '1234567890',
      holderName: 'Somchai Jaidee',
      bankBookFileId: BOOK,
    });
    expect(disputeRequestOf('IV1', form({ ...values, refundKind: 'ORIGINAL_METHOD', reasonText: 'See photo' }), true)).toMatchObject({
      reasonText: 'See photo',
      refundChannel: { kind: 'ORIGINAL_METHOD' },
    });
  });

  it("puts an answer's error beside the part it is about, or at the top", () => {
    expect(sectionOfError('ERR_CASE_0101')).toBe('passages');
    expect(sectionOfError('ERR_CASE_0107')).toBe('reason');
    expect(sectionOfError('ERR_RFD_0001')).toBe('refund');
    expect(sectionOfError('ERR_COMMON_0001')).toBeUndefined();
  });

  it('takes JPG, PNG and PDF files up to 5 MB', () => {
    expect(caseFileProblem({ type: 'application/pdf', size: 1000 })).toBeUndefined();
    expect(caseFileProblem({ type: 'image/gif', size: 1000 })).toBe('cases.files.type');
    expect(caseFileProblem({ type: 'image/png', size: 5 * 1_048_576 + 1 })).toBe('cases.files.tooLarge');
    expect(caseFileProblem({ type: 'image/jpeg', size: 0 })).toBe('cases.files.empty');
  });
});
