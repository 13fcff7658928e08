import { crc16CcittFalse, emvField, parseEmvFields } from './emv-tlv';
import {
  buildPromptPayPayload,
  parsePromptPayPayload,
  PROMPTPAY_BILL_PAYMENT_AID,
  PROMPTPAY_CREDIT_TRANSFER_AID,
  withCrc,
} from './promptpay';

/** A payload from its fields, with a right CRC, so each test breaks exactly one thing. */
const payloadOf = (fields: [string, string][]) => withCrc(fields.map(([id, value]) => emvField(id, value)).join(''));
const transfer = (inner: string): [string, string][] => [
  ['00', '01'],
  ['01', '12'],
  ['29', inner],
  ['53', '764'],
  ['54', '10.00'],
  ['58', 'TH'],
];
const toMobile = emvField('00', PROMPTPAY_CREDIT_TRANSFER_AID) + emvField('01', '0066812345678');

describe('EMV fields', () => {
  it('writes ID, 2-digit length and value, up to 99 characters', () => {
    expect(emvField('54', '10.00')).toBe('540510.00');
    expect(emvField('62', 'x'.repeat(99))).toBe(`6299${'x'.repeat(99)}`);
    expect(() => emvField('62', 'x'.repeat(100))).toThrow('EMV field 62 is longer than 99 characters');
    expect(() => emvField('5', 'x')).toThrow('an EMV field ID is two digits, not 5');
    expect(() => emvField('540', 'x')).toThrow('an EMV field ID is two digits, not 540');
  });

  it('reads fields back, and names the position of a malformed one', () => {
    expect(parseEmvFields('0002015802TH')).toEqual([
      { id: '00', value: '01' },
      { id: '58', value: 'TH' },
    ]);
    expect(parseEmvFields('')).toEqual([]);
    expect(() => parseEmvFields('0002015X02TH')).toThrow('malformed EMV field at position 6');
    expect(() => parseEmvFields('000201580XTH')).toThrow('malformed EMV field at position 6');
    expect(() => parseEmvFields('000201580')).toThrow('malformed EMV field at position 6');
  });

  it('pads a small CRC to 4 hex digits', () => {
    expect(crc16CcittFalse('A149')).toBe('0056');
  });
});

describe('PromptPay payloads: what a banking app refuses', () => {
  it('credit transfer to a tax ID: 13 digits, built and read back', () => {
    const payload = buildPromptPayPayload({ target: { kind: 'TAX_ID', taxId: '0994000165501' }, amountSatang: 1000 });
    expect(parseEmvFields(payload).find((field) => field.id === '29')?.value).toBe(
      `${emvField('00', PROMPTPAY_CREDIT_TRANSFER_AID)}${emvField('02', '0994000165501')}`,
    );
    expect(parsePromptPayPayload(payload)).toEqual({
      target: { kind: 'TAX_ID', taxId: '0994000165501' },
      amountSatang: 1000,
      dynamic: true,
    });
    for (const taxId of ['099400016550', '09940001655012', 'A994000165501', '0994000165501 '])
      expect(() => buildPromptPayPayload({ target: { kind: 'TAX_ID', taxId }, amountSatang: 1000 })).toThrow(
        'a PromptPay tax ID is 13 digits',
      );
  });

  it('a mobile number is 10 digits starting with 0', () => {
    for (const mobile of ['812345678', '08123456789', '1812345678', 'x0812345678'])
      expect(() => buildPromptPayPayload({ target: { kind: 'MOBILE', mobile }, amountSatang: 1000 })).toThrow(
        'a PromptPay mobile number is 10 digits starting with 0',
      );
  });

  it('a bill payment names a 15-digit biller and Ref1, Ref2 of 1 to 20 digits or capitals', () => {
    const bill = (billerId: string, ref1: string, ref2?: string) => () =>
      buildPromptPayPayload({ target: { kind: 'BILL_PAYMENT', billerId, ref1, ref2 }, amountSatang: 1000 });
    for (const billerId of ['09940001655010', '0994000165501011', 'x099400016550101', '099400016550101x'])
      expect(bill(billerId, 'R1')).toThrow('a biller ID is the 13-digit tax ID and a 2-digit suffix');
    expect(bill('099400016550101', '')).toThrow('Ref1 and Ref2 are 1 to 20 digits or capital letters');
    expect(bill('099400016550101', 'r1')).toThrow('Ref1 and Ref2');
    expect(bill('099400016550101', 'R1', 'r2')).toThrow('Ref1 and Ref2');
    expect(bill('099400016550101', 'R1', '')).toThrow('Ref1 and Ref2');
    expect(parsePromptPayPayload(bill('099400016550101', 'R1')())).toEqual({
      target: { kind: 'BILL_PAYMENT', billerId: '099400016550101', ref1: 'R1' },
      amountSatang: 1000,
      dynamic: true,
    });
    expect(parsePromptPayPayload(bill('099400016550101', 'R1', 'R2')()).target).toEqual({
      kind: 'BILL_PAYMENT',
      billerId: '099400016550101',
      ref1: 'R1',
      ref2: 'R2',
    });
  });

  it('reads a static payload (method 11) with no amount, and amounts with one or no decimals', () => {
    const noAmount = transfer(toMobile)
      .filter(([id]) => id !== '54')
      .map(([id, value]): [string, string] => (id === '01' ? [id, '11'] : [id, value]));
    expect(parsePromptPayPayload(payloadOf(noAmount))).toEqual({
      target: { kind: 'MOBILE', mobile: '0812345678' },
      amountSatang: undefined,
      dynamic: false,
    });
    const withAmount = (amount: string) =>
      payloadOf(transfer(toMobile).map(([id, value]): [string, string] => (id === '54' ? [id, amount] : [id, value])));
    expect(parsePromptPayPayload(withAmount('12.5')).amountSatang).toBe(1250);
    expect(parsePromptPayPayload(withAmount('12')).amountSatang).toBe(1200);
    for (const amount of ['12.345', '.50', '12.', '12,50', 'x12.50', '12.50x'])
      expect(() => parsePromptPayPayload(withAmount(amount))).toThrow('the amount is not baht with at most two decimals');
  });

  it('refuses each fixed field that is not PromptPay in baht in Thailand', () => {
    const replaced = (id: string, value: string) =>
      payloadOf(
        transfer(toMobile).map(([fieldId, fieldValue]): [string, string] => (fieldId === id ? [id, value] : [fieldId, fieldValue])),
      );
    expect(() => parsePromptPayPayload(replaced('00', '02'))).toThrow('the payload format indicator (tag 00) is not 01');
    expect(() => parsePromptPayPayload(replaced('01', '13'))).toThrow('the initiation method (tag 01) is neither 11 nor 12');
    expect(() => parsePromptPayPayload(replaced('58', 'LA'))).toThrow('the country (tag 58) is not TH');
    expect(() => parsePromptPayPayload(payloadOf(transfer(toMobile).filter(([id]) => id !== '58')))).toThrow(
      'the country (tag 58) is not TH',
    );
  });

  it('accepts a CRC written in lowercase, and refuses one that is not the last field or not 4 characters', () => {
    const payload = payloadOf(transfer(toMobile));
    expect(parsePromptPayPayload(`${payload.slice(0, -4)}${payload.slice(-4).toLowerCase()}`).target).toEqual({
      kind: 'MOBILE',
      mobile: '0812345678',
    });
    expect(() => parsePromptPayPayload(`${payload.slice(0, -8)}6303ABC`)).toThrow(
      'the payload does not end with a 4-character CRC (tag 63)',
    );
    expect(() => parsePromptPayPayload(`${payload.slice(0, -8)}6204ABCD`)).toThrow(
      'the payload does not end with a 4-character CRC (tag 63)',
    );
    expect(() => parsePromptPayPayload('')).toThrow('the payload is not printable ASCII');
    expect(() => parsePromptPayPayload(`${payload}\n`)).toThrow('the payload is not printable ASCII');
    expect(() => parsePromptPayPayload(`\u0e01${payload}`)).toThrow('the payload is not printable ASCII');
  });

  it('refuses a template that is not PromptPay, or that names no one to pay', () => {
    const other = emvField('00', 'A000000677010199') + emvField('01', '0066812345678');
    expect(() => parsePromptPayPayload(payloadOf(transfer(other)))).toThrow('tag 29 is not a PromptPay credit transfer');
    const aid = emvField('00', PROMPTPAY_CREDIT_TRANSFER_AID);
    expect(() => parsePromptPayPayload(payloadOf(transfer(aid)))).toThrow('tag 29 names no PromptPay mobile number or tax ID');
    expect(() => parsePromptPayPayload(payloadOf(transfer(aid + emvField('01', '0812345678'))))).toThrow(
      'tag 29 names no PromptPay mobile number or tax ID',
    );
    expect(() => parsePromptPayPayload(payloadOf(transfer(aid + emvField('01', '00668123456789'))))).toThrow('tag 29 names no');
    expect(() => parsePromptPayPayload(payloadOf(transfer(aid + emvField('02', '099400016550'))))).toThrow('tag 29 names no');
    expect(() => parsePromptPayPayload(payloadOf(transfer(aid + emvField('02', '09940001655012'))))).toThrow('tag 29 names no');
    expect(parsePromptPayPayload(payloadOf(transfer(aid + emvField('01', '0812345678') + emvField('02', '0994000165501')))).target).toEqual(
      { kind: 'TAX_ID', taxId: '0994000165501' },
    );

    const billFields = (inner: string): [string, string][] =>
      transfer(inner).map(([id, value]): [string, string] => (id === '29' ? ['30', value] : [id, value]));
    const billAid = emvField('00', PROMPTPAY_BILL_PAYMENT_AID);
    expect(() =>
      parsePromptPayPayload(
        payloadOf(billFields(emvField('00', PROMPTPAY_CREDIT_TRANSFER_AID) + emvField('01', '099400016550101') + emvField('02', 'R1'))),
      ),
    ).toThrow('tag 30 is not a PromptPay bill payment');
    for (const inner of [
      emvField('02', 'R1'),
      emvField('01', '09940001655010') + emvField('02', 'R1'),
      emvField('01', '099400016550101'),
      emvField('01', '099400016550101') + emvField('02', 'r1'),
    ])
      expect(() => parsePromptPayPayload(payloadOf(billFields(billAid + inner)))).toThrow('tag 30 lacks a biller ID or Ref1');
    expect(() => parsePromptPayPayload(payloadOf(transfer(toMobile).filter(([id]) => id !== '29')))).toThrow(
      'the payload has no PromptPay template (tag 29 or 30)',
    );
  });
});
