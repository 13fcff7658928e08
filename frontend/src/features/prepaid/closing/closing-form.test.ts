import type { TMasterItem } from '@mflow/contracts/master/master.contract';
import { bankBookProblem, closingFormProblems, closingRequestOf, emptyClosingForm, type TClosingForm } from './closing-form';

const BOOK = '9f8e7d6c-5b4a-4321-8fed-cba987654321';
const banks: TMasterItem[] = [
  { code: '004', name: 'Kasikornbank', nameTh: 'กสิกรไทย', nameEn: 'Kasikornbank', extra: { accountLengths: [10] } },
  { code: '030', name: 'GSB', nameTh: 'ออมสิน', nameEn: 'GSB', extra: { accountLengths: [12] } },
];
const form = (values: Partial<TClosingForm>): TClosingForm => ({ ...emptyClosingForm(), ...values });
const complete = form({ bankCode: '004', accountNo: ' 1234567890 ', holderName: ' Somchai Jaidee ', bankBookFileId: BOOK });

describe('the closing form', () => {
  it('asks nothing of an empty account, and sends the proof alone', () => {
    expect(closingFormProblems(emptyClosingForm(), { balance: 0, banks })).toEqual({});
    expect(closingRequestOf(complete, 0, 'token')).toEqual({ verificationToken: 'token' });
  });

  it('asks a balance of one satang for every part of the bank account', () => {
    expect(closingFormProblems(emptyClosingForm(), { balance: 1, banks })).toEqual({
      bankCode: 'ERR_COMMON_0004',
      accountNo: 'ERR_COMMON_0004',
      holderName: 'ERR_COMMON_0004',
      bankBookFileId: 'prepaidClose.bankBook.required',
    });
    expect(closingFormProblems(complete, { balance: 1, banks })).toEqual({});
  });

  it('checks the account number against the bank’s length', () => {
    expect(closingFormProblems({ ...complete, bankCode: '030' }, { balance: 500, banks })).toEqual({ accountNo: 'paymentRule.pay0009' });
    expect(closingFormProblems({ ...complete, bankCode: '999' }, { balance: 500, banks })).toEqual({ bankCode: 'ERR_COMMON_0004' });
  });

  it('sends the bank account trimmed when there is a balance', () => {
    expect(closingRequestOf(complete, 50_000, 'token')).toEqual({
      verificationToken: 'token',
      refundTo: { bankCode: '004', accountNo: '1234567890', holderName: 'Somchai Jaidee', bankBookFileId: BOOK },
    });
  });

  it('takes a bank book as JPEG, PNG or PDF of up to 5 MB', () => {
    expect(bankBookProblem({ type: 'image/png', size: 5 * 1_048_576 })).toBeUndefined();
    expect(bankBookProblem({ type: 'image/png', size: 5 * 1_048_576 + 1 })).toBe('prepaidClose.bankBook.size');
    expect(bankBookProblem({ type: 'image/gif', size: 10 })).toBe('prepaidClose.bankBook.type');
  });
});
