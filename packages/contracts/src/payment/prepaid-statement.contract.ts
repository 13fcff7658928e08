/**
 * The prepaid account's monthly statement (requirements/prepaid-account.md#the-statement): the
 * month's movements, Bangkok dates, with the opening and the closing balance, as a PDF.
 */
import { z } from 'zod';
import { INVALID, REQUIRED } from '../rules/rule-codes';

/** A statement month, YYYY-MM (Gregorian), in Bangkok. */
const PREPAID_STATEMENT_MONTH = /^(20\d{2})-(0[1-9]|1[0-2])$/;

export const ZPrepaidStatementMonthParamsSchema = z.object({
  month: z.string(REQUIRED).regex(PREPAID_STATEMENT_MONTH, INVALID).meta({ description: 'The Bangkok month, YYYY-MM', example: '2026-11' }),
});

/** The address of a month's PDF statement under the payment service, as the portal links it. */
export const prepaidStatementPdfPath = (month: string) => `/invoiceservice/api/v1/prepaid/statements/${encodeURIComponent(month)}`;
