import { eq } from 'drizzle-orm';
import type { TTaxDocumentKind } from '@mflow/contracts/payment/tax-documents.contract';
import type { TConfig } from '../../../platform/app-config';
import type { Clock } from '../../../platform/clock';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import type { TBinaryAnswer } from '../../../platform/http/api-router';
import type { TNotification, TNotifier } from '../../../platform/ports';
import { customers } from '../../customer/customer.schema';
import { lastMessageAt } from '../../notification/outbox.service';
import { payments } from '../payments/payments.schema';
import type { TTaxInvoiceBuyer } from './receipts.schema';

/** What e-mailing a tax document needs: the notifier, and the Revenue Department's time-stamping mailbox from the configuration. */
export type TEtaxMail = { notifier: TNotifier; timestampMailbox: string };

export const etaxMailOf = ({ notifier, config }: { notifier: TNotifier; config: TConfig }): TEtaxMail => ({
  notifier,
  timestampMailbox: config.etaxTimestampMailbox,
});

/** One issued document as the e-mail carries it: the PDF that the portal's download answers too. */
export type TEtaxFile = { kind: TTaxDocumentKind; number: string; file: TBinaryAnswer };

type TRecipient = { email: string; language: 'TH' | 'EN' };

/** The purposes the outbox files these messages under. */
const NEW_DOCUMENT = 'ETAX_DOCUMENT';
const TIMESTAMP_COPY = 'ETAX_TIMESTAMP_COPY';
const RESENT = 'ETAX_RESEND';

/** One re-send per address per minute: enough for a buyer who lost the mail, too slow to flood a mailbox. */
const RESEND_SPACING_MS = 60_000;

/**
 * Where a document of this payment is e-mailed: a member's address of record as it is now, or for
 * a visitor's payment the address their buyer gave on the document; none when a visitor gave none.
 * Never an address the caller types at the time, so a re-send cannot deliver a document to a stranger.
 */
export async function recipientOf(db: TQueryable, paymentId: string, buyer: TTaxInvoiceBuyer): Promise<TRecipient | null> {
  const [member] = await db
    .select({ email: customers.email, language: customers.notificationLanguage })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .where(eq(payments.id, paymentId));
  if (member) return member;
  return buyer.email ? { email: buyer.email, language: 'TH' } : null;
}

const NAMES: Record<TTaxDocumentKind, { th: string; en: string }> = {
  TAX_INVOICE: { th: 'ใบกำกับภาษี', en: 'Tax invoice' },
  CREDIT_NOTE: { th: 'ใบลดหนี้', en: 'Credit note' },
};

function messageOf(document: TEtaxFile, to: string, purpose: string, language: 'TH' | 'EN'): TNotification {
  const name = NAMES[document.kind];
  const paragraphs = [
    `${name.th}อิเล็กทรอนิกส์เลขที่ ${document.number} จาก M-Flow แนบมาพร้อมอีเมลนี้ในรูปแบบ PDF`,
    `Your electronic ${name.en.toLowerCase()} ${document.number} from M-Flow is attached to this e-mail as a PDF.`,
    'อีเมลฉบับนี้ส่งตามระบบ e-Tax Invoice by Email ของกรมสรรพากร / Sent under the Revenue Department’s e-Tax Invoice by Email scheme.',
  ];
  return {
    channel: 'EMAIL',
    to,
    subject: `${name.th} ${document.number} / ${name.en} ${document.number} - M-Flow`,
    text: paragraphs.join('\n\n'),
    attachments: [
      { filename: document.file.fileName, contentType: document.file.mimeType, contentBase64: document.file.bytes.toString('base64') },
    ],
    purpose,
    language,
  };
}

/**
 * "e-Tax Invoice by Email": a document just issued goes to its buyer with a copy to the time-stamping
 * mailbox. Sent through the issuing transaction's handle, so the two outbox rows commit with the
 * document or not at all: an issue retried after a failure sends again only what it issues again.
 */
export async function sendNewEtaxDocument(
  tx: TQueryable,
  mail: TEtaxMail,
  document: TEtaxFile,
  recipient: TRecipient | null,
): Promise<void> {
  if (recipient) await mail.notifier.send({ db: tx, message: messageOf(document, recipient.email, NEW_DOCUMENT, recipient.language) });
  await mail.notifier.send({ db: tx, message: messageOf(document, mail.timestampMailbox, TIMESTAMP_COPY, 'TH') });
}

/** "s•••@example.com": enough for the caller to recognise the address, not to learn one they did not know. */
const masked = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
};

/**
 * Sends a document again to the address it has (the time-stamping mailbox had its copy when it was
 * issued), at most once a minute per address.
 */
export async function resendEtaxDocument(
  db: TQueryable,
  { mail, clock }: { mail: TEtaxMail; clock: Clock },
  document: TEtaxFile,
  recipient: TRecipient | null,
): Promise<{ sentTo: string }> {
  if (!recipient) throw new AppError('ERR_RCPT_0011');
  const last = await lastMessageAt({ db, to: recipient.email, purposes: [RESENT] });
  if (last && clock.now().getTime() - last.getTime() < RESEND_SPACING_MS) throw new AppError('ERR_RCPT_0010');
  await mail.notifier.send({ db, message: messageOf(document, recipient.email, RESENT, recipient.language) });
  return { sentTo: masked(recipient.email) };
}
