import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { gatewayCharges } from '../../services/gateway/gateway.schema';
import { insertMethod, recordPrimary, type TPaymentMethodRow } from '../../services/payment/methods/payment-method-records';
import type { TDebitMode } from '@mflow/contracts/payment/payment-method-kinds';
import { paymentMethods } from '../../services/payment/methods/payment-method.schema';
import { payments } from '../../services/payment/payments/payments.schema';
import type { TCardToSave } from '../../platform/ports';
import { commonHeaders, type TTestApp } from '../test-app';
import { approvedCard } from './gateway';
import { accessKeyHeaders, bearerHeaders } from './http';

/** A card saved at the gateway and kept as the member's primary payment method, as the payment-methods module keeps it. */
export async function savedCardMethod(t: TTestApp, customerId: string, card: Partial<TCardToSave> = {}): Promise<TPaymentMethodRow> {
  const saved = await t.gateway.saveCard(approvedCard(card));
  return insertMethod({
    db: t.db,
    at: t.clock.now(),
    values: {
      customerId,
      kind: 'CARD',
      brand: saved.brand,
      last4: saved.last4,
      maskedDisplay: `**** **** **** ${saved.last4}`,
      gatewayToken: saved.token,
      isPrimary: true,
      channelKey: `CARD:${randomUUID()}`,
    },
  });
}

type TAutoDebitMethod = { debitMode: TDebitMode; effectiveFrom: string; card?: Partial<TCardToSave>; bankAccount?: string };

/**
 * The member's primary method for automatic payment, in effect from `effectiveFrom` as the
 * payment-methods module records it: a saved card, or a bank account for direct debit when
 * `bankAccount` is given.
 */
export async function autoDebitMethod(t: TTestApp, customerId: string, options: TAutoDebitMethod): Promise<TPaymentMethodRow> {
  const { debitMode, effectiveFrom, card, bankAccount } = options;
  const method = bankAccount
    ? await insertMethod({
        db: t.db,
        at: t.clock.now(),
        values: {
          customerId,
          kind: 'BANK_DEBIT',
          bankCode: '006',
          accountReference: bankAccount,
          maskedDisplay: `******${bankAccount.slice(-4)}`,
          isPrimary: true,
          channelKey: `BANK_DEBIT:${randomUUID()}`,
        },
      })
    : await savedCardMethod(t, customerId, card);
  await t.db.update(paymentMethods).set({ debitMode, effectiveFrom }).where(eq(paymentMethods.id, method.id));
  await recordPrimary({ db: t.db, customerId, paymentMethodId: method.id, effectiveFrom, at: t.clock.now() });
  return { ...method, debitMode, effectiveFrom };
}

/** POST /invoiceservice/api/v1/payments as the member, with this idempotency key (a fresh one unless given; none for null). */
export function postPayment(t: TTestApp, token: string, body: object, key: string | null = randomUUID()) {
  const call = request(t.app).post('/invoiceservice/api/v1/payments').set(bearerHeaders(token));
  return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
}

export function postPublicPayment(t: TTestApp, body: object, key: string = randomUUID()) {
  return request(t.app).post('/invoiceservice/api/v1/public/payments').set(accessKeyHeaders(t)).set('Idempotency-Key', key).send(body);
}

/** The gateway charges made for these payments: what "one charge" is counted in. */
export async function gatewayChargesFor(t: TTestApp, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return t.db.select().from(gatewayCharges).where(inArray(gatewayCharges.reference, paymentIds));
}

export async function paymentsOf(t: TTestApp, customerId: string) {
  return t.db.select().from(payments).where(eq(payments.customerId, customerId));
}

export async function paymentRow(t: TTestApp, paymentId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** The gateway's simulation: a scanned QR paid by the payer's bank. */
export function payQrAtBank(t: TTestApp, payload: string) {
  return request(t.app).post('/simservice/api/v1/gateway/qr-payments').set(commonHeaders()).send({ payload });
}

export function payAtCounter(t: TTestApp, ref1: string, amountSatang: number) {
  return request(t.app).post('/simservice/api/v1/gateway/counter-payments').set(commonHeaders()).send({ ref1, amountSatang });
}

/** The payer completes the gateway's card page; answers the URL the gateway sends the browser back to. */
export async function completeCardPage(t: TTestApp, gatewayReference: string, card: Partial<TCardToSave> = {}): Promise<URL> {
  const { brand, number, expiryMonth, expiryYear, cvv } = approvedCard(card);
  const typed = await t.gateway.simulation.cardPage.submitCard(gatewayReference, { brand, number, expiryMonth, expiryYear, cvv });
  const { redirectTo } = await t.gateway.simulation.cardPage.confirm(gatewayReference, typed.confirmationCode ?? '');
  return new URL(redirectTo);
}
