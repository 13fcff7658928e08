import { z } from 'zod';
import { ZEmailSchema, ZMobileSchema } from '../rules/contact';
import { multilineText, text } from '../rules/text';
import { CASE_STATUSES } from './case-status';

/*
 * Complaints (requirements/complaints.md): filed by anyone with a solved proof-of-work challenge,
 * handled as a case of kind COMPLAINT; the topics and types come from a list the back-office keeps.
 */

/** The two lists a complaint chooses from. */
export const COMPLAINT_LIST_KINDS = ['TOPIC', 'TYPE'] as const;
export type TComplaintListKind = (typeof COMPLAINT_LIST_KINDS)[number];

const code = () =>
  text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'ERR_COMMON_0005')
    .meta({ example: 'PAYMENT' });

const name = () => text().trim().min(1, 'ERR_COMMON_0004').max(100, 'ERR_COMMON_0002');
const freeText = () => text().trim().min(1, 'ERR_COMMON_0004').max(200, 'ERR_COMMON_0002');

export const ZComplaintRequestSchema = z.strictObject({
  topicCode: code(),
  topicText: freeText().optional().meta({ description: 'Required when the topic asks for free text (OTHER)' }),
  typeCode: code().meta({ example: 'COMPLAINT' }),
  typeText: freeText().optional().meta({ description: 'Required when the type asks for free text (OTHER)' }),
  detail: multilineText()
    .trim()
    .min(1, 'ERR_COMMON_0004')
    .max(2000, 'ERR_COMMON_0002')
    .meta({ example: 'The gantry at Thap Chang read my plate twice on 3 December.' }),
  firstName: name().meta({ example: 'Somchai' }),
  lastName: name().meta({ example: 'Jaidee' }),
  email: ZEmailSchema,
  phone: ZMobileSchema,
  challenge: text()
    .min(1, 'ERR_CHALLENGE_0001')
    .max(4000, 'ERR_CHALLENGE_0001')
    .meta({ description: "The solved proof-of-work challenge: the widget's base64 payload, accepted once" }),
});
export type TComplaintRequest = z.infer<typeof ZComplaintRequestSchema>;

export const ZFiledComplaintSchema = z.object({
  caseNo: z.string().meta({ example: 'CP2611-00007' }),
  status: z.enum(CASE_STATUSES).meta({ example: 'SUBMITTED' }),
  firstAnswerBy: z.string().meta({ example: '2026-11-19', description: 'The Bangkok date the first answer is due' }),
});

const ZListItemSchema = z.object({
  code: z.string().meta({ example: 'PAYMENT' }),
  nameTh: z.string(),
  nameEn: z.string(),
  freeText: z.boolean().meta({ description: 'The choice asks for free text (OTHER)' }),
});

export const ZComplaintListsSchema = z.object({ topics: z.array(ZListItemSchema), types: z.array(ZListItemSchema) });
export type TComplaintLists = z.infer<typeof ZComplaintListsSchema>;

/* Staff */

export const ZComplaintListItemParamsSchema = z.object({ kind: z.enum(COMPLAINT_LIST_KINDS), code: code() });

export const ZComplaintListItemPutSchema = z.strictObject({
  nameTh: name().max(200, 'ERR_COMMON_0002'),
  nameEn: name().max(200, 'ERR_COMMON_0002'),
  freeText: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(999).default(0),
  active: z.boolean().default(true),
});

export const ZStaffComplaintListsSchema = z.object({
  items: z.array(ZListItemSchema.extend({ kind: z.enum(COMPLAINT_LIST_KINDS), sortOrder: z.number().int(), active: z.boolean() })),
});

const version = () => z.number().int().min(1).meta({ description: 'The version of the case the action was taken on', example: 3 });
const message = () => multilineText().trim().min(1, 'ERR_COMMON_0004').max(2000, 'ERR_COMMON_0002');

export const ZComplaintReplyRequestSchema = z.strictObject({
  version: version(),
  text: message().meta({ example: 'We have checked the gantry: the second read is cancelled.' }),
});

export const ZComplaintResolveRequestSchema = z.strictObject({
  version: version(),
  text: message().meta({
    example: 'The second charge was cancelled and the invoice reissued.',
    description: 'The resolution, sent to the customer',
  }),
});

export const ZComplaintActionResultSchema = z.object({
  caseNo: z.string().meta({ example: 'CP2611-00042' }),
  status: z.enum(CASE_STATUSES).meta({ example: 'ANSWERED' }),
  version: z.number().int().meta({ example: 3 }),
});

export const ZComplaintReopenRequestSchema = z.strictObject({
  text: message().optional().meta({ example: 'The second charge is still on my invoice.', description: 'Why, on the timeline' }),
});

const ZComplaintChoiceSchema = z.object({
  code: z.string().meta({ example: 'PAYMENT' }),
  nameTh: z.string().meta({ example: 'การชำระเงิน' }),
  nameEn: z.string().meta({ example: 'Payment' }),
  text: z.string().nullable().meta({ description: 'The free text given for a choice that asks for it (OTHER)' }),
});

/** The complaint's part of the case page (member, visitor, staff): what it is about, and whether the customer may reopen it now. */
export const ZComplaintDetailSchema = z
  .object({
    topic: ZComplaintChoiceSchema,
    type: ZComplaintChoiceSchema,
    reopen: z
      .object({
        possible: z.boolean().meta({ description: "Whether the customer may reopen it now, on the server's clock" }),
        until: z
          .string()
          .meta({ example: '2026-12-29T03:00:00.000Z', description: 'The last instant of the 14 days after the resolution' }),
        refusal: z
          .enum(['ALREADY_REOPENED', 'WINDOW_PASSED'])
          .nullable()
          .meta({ description: 'Why not: reopened once already, or the 14 days have passed' }),
      })
      .nullable()
      .meta({ description: 'Null unless the complaint is resolved' }),
  })
  .meta({ id: 'ComplaintDetail' });
export type TComplaintDetail = z.infer<typeof ZComplaintDetailSchema>;
