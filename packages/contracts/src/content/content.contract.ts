/**
 * What visitors read and content editors write: news, FAQs, partner promotions and downloads, each
 * in Thai and English (Thai stands in for a missing English text), shown between its publish and
 * unpublish instants.
 */
import { z } from 'zod';
import { multilineText, text } from '../rules/text';

export const CONTENT_KINDS = ['NEWS', 'FAQ', 'PROMOTION', 'DOWNLOAD'] as const;
const ZContentKindSchema = z.enum(CONTENT_KINDS);
export type TContentKind = z.infer<typeof ZContentKindSchema>;

/** Each kind's categories: news categories, FAQ groups, partner kinds, document kinds. */
export const CONTENT_CATEGORIES = {
  NEWS: ['ANNOUNCEMENT', 'PRESS', 'SERVICE'],
  FAQ: ['REGISTRATION', 'VEHICLES', 'PAYMENT', 'TOLLS_FEES', 'NOTICES_FINES', 'MPASS_EASYPASS'],
  PROMOTION: ['FUEL', 'FOOD', 'CAR_CARE', 'TRAVEL'],
  DOWNLOAD: ['FORM', 'BROCHURE', 'MANUAL'],
} as const satisfies Record<TContentKind, readonly string[]>;

const ZContentCategorySchema = z.enum([...new Set(Object.values(CONTENT_CATEGORIES).flat())] as [string, ...string[]]);

export const CONTACT_TOPICS = ['GENERAL', 'REGISTRATION', 'BILLING', 'VEHICLE', 'OTHER'] as const;

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(9),
};

export const ZNewsQuerySchema = z.strictObject({
  category: z.enum(CONTENT_CATEGORIES.NEWS).optional().meta({ description: 'Only this category; without it every category' }),
  ...pageQuery,
});

export const ZFaqQuerySchema = z.strictObject({
  q: text().trim().max(100).optional().meta({ description: 'Words the question or answer contains, in either language' }),
});

export const ZContentIdParamsSchema = z.object({ id: z.uuid() });

export const ZPublicContentItemSchema = z
  .object({
    id: z.string(),
    category: z.string(),
    title: z.string(),
    body: z.string().meta({ description: 'Plain text; a blank line separates paragraphs' }),
    imageUrl: z.string().nullable().meta({ description: 'A download URL valid 5 minutes' }),
    fileUrl: z.string().nullable().meta({ description: 'The document of a download, a URL valid 5 minutes' }),
    fileType: z.string().nullable(),
    publishedAt: z.string().meta({ description: 'ISO 8601 instant' }),
    endsAt: z.string().nullable().meta({ description: 'When it is taken down (a promotion ends), ISO 8601 instant' }),
    pointsPrice: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'A promotion members redeem with points: its price in points; null for any other item' }),
  })
  .meta({ id: 'PublicContentItem' });

export const ZNewsPageSchema = z.object({
  items: z.array(ZPublicContentItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const ZFaqGroupsSchema = z.object({
  groups: z.array(z.object({ group: z.string(), items: z.array(ZPublicContentItemSchema) })),
});

export const ZContentListSchema = z.object({ items: z.array(ZPublicContentItemSchema) });

export const ZContactRequestSchema = z.strictObject({
  name: text().trim().min(1).max(100),
  email: z.email().max(254),
  phone: text()
    .trim()
    .regex(/^0\d{8,9}$/)
    .optional(),
  topic: z.enum(CONTACT_TOPICS),
  message: multilineText().trim().min(10).max(2000),
});
export type TContactRequest = z.infer<typeof ZContactRequestSchema>;

export const ZContactResponseSchema = z.object({
  reference: z.string().meta({ description: 'Quoted when the call centre answers' }),
  receivedAt: z.string(),
});

/* The content editor's side (staffservice). */

export const ZStaffContentKindParamsSchema = z.object({ kind: z.enum(['news', 'faq', 'promotion', 'download']) });
export const ZStaffContentItemParamsSchema = ZStaffContentKindParamsSchema.extend({ id: z.uuid() });

export const ZStaffContentQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const optionalText = (max: number) => text().trim().max(max).optional();
const optionalMultilineText = (max: number) => multilineText().trim().max(max).optional();

export const ZContentInputSchema = z.strictObject({
  category: ZContentCategorySchema,
  titleTh: text().trim().min(1).max(200),
  titleEn: optionalText(200),
  bodyTh: multilineText().trim().min(1).max(20_000),
  bodyEn: optionalMultilineText(20_000),
  imageFileId: z.uuid().nullable().optional().meta({ description: 'An image uploaded through the content file upload' }),
  fileId: z.uuid().nullable().optional().meta({ description: "A download's PDF, uploaded through the content file upload" }),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  pointsPrice: z.int().min(1).max(1_000_000).nullable().optional().meta({
    description: 'Promotions only: members redeem it for this many points; null makes it not redeemable, leaving it out keeps what it was',
  }),
});
export type TContentInput = z.infer<typeof ZContentInputSchema>;

export const ZPublishRequestSchema = z.strictObject({
  publishAt: z.iso.datetime({ offset: true }).optional().meta({ description: 'Without it, now' }),
  unpublishAt: z.iso.datetime({ offset: true }).nullable().optional().meta({ description: 'Without it, shown until unpublished' }),
});

export const CONTENT_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ENDED'] as const;

export const ZStaffContentItemSchema = z
  .object({
    id: z.string(),
    kind: ZContentKindSchema,
    category: z.string(),
    titleTh: z.string(),
    titleEn: z.string().nullable(),
    bodyTh: z.string(),
    bodyEn: z.string().nullable(),
    imageFileId: z.string().nullable(),
    imageUrl: z.string().nullable(),
    fileId: z.string().nullable(),
    sortOrder: z.number().int(),
    pointsPrice: z.number().int().nullable(),
    status: z.enum(CONTENT_STATUSES),
    publishAt: z.string().nullable(),
    unpublishAt: z.string().nullable(),
    updatedAt: z.string(),
    updatedBy: z.string().nullable().meta({ description: "The editor's e-mail; null for seeded items" }),
  })
  .meta({ id: 'StaffContentItem' });
export type TStaffContentItem = z.infer<typeof ZStaffContentItemSchema>;

export const ZStaffContentPageSchema = z.object({
  items: z.array(ZStaffContentItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const ZContentDeletedSchema = z.object({ deleted: z.literal(true) });

export const ZContentFileSchema = z.object({ fileId: z.string(), mimeType: z.string(), url: z.string() });
