import { z } from 'zod';
import { INVOICE_STAGES, INVOICE_STATUSES } from '@mflow/contracts/billing/ladder';
import { CASE_STATUSES } from '@mflow/contracts/cases/case-status';
import { DISPUTE_REASONS } from '@mflow/contracts/cases/dispute-rules';
import { REFUND_STATUSES } from '@mflow/contracts/payment/refunds.contract';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import { REGISTRY_VEHICLES } from '../../../../seed/demo/registry-vehicles';
import { BAHT } from './money';
import { PASSAGE_FLAG_KINDS } from '@mflow/contracts/toll/passage-flag.contract';
import { parseDuration, parseInstant } from './time-text';

const baht = z
  .string({ error: 'write amounts in baht in quotes, as on an invoice, such as "30.00"' })
  .regex(BAHT, { error: 'write amounts in baht with two decimals, as on an invoice, such as "30.00"' });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'write dates as YYYY-MM-DD' });
/** Province codes are digits; an unquoted 10 is read as a number and meant as "10". */
const province = z.union([z.string().min(1), z.int().min(0)]).transform(String);
const name = z.string().regex(/^[A-Za-z][\w-]*$/, { error: 'names start with a letter and hold letters, digits, - and _' });

const instant = z.string().transform((text, context) => {
  const parsed = parseInstant(text);
  if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
  return parsed.ok ? parsed.value : new Date(0);
});
const duration = z.string().transform((text, context) => {
  const parsed = parseDuration(text);
  if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
  return parsed.ok ? parsed.value : 0;
});

const ZPlateSchema = z.object({ plate: z.string().min(1), province }).strict();
export type TPlate = z.infer<typeof ZPlateSchema>;

/** Whose invoices, notices or accruals: a person of the scenario by name, or a plate. */
const ZSubjectSchema = z.union([name, ZPlateSchema]);
export type TSubject = z.infer<typeof ZSubjectSchema>;

/**
 * `added: later`: not the member's at the start but in the land-transport registry as theirs, for
 * an `addVehicle` step to register; until then its passages are a non-member's.
 */
const ZVehicleSchema = ZPlateSchema.extend({
  class: z.int().min(1).max(3).optional(),
  added: z.literal('later', { error: 'write `added: later` for a vehicle an addVehicle step registers, or leave it out' }).optional(),
}).strict();

const ZPersonSchema = z.union([
  z.object({ account: z.email(), vehicles: z.record(name, ZVehicleSchema).default({}) }).strict(),
  z
    .object({
      member: z.object({ firstName: z.string().min(1), lastName: z.string().min(1), email: z.email().optional() }).strict(),
      vehicles: z.record(name, ZVehicleSchema).default({}),
    })
    .strict(),
]);
export type TPersonSpec = z.infer<typeof ZPersonSchema>;

const plateKey = (vehicle: TPlate) => `${normalisePlate(vehicle.plate)}|${vehicle.province}`;
const SEEDED_REGISTRY_PLATES = new Set(
  REGISTRY_VEHICLES.map((vehicle) => plateKey({ plate: vehicle.plateNumber, province: vehicle.provinceCode })),
);

/**
 * A vehicle added later is put into the land-transport registry as its member's before the run:
 * only a new member's (a demo account's vehicles are the ones it has, and the trainer's console
 * plays files on the live world without writing people), on a plate the registry does not hold yet.
 */
const ZPeopleSchema = z.record(name, ZPersonSchema).superRefine((people, context) => {
  const later = new Map<string, string>();
  for (const [person, spec] of Object.entries(people)) {
    for (const [vehicle, declared] of Object.entries(spec.vehicles)) {
      if (declared.added !== 'later') continue;
      const path = [person, 'vehicles', vehicle, 'added'];
      const key = plateKey(declared);
      const earlier = later.get(key);
      if ('account' in spec)
        context.addIssue({
          code: 'custom',
          path,
          message: "a demo account's vehicles are the ones it has; `added: later` is for a new member (member:)",
        });
      else if (SEEDED_REGISTRY_PLATES.has(key))
        context.addIssue({
          code: 'custom',
          path,
          message: `${declared.plate} (${declared.province}) is a vehicle of the seeded land-transport registry, someone else's: give a vehicle added later a plate of its own`,
        });
      else if (earlier)
        context.addIssue({
          code: 'custom',
          path,
          message: `${earlier} is added later with the same plate: the registry holds a plate once`,
        });
      later.set(key, `${person}.${vehicle}`);
    }
  }
});

/** Back-office staff a `decide` step names: case officers, or supervisors (who also handle cases). */
const ZStaffSchema = z.record(
  name,
  z
    .object({
      displayName: z.string().min(1).optional(),
      role: z.enum(['CASE_OFFICER', 'CASE_SUPERVISOR']).default('CASE_OFFICER'),
    })
    .strict()
    .nullable()
    .transform((spec) => spec ?? { role: 'CASE_OFFICER' as const }),
);
export type TStaffSpec = z.infer<typeof ZStaffSchema>;

const ZRulesSchema = z
  .object({
    vatBasisPoints: z.int().min(0).max(10_000),
    paymentDays: z.int().min(1).max(90),
    nearDueDays: z.int().min(0).max(30),
    firstLateFeeMultiplier: z.int().min(0).max(10),
    firstLateFeeDays: z.int().min(1).max(90),
    secondLateFeeMultiplier: z.int().min(0).max(10),
    noticeDays: z.int().min(1).max(90),
    fine: baht,
  })
  .partial()
  .strict();
export type TRuleOverrides = z.infer<typeof ZRulesSchema>;

const vehicleName = z.string().regex(/^[A-Za-z][\w-]*\.[A-Za-z][\w-]*$/, { error: 'name a vehicle as person.vehicle' });

const ZPassSchema = z
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

const ZWaiveSchema = z.object({ of: ZSubjectSchema, reason: z.string().trim().min(5).max(500) }).strict();
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

const PAYMENT_CHANNELS = ['SAVED', 'CARD', 'QR'] as const;

const ZPaySchema = z
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
  .refine((pay) => pay.by !== undefined || pay.invoice !== 'latest', {
    error: 'a visitor names the invoice: a plate ({ plate, province }) or a name given earlier',
  })
  .refine((pay) => pay.by === undefined || typeof pay.invoice === 'string', {
    error: "a member pays `latest` or an invoice named earlier; a plate's invoices are paid by a visitor (leave out `by`)",
  });
export type TPaySpec = z.infer<typeof ZPaySchema>;

const METHOD_KINDS = ['CARD', 'BANK_DEBIT', 'REQUEST_TO_PAY', 'QR', 'MPASS', 'EASYPASS'] as const;
/** The simulated gateway's test cards by what they do (docs/decisions/0019). */
const CARD_BEHAVIOURS = ['approves', 'declines', 'insufficientFunds'] as const;

const ZSetPaymentMethodSchema = z
  .object({
    by: name,
    kind: z.enum(METHOD_KINDS),
    debitMode: z.enum(['DAILY', 'AUTOMATIC']).optional(),
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

const ZSettleSchema = z.object({ of: name, outcome }).strict();
export type TSettleSpec = z.infer<typeof ZSettleSchema>;

const ZAddVehicleSchema = z.object({ by: name, vehicle: vehicleName, refused }).strict();
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

const ZDisputeSchema = z
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

const ZDecideSchema = z
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

const ZTaxInvoiceSchema = z.object({ by: name, refused }).strict();
export type TTaxInvoiceSpec = z.infer<typeof ZTaxInvoiceSchema>;

const ZInvoiceFieldsSchema = z
  .object({
    status: z.enum(INVOICE_STATUSES),
    stage: z.enum(INVOICE_STAGES),
    total: baht,
    toll: baht,
    firstLateFee: baht,
    secondLateFee: baht,
    fine: baht,
    due: isoDate,
    passages: z.int().min(0),
  })
  .partial()
  .strict();
export type TInvoiceFields = z.infer<typeof ZInvoiceFieldsSchema>;

const ZNoticeFieldsSchema = z
  .object({ status: z.enum(['OPEN', 'APPEALED', 'PAID', 'FINED', 'CANCELLED']), due: isoDate, total: baht, collection: z.boolean() })
  .partial()
  .strict();
export type TNoticeFields = z.infer<typeof ZNoticeFieldsSchema>;

const ZPaymentFieldsSchema = z
  .object({
    status: z.enum(['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED']),
    amount: baht,
    channel: z.enum(['SAVED', 'CARD', 'QR', 'COUNTER']),
    method: z.string().min(1),
    failure: z.string().regex(/^ERR_[A-Z]+_\d{4}$/, { error: 'write an error code of the catalogue, such as ERR_PAY_0110' }),
    taxInvoice: z.boolean(),
    refunds: z.int().min(0),
    refunded: baht,
    refundStatus: z.enum(REFUND_STATUSES),
    creditNotes: z.int().min(0),
    credited: baht,
  })
  .partial()
  .strict();
export type TPaymentFields = z.infer<typeof ZPaymentFieldsSchema>;

const ZAutoDebitFieldsSchema = z
  .object({
    status: z.enum(['PENDING', 'PAID', 'FAILED']),
    mode: z.enum(['DAILY', 'AUTOMATIC']),
    day: isoDate,
    posting: isoDate,
    amount: baht,
  })
  .partial()
  .strict();
export type TAutoDebitFields = z.infer<typeof ZAutoDebitFieldsSchema>;

/** A flag on a member's accrued passages (decision 0058): its kind and, for an impossible journey, how far and how soon. */
const ZFlagFieldsSchema = z
  .object({
    kind: z.enum(PASSAGE_FLAG_KINDS),
    from: z.string().min(1),
    to: z.string().min(1),
    km: z.number().min(0),
    minutes: z.number().min(0),
  })
  .partial()
  .strict();
export type TFlagFields = z.infer<typeof ZFlagFieldsSchema>;
const ZCaseFieldsSchema = z
  .object({
    status: z.enum(CASE_STATUSES),
    deadline: isoDate,
    reason: z.enum(DISPUTE_REASONS),
    passages: z.int().min(0),
    disputed: baht,
    decision: z.string().min(1),
    replacement: z.boolean(),
    refund: baht,
    refundStatus: z.enum(REFUND_STATUSES),
    creditNote: z.boolean(),
  })
  .partial()
  .strict();
export type TCaseFields = z.infer<typeof ZCaseFieldsSchema>;

const ZExpectSchema = z
  .object({
    invoices: z
      .object({
        of: ZSubjectSchema,
        count: z.int().min(0).optional(),
        latest: ZInvoiceFieldsSchema.optional(),
        list: z.array(ZInvoiceFieldsSchema).optional(),
        name: name.optional(),
      })
      .strict()
      .optional(),
    payments: z
      .object({
        of: name,
        count: z.int().min(0).optional(),
        latest: ZPaymentFieldsSchema.optional(),
        list: z.array(ZPaymentFieldsSchema).optional(),
      })
      .strict()
      .optional(),
    autoDebits: z
      .object({ of: name, count: z.int().min(0).optional(), latest: ZAutoDebitFieldsSchema.optional() })
      .strict()
      .optional(),
    cases: z
      .object({
        of: name,
        count: z.int().min(0).optional(),
        latest: ZCaseFieldsSchema.optional(),
        list: z.array(ZCaseFieldsSchema).optional(),
      })
      .strict()
      .optional(),
    case: ZCaseFieldsSchema.extend({ name }).strict().optional(),
    notices: z
      .object({ of: name, count: z.int().min(0).optional(), latest: ZNoticeFieldsSchema.optional() })
      .strict()
      .optional(),
    messages: z
      .object({
        to: z.string().min(1),
        channel: z.enum(['EMAIL', 'SMS']).optional(),
        include: z.array(z.string().min(1)).optional(),
        exclude: z.array(z.string().min(1)).optional(),
        count: z.int().min(0).optional(),
      })
      .strict()
      .optional(),
    accruals: z
      .object({ of: name, passages: z.int().min(0).optional(), total: baht.optional() })
      .strict()
      .optional(),
    flags: z
      .object({ of: name, count: z.int().min(0).optional(), latest: ZFlagFieldsSchema.optional() })
      .strict()
      .optional(),
  })
  .strict()
  .refine((expect) => Object.values(expect).some((part) => part !== undefined), {
    error: 'expect at least one of invoices, notices, messages, accruals, payments, autoDebits, flags, cases, case',
  });
export type TExpectSpec = z.infer<typeof ZExpectSchema>;

/** `crash:` alone, or with a note saying why the run is killed there. */
const ZCrashSchema = z.union([z.null(), z.object({ note: z.string().optional() }).strict()]);

/** Verbs of features this backend does not have yet: read, so the runner can name what they need. */
const pending = z.unknown().optional();

export const PENDING_VERBS = ['appeal'] as const;
const VERB_NAMES = [
  'pass',
  'waive',
  'crash',
  'expect',
  'pay',
  'setPaymentMethod',
  'settle',
  'addVehicle',
  'taxInvoice',
  'dispute',
  'decide',
  ...PENDING_VERBS,
] as const;

const ZStepSchema = z
  .object({
    at: instant.optional(),
    after: duration.optional(),
    pass: ZPassSchema.optional(),
    waive: ZWaiveSchema.optional(),
    crash: ZCrashSchema.optional(),
    expect: ZExpectSchema.optional(),
    pay: ZPaySchema.optional(),
    setPaymentMethod: ZSetPaymentMethodSchema.optional(),
    settle: ZSettleSchema.optional(),
    addVehicle: ZAddVehicleSchema.optional(),
    taxInvoice: ZTaxInvoiceSchema.optional(),
    dispute: ZDisputeSchema.optional(),
    decide: ZDecideSchema.optional(),
    appeal: pending,
  })
  .strict()
  .superRefine((step, context) => {
    if (step.at !== undefined && step.after !== undefined)
      context.addIssue({ code: 'custom', message: 'a step is either at an instant or after a duration, not both' });
    const verbs = VERB_NAMES.filter((verb) => verb in step);
    if (verbs.length !== 1)
      context.addIssue({
        code: 'custom',
        message: `a step has exactly one verb (${VERB_NAMES.join(', ')}); this one has ${verbs.length ? verbs.join(', ') : 'none'}`,
      });
  });
export type TStepFile = z.infer<typeof ZStepSchema>;

export const ZScenarioFileSchema = z
  .object({
    name: z.string().min(1),
    description: z.string().min(1),
    start: instant,
    rules: ZRulesSchema.optional(),
    people: ZPeopleSchema.default({}),
    staff: ZStaffSchema.default({}),
    steps: z.array(ZStepSchema).min(1),
  })
  .strict()
  .superRefine((file, context) => {
    for (const name of Object.keys(file.staff))
      if (name in file.people)
        context.addIssue({
          code: 'custom',
          path: ['staff', name],
          message: `${name} is both a person and a staff member: give each a name of its own`,
        });
  });

export type TStepVerb =
  | { verb: 'pass'; spec: TPassSpec }
  | { verb: 'waive'; spec: TWaiveSpec }
  | { verb: 'crash'; spec: { note?: string | undefined } | null }
  | { verb: 'expect'; spec: TExpectSpec }
  | { verb: 'pay'; spec: TPaySpec }
  | { verb: 'setPaymentMethod'; spec: TSetPaymentMethodSpec }
  | { verb: 'settle'; spec: TSettleSpec }
  | { verb: 'addVehicle'; spec: TAddVehicleSpec }
  | { verb: 'taxInvoice'; spec: TTaxInvoiceSpec }
  | { verb: 'dispute'; spec: TDisputeSpec }
  | { verb: 'decide'; spec: TDecideSpec }
  | { verb: (typeof PENDING_VERBS)[number]; spec: unknown };
