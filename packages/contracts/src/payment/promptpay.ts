import { crc16CcittFalse, emvField, parseEmvFields, type TEmvField } from './emv-tlv';

/**
 * Thai QR Payment (PromptPay) payloads, the EMVCo merchant-presented format every Thai banking app
 * scans: 00 format "01", 01 "12" (dynamic: one payment of a set amount), the PromptPay template
 * (29 credit transfer or 30 bill payment), 53 currency "764" (baht), 54 amount, 58 "TH", and 63
 * the CRC over everything before it, "6304" included.
 */
export const PROMPTPAY_CREDIT_TRANSFER_AID = 'A000000677010111';
export const PROMPTPAY_BILL_PAYMENT_AID = 'A000000677010112';

/** Who is paid: a PromptPay ID (credit transfer, tag 29) or a biller with its references (bill payment, tag 30). */
export type TPromptPayTarget =
  | { kind: 'MOBILE'; mobile: string }
  | { kind: 'TAX_ID'; taxId: string }
  | { kind: 'BILL_PAYMENT'; billerId: string; ref1: string; ref2?: string | undefined };

/** The fields of a scanned payload that a payer's app acts on. */
export type TPromptPayPayload = { target: TPromptPayTarget; amountSatang: number | undefined; dynamic: boolean };

const REF = /^[0-9A-Z]{1,20}$/;

/** 1234 satang → "12.34": the amount field is baht with two decimals. */
export function formatQrAmount(amountSatang: number): string {
  if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0) throw new Error('a QR amount is a positive whole number of satang');
  return `${Math.floor(amountSatang / 100)}.${String(amountSatang % 100).padStart(2, '0')}`;
}

/** A Thai mobile number as PromptPay files it: 13 digits, 0066 and the number without its leading 0. */
function mobileProxy(mobile: string): string {
  if (!/^0\d{9}$/.test(mobile)) throw new Error('a PromptPay mobile number is 10 digits starting with 0');
  return `0066${mobile.slice(1)}`;
}

function merchantTemplate(target: TPromptPayTarget): string {
  switch (target.kind) {
    case 'MOBILE':
      return emvField('29', emvField('00', PROMPTPAY_CREDIT_TRANSFER_AID) + emvField('01', mobileProxy(target.mobile)));
    case 'TAX_ID':
      if (!/^\d{13}$/.test(target.taxId)) throw new Error('a PromptPay tax ID is 13 digits');
      return emvField('29', emvField('00', PROMPTPAY_CREDIT_TRANSFER_AID) + emvField('02', target.taxId));
    case 'BILL_PAYMENT': {
      if (!/^\d{15}$/.test(target.billerId)) throw new Error('a biller ID is the 13-digit tax ID and a 2-digit suffix');
      if (!REF.test(target.ref1) || (target.ref2 !== undefined && !REF.test(target.ref2)))
        throw new Error('Ref1 and Ref2 are 1 to 20 digits or capital letters');
      const refs = emvField('02', target.ref1) + (target.ref2 === undefined ? '' : emvField('03', target.ref2));
      return emvField('30', emvField('00', PROMPTPAY_BILL_PAYMENT_AID) + emvField('01', target.billerId) + refs);
    }
  }
}

/** Appends tag 63: the CRC covers the payload and the tag's own ID and length, "6304". */
export function withCrc(body: string): string {
  const crcInput = `${body}6304`;
  return `${crcInput}${crc16CcittFalse(crcInput)}`;
}

/** A dynamic PromptPay payload for one payment of this amount. */
export function buildPromptPayPayload({ target, amountSatang }: { target: TPromptPayTarget; amountSatang: number }): string {
  return withCrc(
    emvField('00', '01') +
      emvField('01', '12') +
      merchantTemplate(target) +
      emvField('53', '764') +
      emvField('54', formatQrAmount(amountSatang)) +
      emvField('58', 'TH'),
  );
}

function valueOf(fields: TEmvField[], id: string): string | undefined {
  return fields.find((field) => field.id === id)?.value;
}

function parseAmount(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) throw new Error('the amount is not baht with at most two decimals');
  const [baht = '0', satang = ''] = text.split('.');
  return Number(baht) * 100 + Number(satang.padEnd(2, '0'));
}

function parseTarget(fields: TEmvField[]): TPromptPayTarget {
  const transfer = valueOf(fields, '29');
  const bill = valueOf(fields, '30');
  if (transfer !== undefined) {
    const inner = parseEmvFields(transfer);
    if (valueOf(inner, '00') !== PROMPTPAY_CREDIT_TRANSFER_AID) throw new Error('tag 29 is not a PromptPay credit transfer');
    const mobile = valueOf(inner, '01');
    const taxId = valueOf(inner, '02');
    if (mobile !== undefined && /^0066\d{9}$/.test(mobile)) return { kind: 'MOBILE', mobile: `0${mobile.slice(4)}` };
    if (taxId !== undefined && /^\d{13}$/.test(taxId)) return { kind: 'TAX_ID', taxId };
    throw new Error('tag 29 names no PromptPay mobile number or tax ID');
  }
  if (bill !== undefined) {
    const inner = parseEmvFields(bill);
    const billerId = valueOf(inner, '01');
    const ref1 = valueOf(inner, '02');
    const ref2 = valueOf(inner, '03');
    if (valueOf(inner, '00') !== PROMPTPAY_BILL_PAYMENT_AID) throw new Error('tag 30 is not a PromptPay bill payment');
    if (billerId === undefined || !/^\d{15}$/.test(billerId) || ref1 === undefined || !REF.test(ref1))
      throw new Error('tag 30 lacks a biller ID or Ref1');
    return { kind: 'BILL_PAYMENT', billerId, ref1, ...(ref2 === undefined ? {} : { ref2 }) };
  }
  throw new Error('the payload has no PromptPay template (tag 29 or 30)');
}

/**
 * Reads a payload as a banking app does: every length must hold, the last field must be the CRC
 * and match, and the fixed fields must say PromptPay in baht in Thailand. Throws, saying why, otherwise.
 */
export function parsePromptPayPayload(payload: string): TPromptPayPayload {
  if (!/^[\x20-\x7e]+$/.test(payload)) throw new Error('the payload is not printable ASCII');
  const fields = parseEmvFields(payload);
  const last = fields.at(-1);
  if (last?.id !== '63' || last.value.length !== 4) throw new Error('the payload does not end with a 4-character CRC (tag 63)');
  const body = payload.slice(0, -4);
  if (crc16CcittFalse(body) !== last.value.toUpperCase()) throw new Error('the CRC does not match');
  if (valueOf(fields, '00') !== '01') throw new Error('the payload format indicator (tag 00) is not 01');
  const method = valueOf(fields, '01');
  if (method !== '11' && method !== '12') throw new Error('the initiation method (tag 01) is neither 11 nor 12');
  if (valueOf(fields, '53') !== '764') throw new Error('the currency (tag 53) is not baht (764)');
  if (valueOf(fields, '58') !== 'TH') throw new Error('the country (tag 58) is not TH');
  return { target: parseTarget(fields), amountSatang: parseAmount(valueOf(fields, '54')), dynamic: method === '12' };
}
