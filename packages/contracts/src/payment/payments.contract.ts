/**
 * Paying invoices (requirements/payments.md: paying invoices, the payment states): what
 * the portal sends to pay, what it is answered, and the payment history. Money is integer satang;
 * instants ISO 8601.
 */
import { z } from 'zod';
import { isValidReference } from '../billing/reference-number';
import { text } from '../rules/text';
import { ZCreditNoteSchema, ZRefundViewSchema } from './refunds.contract';

const satang = () => z.number().int().meta({ description: 'Satang (1 baht = 100 satang)' });
const instant = () => z.string().meta({ description: 'ISO 8601 instant' });

export const PAYMENT_CHANNELS = ['SAVED', 'CARD', 'QR', 'COUNTER'] as const;
export type TPaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** requirements/payments.md#payment-states: success (PAID), fail (FAILED), being processed (PENDING), cancelled (CANCELLED); a QR or card page left unpaid EXPIRED. */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The header that makes a retried payment request the same request (Stripe's convention). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const ZIdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[\w:.-]+$/)
    .meta({ description: 'A key the client makes for one payment intent (a UUID); a retry sends the same key and the same body' }),
});

const invoiceNo = () => text().trim().min(1).max(20).toUpperCase();
const invoiceNoList = () =>
  z
    .array(invoiceNo())
    .min(1)
    .max(20)
    .refine((list) => new Set(list).size === list.length, { message: 'each invoice once' });

export const ZPaymentRequestSchema = z
  .object({
    invoiceNos: invoiceNoList(),
    channel: z.enum(['SAVED', 'CARD', 'QR']),
    paymentMethodId: z.uuid().optional().meta({ description: 'SAVED only: the saved method to charge; the primary one when left out' }),
  })
  .strict()
  .meta({ id: 'PaymentRequest' });
export type TPaymentRequest = z.infer<typeof ZPaymentRequestSchema>;

/** A visitor pays open non-member invoices found one way: by numbers, by payment references, or every open one of a plate. */
export const ZPublicPaymentRequestSchema = z
  .object({
    invoiceNos: invoiceNoList().optional(),
    refNos: z
      .array(text().trim().refine(isValidReference, { message: 'not a payment reference' }))
      .min(1)
      .max(20)
      .optional(),
    plate: text().trim().min(1).max(20).optional(),
    province: text().trim().min(1).max(10).optional(),
    channel: z.enum(['CARD', 'QR']),
  })
  .strict()
  .refine(
    (body) =>
      [body.invoiceNos !== undefined, body.refNos !== undefined, body.plate !== undefined || body.province !== undefined].filter(Boolean)
        .length === 1 && (body.plate === undefined) === (body.province === undefined),
    { message: 'one of invoiceNos, refNos, or plate with province' },
  )
  .meta({ id: 'PublicPaymentRequest' });
export type TPublicPaymentRequest = z.infer<typeof ZPublicPaymentRequestSchema>;

/** Inline where used: an OpenAPI reference cannot also be nullable. */
const paymentFailure = () =>
  z.object({ code: z.string(), description: z.string().meta({ description: "The catalogue's text in the request's language" }) });

export const ZPaymentAnswerSchema = z
  .object({
    paymentId: z.uuid(),
    status: z.enum(PAYMENT_STATUSES),
    amount: satang(),
    invoiceNos: z.array(z.string()).meta({ description: 'The invoices paid: a cancelled number is answered with its replacement' }),
    redirectUrl: z.string().optional().meta({ description: 'CARD: the gateway page the browser goes to' }),
    qr: z
      .object({ payload: z.string(), image: z.string().meta({ description: 'PNG data URL' }), expiresAt: instant() })
      .optional()
      .meta({ description: 'QR: the PromptPay code to scan' }),
    failure: paymentFailure().optional(),
    resultKey: z.string().optional().meta({
      description:
        "A visitor's payment: the secret its result and receipt are read with (GET …/public/payments/{paymentId}?key=); kept by the payer",
    }),
  })
  .meta({ id: 'PaymentAnswer' });
export type TPaymentAnswer = z.input<typeof ZPaymentAnswerSchema>;

export const ZPaymentViewSchema = z
  .object({
    paymentId: z.uuid(),
    channel: z.enum(PAYMENT_CHANNELS),
    status: z.enum(PAYMENT_STATUSES),
    amount: satang(),
    paymentMethod: z.string().nullable().meta({ description: 'The saved method charged, masked' }),
    invoices: z.array(z.object({ invoiceNo: z.string(), amount: satang() })),
    failure: paymentFailure().nullable(),
    createdAt: instant(),
    settledAt: instant().nullable(),
  })
  .meta({ id: 'Payment' });
export type TPaymentView = z.input<typeof ZPaymentViewSchema>;

export const ZPaymentHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A paid payment's documents (receipts.contract.ts); inline where used: an OpenAPI reference cannot also be nullable. */
const receiptDocuments = () =>
  z.object({
    receiptNo: z.string(),
    receiptPath: z.string().meta({ description: 'The receipt PDF (bearer)' }),
    taxInvoiceNo: z.string().nullable().meta({ description: 'Null until the member asks for the tax invoice' }),
    taxInvoicePath: z.string().nullable().meta({ description: 'The tax invoice PDF (bearer), once issued' }),
    refunds: z.array(ZRefundViewSchema).meta({ description: 'Money going or gone back from the payment, oldest first' }),
    creditNotes: z.array(ZCreditNoteSchema).meta({ description: 'The credit notes reducing its tax invoices, oldest first' }),
  });
export type TReceiptDocuments = z.infer<ReturnType<typeof receiptDocuments>>;

/** A history item: the payment and, once it is PAID, its receipt, tax invoice, refunds and credit notes. */
const ZPaymentHistoryItemSchema = ZPaymentViewSchema.extend({
  documents: receiptDocuments().nullable().meta({ description: 'Null unless the payment is PAID' }),
}).meta({ id: 'PaymentHistoryItem' });
export type TPaymentHistoryItem = z.input<typeof ZPaymentHistoryItemSchema>;

export const ZPaymentHistorySchema = z
  .object({ payments: z.array(ZPaymentHistoryItemSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .meta({ id: 'PaymentHistory' });

export const ZPaymentIdParamsSchema = z.object({
  paymentId: text().trim().min(1).max(40).meta({ example: '0b9e8c1e-4a57-4d2f-9a34-3f1c2d5e6f70' }),
});

export const ZPublicPaymentQuerySchema = z.object({
  invoiceNo: invoiceNo(),
  key: z.string().trim().min(1).max(100).meta({ description: 'The resultKey the payment was answered with' }),
});

/** A visitor's payment as its payer sees it: once PAID, the receipt with the verification code the tax invoice asks for. */
export const ZVisitorPaymentViewSchema = ZPaymentViewSchema.extend({
  receipt: z
    .object({
      receiptNo: z.string(),
      verificationCode: z.string().meta({ description: 'Printed on the receipt; asked for with a tax invoice request' }),
      pdfPath: z.string().meta({ description: 'The receipt PDF with the code: the same query, access key' }),
    })
    .nullable(),
}).meta({ id: 'VisitorPayment' });
export type TVisitorPaymentView = z.input<typeof ZVisitorPaymentViewSchema>;
