import { z } from 'zod';
import { text } from '../rules/text';

/**
 * The holiday calendar operations keep (docs/decisions/0052-case-engine.md): a fixed holiday, a
 * lunar one (its date changes every year and the calendar must be told it), a day in lieu, or a
 * day the cabinet adds for one year.
 */
export const PUBLIC_HOLIDAY_KINDS = ['FIXED', 'LUNAR', 'IN_LIEU', 'SPECIAL'] as const;
export type TPublicHolidayKind = (typeof PUBLIC_HOLIDAY_KINDS)[number];

/** Makha Bucha, Visakha Bucha, Asarnha Bucha and Buddhist Lent: a year with fewer entered is flagged. */
export const LUNAR_HOLIDAYS_PER_YEAR = 4;

const ZIsoDateSchema = z.iso.date().meta({ example: '2027-02-20' });

export const ZPublicHolidaySchema = z
  .object({
    date: z.string().meta({ example: '2027-02-20' }),
    nameTh: z.string().meta({ example: 'วันมาฆบูชา' }),
    nameEn: z.string().meta({ example: 'Makha Bucha' }),
    kind: z.enum(PUBLIC_HOLIDAY_KINDS),
  })
  .meta({ id: 'PublicHoliday' });

export const ZPublicHolidayListSchema = z.object({ items: z.array(ZPublicHolidaySchema) });

export const ZHolidayYearQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100).meta({ example: 2027 }),
});

export const ZHolidayDateParamsSchema = z.object({ date: ZIsoDateSchema });

export const ZAddPublicHolidayRequestSchema = z.strictObject({
  date: ZIsoDateSchema,
  nameTh: text().trim().min(1, 'ERR_COMMON_0004').max(200, 'ERR_COMMON_0002').meta({ example: 'วันมาฆบูชา' }),
  nameEn: text().trim().min(1, 'ERR_COMMON_0004').max(200, 'ERR_COMMON_0002').meta({ example: 'Makha Bucha' }),
  kind: z.enum(PUBLIC_HOLIDAY_KINDS),
});

/** A year's calendar as operations see it: flagged while its lunar holidays are not all entered. */
const ZHolidayYearStatusSchema = z.object({
  year: z.number().meta({ example: 2027 }),
  holidayCount: z.number(),
  lunarCount: z.number(),
  lunarMissing: z.boolean(),
});

export const ZHolidayStatusSchema = z.object({ years: z.array(ZHolidayYearStatusSchema) }).meta({ id: 'HolidayStatus' });

export type TPublicHoliday = z.infer<typeof ZPublicHolidaySchema>;
export type TAddPublicHoliday = z.infer<typeof ZAddPublicHolidayRequestSchema>;
export type THolidayStatus = z.infer<typeof ZHolidayStatusSchema>;
