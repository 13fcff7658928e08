/**
 * A company's fleet file: a CSV of plate, province, chassis last 5 and owner flag, one vehicle a
 * row, checked row by row against the land-transport registry. Each row is answered with its own
 * result; one bad row never stops the others.
 */
import { z } from 'zod';
import { text } from '../rules/text';

/**
 * The header row (case, spaces and a UTF-8 byte-order mark do not matter; columns may come in any
 * order; other columns are ignored). `province` takes the code of the master list `provinces`
 * (`10`) or its Thai or English name (`กรุงเทพมหานคร`, `Bangkok`); `owner_flag` is OWN or OTHER.
 */
export const FLEET_IMPORT_COLUMNS = ['plate_number', 'province', 'chassis_last5', 'owner_flag'] as const;

/** Rows after the header; a longer fleet is sent in several files. */
export const FLEET_IMPORT_MAX_ROWS = 1000;

/** The columns of the downloadable result, in this order. */
export const FLEET_IMPORT_RESULT_COLUMNS = [
  'line',
  'plate_number',
  'province',
  'chassis_last5',
  'owner_flag',
  'result',
  'vehicle_status',
  'reference_code',
  'message',
] as const;

export const ZFleetImportFieldsSchema = z.strictObject({
  verificationToken: z
    .string()
    .min(1, 'ERR_COMMON_0004')
    .max(100, 'ERR_COMMON_0002')
    .meta({ description: 'OTP verification token of step CREATE_VEHICLE (code 9): one for the whole file' }),
});

const ZFleetImportMessageSchema = z.object({
  code: z.string(),
  description: z.string().meta({ description: "In the request's language" }),
});

const ZFleetImportRowSchema = z.object({
  line: z.number().int().meta({ description: 'Line of the file, the header being line 1' }),
  plateNumber: z.string().meta({ description: 'As typed, or in canonical spelling when it is a plate' }),
  province: z.string().meta({ description: 'As typed' }),
  provinceCode: z.string().nullable(),
  chassisLast5: z.string(),
  ownerFlag: z.string(),
  result: z.enum(['ADDED', 'FAILED']),
  vehicleId: z.string().nullable(),
  referenceCode: z.string().nullable(),
  vehicleStatus: z.literal('WAIT').nullable().meta({ description: 'WAIT for an added row: it awaits staff approval like any new vehicle' }),
  messages: z.array(ZFleetImportMessageSchema).meta({ description: 'Why a row failed (every reason), or what an added row still needs' }),
});

export const ZFleetImportResultSchema = z
  .object({
    importId: z.string(),
    importedAt: z.string(),
    total: z.number().int(),
    added: z.number().int(),
    failed: z.number().int(),
    rows: z.array(ZFleetImportRowSchema),
    resultCsvPath: z.string().meta({ description: 'GET it (bearer) for the same result as a CSV file' }),
  })
  .meta({ id: 'FleetImportResult' });

export const ZFleetImportParamsSchema = z.object({ importId: text().min(1).max(64) });

/** The row as read from the file, before any check. */
export type TFleetImportInputRow = { line: number; plateNumber: string; province: string; chassisLast5: string; ownerFlag: string };
export type TFleetImportRow = z.infer<typeof ZFleetImportRowSchema>;
export type TFleetImportResult = z.infer<typeof ZFleetImportResultSchema>;
