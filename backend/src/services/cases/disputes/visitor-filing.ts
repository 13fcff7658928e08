import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TVisitorDisputeCodeRequest, TVisitorDisputeRequest } from '@mflow/contracts/cases/visitor-cases.contract';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TFileKeys } from '../../../platform/auth/file-keys';
import type { TLanguage } from '../../../platform/errors/error-catalogue';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { invoiceForDispute } from '../../billing/ladder-holds';
import { latestInvoiceFor } from '../../billing/invoice-payable';
import { paidPaymentOfInvoice } from '../../payment/payments/payments-reads';
import { normaliseContact } from '../../notification/contact';
import { consumeOtpVerification, requestOtp, verifyOtp, type TOtpSettings } from '../../otp/otp.service';
import { passagePhotoUrl } from '../../toll/passage-photo';
import { eligibilityOf, withCurrentInvoice, type TFoundInvoice } from './dispute-eligibility';
import { fileVisitorDispute } from './dispute-filing';
import type { TRefunds } from './refunds-port';

/*
 * A visitor's dispute (docs/decisions/0053-visitor-case-proofs.md): the invoice number or payment
 * reference with the plate and province it billed prove the invoice, a one-time code sent to the
 * e-mail or phone the visitor gives proves the contact the case will speak to. The filing itself
 * is the members' one path (dispute-filing.ts).
 */

type TInvoiceProof = { invoiceNo?: string | undefined; refCode?: string | undefined; plate: string; province: string };

/**
 * The non-member invoice the proof names. A member's invoice, an unknown number and a plate that
 * is not the invoice's all answer ERR_CASE_0150 alike: a number proves nothing on its own
 * (decision 0046), and the answer must not tell which of them it was.
 */
async function visitorsInvoice(db: TQueryable, proof: TInvoiceProof): Promise<TFoundInvoice> {
  const invoiceNo = proof.invoiceNo ?? (await latestInvoiceFor({ db, refNo: proof.refCode }))?.invoiceNo;
  const found = invoiceNo === undefined ? undefined : await invoiceForDispute({ db, invoiceNo });
  const { invoice } = found ?? {};
  if (!found || invoice?.kind !== 'NON_MEMBER' || invoice.plate !== normalisePlate(proof.plate) || invoice.province !== proof.province) {
    throw new AppError('ERR_CASE_0150');
  }
  return withCurrentInvoice(db, found);
}

/** Sends the code to the contact the visitor gives, once the invoice is proven: no code goes out for an invoice the caller could not name. */
export async function requestVisitorDisputeCode(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  settings: TOtpSettings;
  language: TLanguage;
  request: TVisitorDisputeCodeRequest;
}) {
  const { db, request } = options;
  await visitorsInvoice(db, request);
  return requestOtp({ ...options, channel: request.channel, contact: request.contact, purpose: 'VISITOR_DISPUTE' });
}

/**
 * Checks the code and answers the invoice's passages with their photos and whether each may be
 * disputed, with the verification token the filing spends. A paid invoice says whether the card
 * that paid can take a refund, so the portal offers it beside a bank account.
 */
export async function verifyVisitorDispute(options: {
  db: TDatabase;
  clock: Clock;
  settings: TOtpSettings;
  fileKeys: TFileKeys;
  refunds: TRefunds;
  request: TInvoiceProof & { contact: string; otpReference: string; otp: string };
}) {
  const { db, clock, settings, fileKeys, refunds, request } = options;
  const found = await visitorsInvoice(db, request);
  const proof = await verifyOtp({ db, clock, settings, contact: request.contact, otpReference: request.otpReference, otp: request.otp });
  const eligibility = await eligibilityOf({ db, clock, found });
  return {
    ...proof,
    invoice: {
      ...eligibility,
      passages: eligibility.passages.map((passage) => ({ ...passage, photoUrl: passagePhotoUrl(fileKeys, passage.passageId) })),
      paidByCard: eligibility.paid && (await paymentTakesRefund(db, refunds, eligibility.invoiceId)),
    },
  };
}

async function paymentTakesRefund(db: TQueryable, refunds: TRefunds, invoiceId: string): Promise<boolean> {
  const paymentId = await paidPaymentOfInvoice({ db, invoiceId });
  if (!paymentId) return false;
  return refunds.checkChannel({ db, paymentId, channel: { kind: 'ORIGINAL_METHOD' } }).then(
    () => true,
    () => false,
  );
}

/** Files the visitor's dispute: the invoice proven again and the contact's token spent in the filing's transaction. */
export function fileDisputeAsVisitor(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  refunds: TRefunds;
  language: TLanguage;
  request: TVisitorDisputeRequest;
  idempotencyKey: string;
}) {
  const { clock, request, language } = options;
  const { verificationToken, name, plate: _plate, province: _province, refCode: _refCode, contact: _given, ...dispute } = request;
  const contact = normaliseContact(request.contact);
  return fileVisitorDispute({
    ...options,
    filer: {
      kind: 'VISITOR',
      contact: { channel: contact.includes('@') ? 'EMAIL' : 'SMS', to: contact },
      name: name ?? null,
      language,
      prove: (tx) => consumeOtpVerification({ db: tx, clock, verificationToken, purpose: 'VISITOR_DISPUTE', contact }),
    },
    findInvoice: (tx) => visitorsInvoice(tx, request),
    request: { ...dispute, invoiceNo: dispute.invoiceNo ?? '' },
  });
}
