import { z } from 'zod';
import { CONTENT_CATEGORIES, type TContentInput, type TStaffContentItem } from '@mflow/contracts/content/content.contract';
import type { TEditableKind } from '../api/content-api';

export const CATEGORIES_OF: Record<TEditableKind, readonly string[]> = {
  news: CONTENT_CATEGORIES.NEWS,
  faq: CONTENT_CATEGORIES.FAQ,
  promotion: CONTENT_CATEGORIES.PROMOTION,
  download: CONTENT_CATEGORIES.DOWNLOAD,
};

/** Which file each kind carries beside its text: news and offers an image, a download its PDF. */
export const FILE_OF: Record<TEditableKind, 'image' | 'document' | undefined> = {
  news: 'image',
  faq: undefined,
  promotion: 'image',
  download: 'document',
};

export type TChosenFiles = { imageFileId: string | null; fileId: string | null };

/** The editor's form: Thai is required, English may stay empty (the portal then shows Thai). */
export const ZContentFormSchema = z.object({
  category: z.string().min(1, 'content.form.required'),
  titleTh: z.string().trim().min(1, 'content.form.required').max(200, 'content.form.tooLong'),
  titleEn: z.string().trim().max(200, 'content.form.tooLong'),
  bodyTh: z.string().trim().min(1, 'content.form.required').max(20_000, 'content.form.tooLong'),
  bodyEn: z.string().trim().max(20_000, 'content.form.tooLong'),
  /** A promotion's price in points; empty when members cannot redeem it. */
  pointsPrice: z
    .string()
    .trim()
    .regex(/^$|^[1-9]\d{0,6}$/, 'content.form.pointsPrice')
    .refine((text) => text === '' || Number(text) <= 1_000_000, 'content.form.pointsPrice'),
});

export type TContentForm = z.infer<typeof ZContentFormSchema>;

export function formOf(kind: TEditableKind, item: TStaffContentItem | undefined): TContentForm {
  return {
    category: item?.category ?? CATEGORIES_OF[kind][0] ?? '',
    titleTh: item?.titleTh ?? '',
    titleEn: item?.titleEn ?? '',
    bodyTh: item?.bodyTh ?? '',
    bodyEn: item?.bodyEn ?? '',
    pointsPrice: item?.pointsPrice?.toString() ?? '',
  };
}

/**
 * The API body, with the files chosen beside the form; an edit keeps the item's order, which this
 * form does not show. Only a promotion carries a points price.
 */
export function inputOf(kind: TEditableKind, form: TContentForm, item: TStaffContentItem | undefined, files: TChosenFiles): TContentInput {
  const { pointsPrice, ...texts } = form;
  return {
    ...texts,
    ...files,
    sortOrder: item?.sortOrder ?? 0,
    ...(kind === 'promotion' ? { pointsPrice: pointsPrice === '' ? null : Number(pointsPrice) } : {}),
  } as TContentInput;
}
