import type { TMasterItem } from '@mflow/contracts/master/master.contract';
import { PAYMENT_METHOD_RULE_TEXTS } from '@mflow/contracts/payment/payment-method-rule-texts';
import en from '../../../i18n/en.json';
import th from '../../../i18n/th.json';
import {
  codeKey,
  directDebitBanks,
  EMPTY_FORM,
  formProblems,
  paymentMessage,
  paymentRuleMessageId,
  toFormBody,
  type TPaymentMethodFormValues,
} from './payment-method-form-values';

const now = new Date('2026-11-16T09:00:00+07:00');
const bank = (code: string, accountLengths: number[], directDebit: boolean): TMasterItem => ({
  code,
  name: code,
  nameTh: code,
  nameEn: code,
  extra: { accountLengths, directDebit },
});
const banks = [bank('002', [10], false), bank('006', [10], true)];
const card: TPaymentMethodFormValues = {
  ...EMPTY_FORM,
  kind: 'CARD',
  brand: 'VISA',
  number: '4111 1111 1111 1111',
  expiryMonth: '11',
  expiryYear: '2027',
  cvv: '123',
  holderName: 'SOMCHAI JAIDEE',
};

describe('payment-method rule messages', () => {
  it.each(Object.entries(PAYMENT_METHOD_RULE_TEXTS))('word %s as the contract does, in both languages', (code, text) => {
    const id = paymentRuleMessageId(code as keyof typeof PAYMENT_METHOD_RULE_TEXTS);
    expect((th as Record<string, string>)[id]).toBe(text.th);
    expect((en as Record<string, string>)[id]).toBe(text.en);
  });

  it('turns a payment-method code into its message id and leaves other answers alone', () => {
    expect(paymentMessage('ERR_PAY_0007')).toBe('paymentRule.pay0007');
    expect(paymentMessage('ERR_COMMON_0004')).toBe('ERR_COMMON_0004');
  });
});

describe('the add form', () => {
  it('sends the chosen kind’s fields only', () => {
    expect(toFormBody({ ...card, mobile: '0812345678' })).toEqual({
      kind: 'CARD',
      brand: 'VISA',
      number: '4111 1111 1111 1111',
      expiryMonth: '11',
      expiryYear: '2027',
      cvv: '123',
      holderName: 'SOMCHAI JAIDEE',
      debitMode: 'AUTOMATIC',
    });
    expect(toFormBody({ ...card, kind: 'QR' })).toEqual({ kind: 'QR' });
  });

  it('passes a good card, with the number as digits', () => {
    expect(formProblems(card, { now, banks })).toEqual({ form: expect.objectContaining({ number: '4111111111111111' }), problems: {} });
  });

  it('shows the contract rules under their fields', () => {
    const { form, problems } = formProblems({ ...card, number: '4111 1111 1111 111', cvv: '12', holderName: '' }, { now, banks });
    expect(form).toBeUndefined();
    expect(problems).toEqual({ number: 'paymentRule.pay0001', cvv: 'paymentRule.pay0007', holderName: 'ERR_COMMON_0004' });
  });

  it('refuses an expired card by the clock it is given', () => {
    expect(formProblems({ ...card, expiryMonth: '10', expiryYear: '2026' }, { now, banks }).problems).toEqual({
      expiryYear: 'paymentRule.pay0006',
    });
    expect(formProblems({ ...card, expiryMonth: '11', expiryYear: '2026' }, { now, banks }).problems).toEqual({});
  });

  it('checks the account number against the chosen bank’s length', () => {
    const debit = { ...EMPTY_FORM, kind: 'BANK_DEBIT' as const, bankCode: '006', accountNumber: '123456789012' };
    expect(formProblems(debit, { now, banks }).problems).toEqual({ accountNumber: 'paymentRule.pay0009' });
    expect(formProblems({ ...debit, accountNumber: '1234567890' }, { now, banks }).problems).toEqual({});
  });

  it('offers direct debit with the designated bank only', () => {
    expect(directDebitBanks(banks).map((item) => item.code)).toEqual(['006']);
    expect(directDebitBanks(undefined)).toEqual([]);
  });
});

describe('message ids of codes', () => {
  it('writes a code as a camel-case segment', () => {
    expect(codeKey('VISA_DEBIT')).toBe('visaDebit');
    expect(codeKey('REQUEST_TO_PAY')).toBe('requestToPay');
    expect(codeKey('QR')).toBe('qr');
  });
});
