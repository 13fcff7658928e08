import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TPayLinkInvoice, TPayLinkPaymentRequest } from '@mflow/contracts/payment/pay-link.contract';
import { NON_LINE_PAYMENT_SEGMENT } from '@mflow/contracts/payment/non-line-path';
import type { TPaymentAnswer, TPaymentView } from '@mflow/contracts/payment/payments.contract';
import type { TLanguage } from '../../../platform/errors/error-catalogue';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { invoices } from '../../billing/billing.schema';
import type { TInvoiceRow } from '../../billing/invoice.mapper';
import { paymentOfProvenInvoice } from './payments-reads';
import { payAsVisitor, type TPaymentDeps } from './payments.service';
import { paymentLinks } from './payments.schema';
import { maskedPlate } from '../../billing/invoice.mapper';

/** 16 random bytes, base64url: 22 characters nobody guesses. */
const newToken = () => randomBytes(16).toString('base64url');

/** The portal address that pays this non-member invoice's case with no sign-in and no access key. */
export async function payLinkFor({
  db,
  invoice,
  portalBaseUrl,
  at,
}: {
  db: TQueryable;
  invoice: TInvoiceRow;
  portalBaseUrl: string;
  at: Date;
}): Promise<string> {
  await db
    .insert(paymentLinks)
    .values({ token: newToken(), caseId: invoice.caseId, createdAt: at })
    .onConflictDoNothing({ target: paymentLinks.caseId });
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.caseId, invoice.caseId));
  if (!link) throw new Error('the payment link insert left no row');
  return `${portalBaseUrl}/mflow/${NON_LINE_PAYMENT_SEGMENT}?${new URLSearchParams({ link: link.token }).toString()}`;
}

/** The invoice a link pays now: the one of its case no ladder step has replaced. */
async function invoiceOfLink(db: TQueryable, token: string): Promise<TInvoiceRow> {
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.token, token));
  const [latest] = link
    ? await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.caseId, link.caseId), isNull(invoices.replacedByInvoiceId)))
    : [];
  if (!latest || latest.kind !== 'NON_MEMBER') throw new AppError('ERR_PAY_0119');
  return latest;
}

export async function payLinkInvoice({ db, token }: { db: TQueryable; token: string }): Promise<TPayLinkInvoice> {
  const invoice = await invoiceOfLink(db, token);
  return {
    invoiceNo: invoice.invoiceNo,
    status: invoice.status,
    totalAmount: invoice.totalAmount,
    dueDate: invoice.dueDate,
    // A link is handed on to whoever pays, so it shows the plate masked as the look-up by number does (decision 0046).
    plate: invoice.plate && maskedPlate(invoice.plate),
    province: invoice.province,
  };
}

/** Pays the link's invoice as a visitor pays it: the same refusals, keys and two transactions. */
export async function payByLink({
  deps,
  token,
  idempotencyKey,
  request,
}: {
  deps: TPaymentDeps;
  token: string;
  idempotencyKey: string;
  request: TPayLinkPaymentRequest;
}): Promise<TPaymentAnswer> {
  const invoice = await invoiceOfLink(deps.db, token);
  return payAsVisitor({ deps, idempotencyKey, request: { invoiceNos: [invoice.invoiceNo], channel: request.channel } });
}

export async function payLinkPayment({
  db,
  token,
  paymentId,
  language,
}: {
  db: TQueryable;
  token: string;
  paymentId: string;
  language: TLanguage;
}): Promise<TPaymentView> {
  const invoice = await invoiceOfLink(db, token);
  return paymentOfProvenInvoice({ db, paymentId, invoiceNo: invoice.invoiceNo, language });
}
