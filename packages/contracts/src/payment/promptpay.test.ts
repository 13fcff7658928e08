import { billPaymentBarcodeText, billPaymentReference, TOLL_BILLER } from './bill-payment';
import { crc16CcittFalse, parseEmvFields } from './emv-tlv';
import { buildPromptPayPayload, formatQrAmount, parsePromptPayPayload, withCrc } from './promptpay';

// Payloads below were assembled field by field and their CRCs computed apart from this code
// (Python's binascii.crc_hqx with initial value 0xFFFF, which is CRC-16/CCITT-FALSE).
const BILL_PAYMENT_1234_50 =
  '00020101021230810016A000000677010112011509940001655010102180000000000000001950316GW00000000000001530376454071234.505802TH63049C9B';
const MOBILE_10_00 = '00020101021229370016A000000677010111011300668123456785303764540510.005802TH6304CA25';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the catalogue check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('gives FFFF, the initial value, for nothing', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
  });
});

describe('PromptPay payloads', () => {
  it('builds a bill payment (tag 30) for an amount, field for field', () => {
    const payload = buildPromptPayPayload({
      target: { kind: 'BILL_PAYMENT', billerId: '099400016550101', ref1: '000000000000000195', ref2: 'GW00000000000001' },
      amountSatang: 123_450,
    });
    expect(payload).toBe(BILL_PAYMENT_1234_50);
  });

  it('builds a credit transfer to a mobile number (tag 29)', () => {
    expect(buildPromptPayPayload({ target: { kind: 'MOBILE', mobile: '0812345678' }, amountSatang: 1000 })).toBe(MOBILE_10_00);
  });

  it('writes amounts as baht with two decimals', () => {
    expect(formatQrAmount(1)).toBe('0.01');
    expect(formatQrAmount(100)).toBe('1.00');
    expect(formatQrAmount(123_450)).toBe('1234.50');
    expect(() => formatQrAmount(0)).toThrow();
    expect(() => formatQrAmount(1.5)).toThrow();
  });

  it('reads back what it builds', () => {
    expect(parsePromptPayPayload(BILL_PAYMENT_1234_50)).toEqual({
      target: { kind: 'BILL_PAYMENT', billerId: '099400016550101', ref1: '000000000000000195', ref2: 'GW00000000000001' },
      amountSatang: 123_450,
      dynamic: true,
    });
    expect(parsePromptPayPayload(MOBILE_10_00)).toEqual({
      target: { kind: 'MOBILE', mobile: '0812345678' },
      amountSatang: 1000,
      dynamic: true,
    });
  });

  it('refuses a payload whose CRC does not match, or whose lengths do not hold', () => {
    expect(() => parsePromptPayPayload(MOBILE_10_00.replace('10.00', '90.00'))).toThrow('CRC');
    expect(() => parsePromptPayPayload(`${MOBILE_10_00.slice(0, -4)}0000`)).toThrow('CRC');
    expect(() => parsePromptPayPayload(withCrc('000201010212299900'))).toThrow('past the end');
    expect(() => parsePromptPayPayload(MOBILE_10_00.slice(0, -8))).toThrow('tag 63');
  });

  it('refuses a payload in another currency, whatever its CRC', () => {
    const fields = parseEmvFields(MOBILE_10_00.slice(0, -8)).map((field) => (field.id === '53' ? { ...field, value: '840' } : field));
    const dollars = withCrc(fields.map(({ id, value }) => `${id}${String(value.length).padStart(2, '0')}${value}`).join(''));
    expect(() => parsePromptPayPayload(dollars)).toThrow('764');
  });
});

describe('bill payment at a counter', () => {
  it('uses the biller ID, the invoice reference as Ref1 and the invoice number digits as Ref2', () => {
    expect(billPaymentReference({ invoiceReference: '000000000000000195', invoiceNo: 'INV-2611-000123' })).toEqual({
      billerId: `${TOLL_BILLER.taxId}${TOLL_BILLER.suffix}`,
      ref1: '000000000000000195',
      ref2: '2611000123',
    });
    expect(() => billPaymentReference({ invoiceReference: '000000000000000196', invoiceNo: '1' })).toThrow('check digits');
  });

  it('writes the barcode text with carriage returns and the amount in satang', () => {
    expect(
      billPaymentBarcodeText({ billerId: '099400016550101', ref1: '000000000000000195', ref2: '2611000123', amountSatang: 53_000 }),
    ).toBe('|099400016550101\r000000000000000195\r2611000123\r53000');
  });
});
