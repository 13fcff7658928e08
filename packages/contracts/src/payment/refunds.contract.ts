/**
 * Refunds of paid payments and the credit notes they bring (requirements/disputes.md#refunds):
 * what the member's history and the credit-note look-up answer. Money is integer satang; instants
 * ISO 8601.
 */
import { z } from 'zod';
import { text } from '../rules/text';

const satang = () => z.number().int().meta({ description: 'Satang (1 baht = 100 satang)' });
const instant = () => z.string().meta({ description: 'ISO 8601 instant' });

/** REQUESTED: waiting to be sent; SENT: the gateway has it, its answer not yet known; DONE: the money went back; FAILED: it cannot go that way. */
export const REFUND_STATUSES = ['REQUESTED', 'SENT', 'DONE', 'FAILED'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

/** Back to the card, tag or account that paid, to a bank account the customer names, or into the member's prepaid balance. */
export const REFUND_CHANNEL_KINDS = ['ORIGINAL_METHOD', 'BANK_ACCOUNT', 'PREPAID_ACCOUNT'] as const;

export const ZRefundViewSchema = z
  .object({
    refundId: z.uuid(),
    amount: satang(),
    status: z.enum(REFUND_STATUSES),
    channel: z.enum(REFUND_CHANNEL_KINDS),
    destination: z.string().nullable().meta({ description: 'A bank account, masked; null for the method that paid' }),
    failureCode: z.string().nullable().meta({ description: "The gateway's reason when FAILED" }),
    requestedAt: instant(),
    doneAt: instant().nullable(),
  })
  .meta({ id: 'Refund' });
export type TRefundView = z.input<typeof ZRefundViewSchema>;

/** A credit note (Revenue Code section 86/10): a refund's, or the one that cancelled a tax invoice in full. */
export const ZCreditNoteSchema = z
  .object({
    creditNoteNo: z.string().meta({ example: 'CN0000000042' }),
    taxInvoiceNo: z.string().meta({ description: 'The tax invoice it reduces', example: 'TX0000001234' }),
    amount: satang().meta({ description: 'The value credited, VAT included' }),
    vatAmount: satang().meta({ description: 'The VAT part: of the refunded toll only (fees and fines are not supplies)' }),
    reason: z.string(),
    issuedAt: instant(),
    pdfPath: z.string().meta({ description: 'The credit note PDF (bearer)' }),
  })
  .meta({ id: 'CreditNote' });
export type TCreditNote = z.input<typeof ZCreditNoteSchema>;

export const ZCreditNoteListSchema = z.object({ creditNotes: z.array(ZCreditNoteSchema) }).meta({ id: 'CreditNoteList' });
export type TCreditNoteList = z.input<typeof ZCreditNoteListSchema>;

/** A credit note as staff find it by its number. */
export const ZStaffCreditNoteSchema = ZCreditNoteSchema.extend({
  pdfPath: z.string().meta({ description: 'The credit note PDF (staff)' }),
  paymentId: z.uuid(),
  refundId: z.uuid().nullable().meta({ description: 'The refund it comes from; null for a tax invoice cancelled in full' }),
  kind: z.enum(['REFUND', 'CANCELLATION']),
}).meta({ id: 'StaffCreditNote' });
export type TStaffCreditNote = z.input<typeof ZStaffCreditNoteSchema>;

const creditNoteNo = () => text().trim().min(1).max(20).toUpperCase().meta({ example: 'CN0000000042' });

export const ZCreditNoteNoParamsSchema = z.object({ creditNoteNo: creditNoteNo() });

export const ZCreditNoteParamsSchema = z.object({
  paymentId: text().trim().min(1).max(40).meta({ example: '0b9e8c1e-4a57-4d2f-9a34-3f1c2d5e6f70' }),
  creditNoteNo: creditNoteNo(),
});
