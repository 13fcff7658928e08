import { z } from 'zod';
import { APPEAL_REASONS } from '@mflow/contracts/cases/appeal-rules';
import { DISPUTE_REASONS } from '@mflow/contracts/cases/dispute-rules';
import { baht, name, province, ZPlateSchema, ZSubjectSchema } from './schema-parts';
import { parseInstant } from './time-text';

/** The schemas of the steps' verbs that act on the world; `expect` has its own (expectation-schemas.ts). */

const vehicleName = z.string().regex(/^[A-Za-z][\w-]*\.[A-Za-z][\w-]*$/, { error: 'name a vehicle as person.vehicle' });

export const ZPassSchema = z
  .object({
    vehicle: vehicleName.optional(),
    plate: z.string().min(1).optional(),
    province: province.optional(),
    gantry: z.string().min(1),
    lane: z.int().min(1).max(20).default(1),
    class: z.int().min(1).max(3).optional(),
    /** Names the passage for a later `dispute` step. */
    name: name.optional(),
  })
  .strict()
  .refine((pass) => (pass.vehicle === undefined) !== (pass.plate === undefined && pass.province === undefined), {
    error: 'a passage names either a vehicle (person.vehicle) or a plate and province',
  })
  .refine((pass) => (pass.plate === undefined) === (pass.province === undefined), { error: 'a plate needs its province' });
export type TPassSpec = z.infer<typeof ZPassSchema>;

export const ZWaiveSchema = z.object({ of: ZSubjectSchema, reason: z.string().trim().min(5).max(500) }).strict();
export type TWaiveSpec = z.infer<typeof ZWaiveSchema>;

/** An error code of the catalogue the step expects the backend to answer with, instead of carrying it out. */
const refused = z
  .string()
  .regex(/^ERR_[A-Z]+_\d{4}$/, { error: 'write an error code of the catalogue, such as ERR_PAY_0024' })
  .optional();
const outcome = z.enum(['approve', 'decline']).default('approve');

/**
 * Which invoice a payment pays: the payer's latest open one, a plate's open ones, or one named by
 * an earlier `expect` (`invoices.name`); a cancelled one is paid as its replacement, as the API does.
 */
const ZInvoiceChoiceSchema = z.union([z.literal('latest'), ZPlateSchema, name]);
export type TInvoiceChoice = z.infer<typeof ZInvoiceChoiceSchema>;

/** PREPAID: from the member's prepaid balance, by hand (requirements/prepaid-account.md#paying-from-the-balance). */
const PAYMENT_CHANNELS = ['SAVED', 'CARD', 'QR', 'PREPAID'] as const;

export const ZPaySchema = z
  .object({
    by: name.optional(),
    invoice: ZInvoiceChoiceSchema.default('latest'),
    channel: z.enum(PAYMENT_CHANNELS),
    outcome,
    refused,
  })
  .strict()
  .refine((pay) => pay.by !== undefined || pay.channel !== 'SAVED', {
    error: 'a visitor (a payment without `by`) pays by CARD or QR; SAVED needs a member',
  })
  .refine((pay) => pay.by !== undefined || pay.channel !== 'PREPAID', {
    error: 'a visitor (a payment without `by`) has no prepaid balance; PREPAID needs a member',
  })
  .refine((pay) => pay.by !== undefined || pay.invoice !== 'latest', {
    error: 'a visitor names the invoice: a plate ({ plate, province }) or a name given earlier',
  })
  .refine((pay) => pay.by === undefined || typeof pay.invoice === 'string', {
    error: "a member pays `latest` or an invoice named earlier; a plate's invoices are paid by a visitor (leave out `by`)",
  });
export type TPaySpec = z.infer<typeof ZPaySchema>;

const debitMode = z.enum(['DAILY', 'AUTOMATIC']);

const METHOD_KINDS = ['CARD', 'BANK_DEBIT', 'REQUEST_TO_PAY', 'QR', 'MPASS', 'EASYPASS'] as const;
/** The simulated gateway's test cards by what they do (docs/decisions/0019). */
const CARD_BEHAVIOURS = ['approves', 'declines', 'insufficientFunds'] as const;

export const ZSetPaymentMethodSchema = z
  .object({
    by: name,
    kind: z.enum(METHOD_KINDS),
    debitMode: debitMode.optional(),
    card: z.enum(CARD_BEHAVIOURS).optional(),
    account: z
      .string()
      .regex(/^\d{10}$/, { error: 'a Krungthai Bank account number has 10 digits' })
      .optional(),
    tag: z
      .string()
      .regex(/^\d{10}(\d{9})?$/, { error: 'a tag number has 10 or 19 digits' })
      .optional(),
    primary: z.boolean().default(true),
    refused,
  })
  .strict()
  .refine((method) => method.card === undefined || method.kind === 'CARD', { error: '`card` is for kind CARD' })
  .refine((method) => method.account === undefined || method.kind === 'BANK_DEBIT', { error: '`account` is for kind BANK_DEBIT' })
  .refine((method) => method.tag === undefined || method.kind === 'MPASS' || method.kind === 'EASYPASS', {
    error: '`tag` is for kinds MPASS and EASYPASS',
  })
  .refine((method) => method.debitMode === undefined || method.kind !== 'QR', {
    error: 'a QR method is paid by scanning and has no debit mode',
  });
export type TSetPaymentMethodSpec = z.infer<typeof ZSetPaymentMethodSchema>;

/**
 * The member opens the prepaid account (requirements/prepaid-account.md) and, unless
 * `primary: false`, makes it the primary method, as `setPaymentMethod` does for the other kinds.
 */
export const ZOpenPrepaidSchema = z
  .object({ by: name, debitMode: debitMode.default('AUTOMATIC'), primary: z.boolean().default(true), refused })
  .strict();
export type TOpenPrepaidSpec = z.infer<typeof ZOpenPrepaidSchema>;

/** How a top-up is paid: the gateway's card page, PromptPay, or the member's saved Krungthai Bank direct debit. */
const TOP_UP_CHANNELS = ['CARD', 'QR', 'BANK'] as const;

export const ZTopUpSchema = z.object({ by: name, amount: baht, channel: z.enum(TOP_UP_CHANNELS), outcome, refused }).strict();
export type TTopUpSpec = z.infer<typeof ZTopUpSchema>;

/** The saved method a replenishment draws on: the member's card, or their bank direct debit. */
const REPLENISHMENT_SOURCES = ['CARD', 'BANK_DEBIT'] as const;

/**
 * Automatic replenishment (requirements/prepaid-account.md#automatic-replenishment): below
 * `threshold`, `amount` is drawn from the saved method `from`. `lowBalance` sets the low-balance
 * notice's threshold; left out, the account's stays as it is.
 */
export const ZSetReplenishmentSchema = z
  .object({
    by: name,
    threshold: baht,
    amount: baht,
    from: z.enum(REPLENISHMENT_SOURCES).default('CARD'),
    lowBalance: baht.optional(),
    refused,
  })
  .strict();
export type TSetReplenishmentSpec = z.infer<typeof ZSetReplenishmentSchema>;

export const ZSettleSchema = z.object({ of: name, outcome }).strict();
export type TSettleSpec = z.infer<typeof ZSettleSchema>;

export const ZAddVehicleSchema = z.object({ by: name, vehicle: vehicleName, refused }).strict();
export type TAddVehicleSpec = z.infer<typeof ZAddVehicleSchema>;

/** Back to the card or tag that paid (`original`), or to a bank account with its bank book (`bank`, or its fields). */
const ZRefundChoiceSchema = z.union([
  z.enum(['original', 'bank']),
  z
    .object({
      account: z.string().regex(/^\d{10,15}$/, { error: 'a bank account number has 10 to 15 digits' }),
      bank: z
        .string()
        .regex(/^\d{3}$/, { error: 'a bank code of the master list has 3 digits, such as "014"' })
        .optional(),
      holder: z.string().min(1).optional(),
    })
    .strict(),
]);
export type TRefundChoice = z.infer<typeof ZRefundChoiceSchema>;

export const ZDisputeSchema = z
  .object({
    by: name,
    invoice: z.union([z.literal('latest'), name]).optional(),
    passages: z.union([z.literal('all'), z.array(name).min(1)]).default('all'),
    reason: z.enum(DISPUTE_REASONS),
    text: z.string().trim().min(1).max(1000).optional(),
    refund: ZRefundChoiceSchema.optional(),
    name: name.optional(),
    refused,
  })
  .strict()
  .refine((dispute) => dispute.reason !== 'OTHER' || dispute.text !== undefined, { error: 'a dispute for OTHER says why in `text`' });
export type TDisputeSpec = z.infer<typeof ZDisputeSchema>;

export const ZDecideSchema = z
  .object({
    case: name,
    outcome: z.enum(['accept', 'reject']),
    reason: z.string().regex(/^[A-Z][A-Z_]+$/, { error: 'a decision reason of the list, such as PLATE_MISREAD_CONFIRMED' }),
    text: z.string().trim().min(1).max(2000).optional(),
    by: name.optional(),
    refused,
  })
  .strict();
export type TDecideSpec = z.infer<typeof ZDecideSchema>;

export const ZTaxInvoiceSchema = z.object({ by: name, refused }).strict();
export type TTaxInvoiceSpec = z.infer<typeof ZTaxInvoiceSchema>;

/**
 * A member appeals a toll notice (requirements/notices-and-appeals.md#appeals): the newest of their
 * notices, or the one whose invoice to pay an earlier `expect` named. A stolen vehicle's appeal
 * carries a police report, uploaded as the member.
 */
export const ZAppealSchema = z
  .object({
    by: name,
    notice: z.union([z.literal('latest'), name]).default('latest'),
    reason: z.enum(APPEAL_REASONS),
    text: z.string().trim().min(1).max(1000).optional(),
    name: name.optional(),
    refused,
  })
  .strict()
  .refine((appeal) => appeal.reason !== 'OTHER' || appeal.text !== undefined, { error: 'an appeal for OTHER says why in `text`' });
export type TAppealSpec = z.infer<typeof ZAppealSchema>;

const slotInstant = z.string().refine((text) => parseInstant(text).ok, {
  error: 'write the slot as an instant with its offset, such as 2026-12-10T09:00:00+07:00 (Bangkok)',
});

/** The appellant books the appeal's appointment at a centre's slot, as the portal does. */
export const ZBookSchema = z
  .object({
    appeal: name,
    centre: z.string().regex(/^M\d+-[A-Z]+$/, { error: 'a service centre code of the seed, such as M7-LKB' }),
    slot: slotInstant,
    refused,
  })
  .strict();
export type TBookSpec = z.infer<typeof ZBookSchema>;

/** A case officer checks the appellant in at the counter, on the appointment's day. */
export const ZAttendSchema = z.object({ appeal: name, by: name.optional(), refused }).strict();
export type TAttendSpec = z.infer<typeof ZAttendSchema>;

export const APPEAL_OUTCOME_WORDS = { uphold: 'UPHOLD', waiveFees: 'WAIVE_FEES', reject: 'REJECT' } as const;

/** A case officer decides an appeal, at or after its appointment: upheld (the toll too, or not), fees waived or rejected. */
export const ZDecideAppealSchema = z
  .object({
    appeal: name,
    outcome: z.enum(['uphold', 'waiveFees', 'reject']),
    reason: z.string().regex(/^[A-Z][A-Z_]+$/, { error: 'a decision reason of the list, such as VEHICLE_NOT_OWNED' }),
    cancelToll: z.boolean().optional(),
    text: z.string().trim().min(1).max(2000).optional(),
    by: name.optional(),
    refused,
  })
  .strict()
  .refine((decision) => decision.cancelToll === undefined || decision.outcome === 'uphold', {
    error: '`cancelToll` is for an upheld appeal',
  });
export type TDecideAppealSpec = z.infer<typeof ZDecideAppealSchema>;
