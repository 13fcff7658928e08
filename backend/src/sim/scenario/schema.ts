import { z } from 'zod';
import { ZExpectSchema, type TExpectSpec } from './expectation-schemas';
import { parseDuration, parseInstant } from './time-text';
import {
  ZAddVehicleSchema,
  ZAppealSchema,
  ZAttendSchema,
  ZBookSchema,
  ZDecideAppealSchema,
  ZDecideSchema,
  ZDisputeSchema,
  ZOpenPrepaidSchema,
  ZPassSchema,
  ZPaySchema,
  ZSetPaymentMethodSchema,
  ZSetReplenishmentSchema,
  ZSettleSchema,
  ZTaxInvoiceSchema,
  ZTopUpSchema,
  ZWaiveSchema,
  type TAddVehicleSpec,
  type TAppealSpec,
  type TAttendSpec,
  type TBookSpec,
  type TDecideAppealSpec,
  type TDecideSpec,
  type TDisputeSpec,
  type TOpenPrepaidSpec,
  type TPassSpec,
  type TPaySpec,
  type TSetPaymentMethodSpec,
  type TSetReplenishmentSpec,
  type TSettleSpec,
  type TTaxInvoiceSpec,
  type TTopUpSpec,
  type TWaiveSpec,
} from './verb-schemas';
import { ZPeopleSchema, ZRulesSchema, ZStaffSchema } from './world-schema';

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

/** `crash:` alone, or with a note saying why the run is killed there. */
const ZCrashSchema = z.union([z.null(), z.object({ note: z.string().optional() }).strict()]);

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
  'appeal',
  'book',
  'attend',
  'decideAppeal',
  'openPrepaid',
  'topUp',
  'setReplenishment',
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
    appeal: ZAppealSchema.optional(),
    book: ZBookSchema.optional(),
    attend: ZAttendSchema.optional(),
    decideAppeal: ZDecideAppealSchema.optional(),
    openPrepaid: ZOpenPrepaidSchema.optional(),
    topUp: ZTopUpSchema.optional(),
    setReplenishment: ZSetReplenishmentSchema.optional(),
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
  | { verb: 'appeal'; spec: TAppealSpec }
  | { verb: 'book'; spec: TBookSpec }
  | { verb: 'attend'; spec: TAttendSpec }
  | { verb: 'decideAppeal'; spec: TDecideAppealSpec }
  | { verb: 'openPrepaid'; spec: TOpenPrepaidSpec }
  | { verb: 'topUp'; spec: TTopUpSpec }
  | { verb: 'setReplenishment'; spec: TSetReplenishmentSpec };
