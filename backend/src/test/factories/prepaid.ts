import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { invoices } from '../../services/billing/billing.schema';
import type { TTestApp } from '../test-app';
import { bearerHeaders } from './http';
import { stepProof } from './vehicles';

const base = '/invoiceservice/api/v1/prepaid';

type TMember = { mobile: string; token: string };

/** The member opens their prepaid account through the API, with the OTP step CREATE_MFLOW_PREPAID. */
export async function openPrepaid(t: TTestApp, member: TMember, debitMode: 'AUTOMATIC' | 'DAILY' = 'AUTOMATIC') {
  const verificationToken = await stepProof(t, member, 'CREATE_MFLOW_PREPAID');
  return request(t.app).post(base).set(bearerHeaders(member.token)).send({ debitMode, verificationToken });
}

export function postPrepaid(t: TTestApp, member: TMember, path: string, body: object, key: string = randomUUID()) {
  return request(t.app).post(`${base}${path}`).set(bearerHeaders(member.token)).set('Idempotency-Key', key).send(body);
}

export async function prepaidSettings(t: TTestApp, member: TMember, settings: object) {
  const verificationToken = await stepProof(t, member, 'EDIT_MFLOW_PREPAID');
  return request(t.app)
    .put(`${base}/settings`)
    .set(bearerHeaders(member.token))
    .send({ ...settings, verificationToken });
}

/**
 * Open invoices of the member's, of `totalAmount` satang each, written as copies of one the cut
 * issued (each with a number, reference, case and period of its own): many invoices for one
 * member, to pay in parallel, without billing as many cycles.
 */
export async function invoiceCopies(
  t: TTestApp,
  { invoiceNo, customerId, count, totalAmount }: { invoiceNo: string; customerId: string; count: number; totalAmount: number },
): Promise<string[]> {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.invoiceNo, invoiceNo));
  if (!row) throw new Error(`no invoice ${invoiceNo}`);
  const { id: _id, invoiceNo: _no, refNo: _ref, caseId: _case, billingPeriod: _period, ...copy } = row;
  const numbers = Array.from({ length: count }, () => `C${randomUUID().replace(/-/g, '').slice(0, 13).toUpperCase()}`);
  // Unique across the copies of one run: a random 13-digit run, then the copy's index.
  const refStem = `9${randomInt(1_000_000_000_000, 10_000_000_000_000)}`;
  await t.db.insert(invoices).values(
    numbers.map((number, index) => ({
      ...copy,
      invoiceNo: number,
      refNo: `${refStem}${String(index).padStart(4, '0')}`,
      caseId: randomUUID(),
      billingPeriod: number,
      customerId,
      status: 'NORMAL' as const,
      paidAt: null,
      replacesInvoiceId: null,
      replacedByInvoiceId: null,
      totalAmount,
    })),
  );
  return numbers;
}
