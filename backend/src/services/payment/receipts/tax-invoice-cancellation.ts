import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TTaxInvoiceBuyerInput, TTaxInvoiceCancellation } from '@mflow/contracts/payment/receipts.contract';
import type { Clock } from '../../../platform/clock';
import type { TDatabase } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { recordStaffAction, type TStaffActor } from '../../audit/audit.service';
import { mailCreditNote } from './credit-notes';
import type { TEtaxMail } from './etax-mail';
import { issueTaxInvoice } from './tax-invoice-issue';
import { creditNotes, receipts, taxInvoices } from './receipts.schema';
import { visitorBuyerOf } from './tax-invoice-parties';

/**
 * Staff cancel a tax invoice issued wrongly (to a company that was not the payer, or with a wrong
 * branch): a credit note numbered `CN` from its own sequence cancels it, the payment is left with
 * no tax invoice in force, and one is issued again at once to the buyer staff name, or later to
 * the payer who asks with their proof. The cancelled one and its credit note stay on file; the
 * change, its audit entry and the e-mails of the new documents commit together (docs/decisions/0046).
 */
export async function cancelTaxInvoice(options: {
  db: TDatabase;
  clock: Clock;
  mail: TEtaxMail;
  by: TStaffActor;
  taxInvoiceNo: string;
  reason: string;
  buyer?: TTaxInvoiceBuyerInput | undefined;
}): Promise<TTaxInvoiceCancellation> {
  const { db, clock, mail, by, taxInvoiceNo, reason, buyer } = options;
  const at = clock.now();
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(taxInvoices)
      .set({ cancelledAt: at })
      .where(and(eq(taxInvoices.taxInvoiceNo, taxInvoiceNo), isNull(taxInvoices.cancelledAt)))
      .returning();
    if (!cancelled) throw new AppError('ERR_RCPT_0007');
    const [note] = await tx
      .insert(creditNotes)
      .values({
        creditNoteNo: sql`'CN' || lpad(nextval('credit_note_no_seq')::text, 10, '0')`,
        taxInvoiceId: cancelled.id,
        reason,
        staffId: by.staffId,
        issuedAt: at,
      })
      .returning();
    if (!note) throw new Error('the credit note insert answered no row');
    await mailCreditNote(tx, mail, note.creditNoteNo);
    const reissued = buyer ? await issueTaxInvoice(tx, mail, { paymentId: cancelled.paymentId, buyer: visitorBuyerOf(buyer), at }) : null;
    const [receipt] = await tx.select({ receiptNo: receipts.receiptNo }).from(receipts).where(eq(receipts.paymentId, cancelled.paymentId));
    await recordStaffAction({
      db: tx,
      by,
      action: {
        action: 'TAX_INVOICE_CANCEL',
        subjectType: 'TAX_INVOICE',
        subjectId: cancelled.taxInvoiceNo,
        before: { taxInvoiceNo: cancelled.taxInvoiceNo, receiptNo: receipt?.receiptNo ?? null, buyer: cancelled.buyer },
        after: {
          creditNoteNo: note.creditNoteNo,
          reason,
          reissuedTaxInvoiceNo: reissued?.taxInvoiceNo ?? null,
          buyer: reissued?.buyer ?? null,
        },
        at,
      },
    });
    return {
      taxInvoiceNo: cancelled.taxInvoiceNo,
      creditNoteNo: note.creditNoteNo,
      reason,
      cancelledAt: at.toISOString(),
      reissued: reissued && {
        taxInvoiceNo: reissued.taxInvoiceNo,
        receiptNo: receipt?.receiptNo ?? '',
        issuedAt: reissued.issuedAt.toISOString(),
        buyer: reissued.buyer,
      },
    };
  });
}
