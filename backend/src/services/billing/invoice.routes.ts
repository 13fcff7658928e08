import { ZBillingRulesSchema } from '@mflow/contracts/billing/billing-rules';
import {
  ZAccrualsSchema,
  ZInvoiceNoParamsSchema,
  ZInvoicePageSchema,
  ZInvoiceSearchQuerySchema,
  ZLineExportQuerySchema,
  ZLinePageQuerySchema,
  ZLinePageSchema,
  ZMemberInvoiceDetailSchema,
  ZPassageExportQuerySchema,
  ZPassageHistoryQuerySchema,
  ZPassageHistorySchema,
  ZPublicInvoiceListSchema,
  ZPublicInvoiceQuerySchema,
  ZTollNoticeListSchema,
  ZInvoiceListSchema,
  ZInvoiceSummarySchema,
  ZStaffInvoiceQuerySchema,
  ZVehicleTotalsQuerySchema,
  ZWaiverRequestSchema,
} from '@mflow/contracts/billing/invoice.contract';
import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf, staffIdOf, type TRequestContext } from '../../platform/http/request-context';
import { recordStaffAction } from '../audit/audit.service';
import { requireStaffPermission } from '../staff/staff.service';
import { perAddressLimit } from '../../platform/http/rate-limit';
import { passagePhotoUrl } from '../toll/passage-photo';
import { currentBillingRules, setBillingRules } from './billing-rules.service';
import { latestInvoiceFor, waiveFees } from './invoice-payable';
import { toInvoiceSummary } from './invoice.mapper';
import { createPlateAnswers } from './plate-answers';
import { invoiceScope, lineVehicleOf, memberInvoiceLines, memberInvoiceRow } from './fleet-reads';
import { EXPORT_MEDIA_TYPES, linesExportAnswer } from './line-export';
import {
  accrualLines,
  accrualsOf,
  historyScope,
  invoicesForStaff,
  memberInvoice,
  memberNotices,
  memberPassages,
  publicInvoices,
  searchMemberInvoices,
} from './invoice-reads';

const tag = 'invoiceservice';

const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
const EXPORT_NAMES = { csv: 'CSV (UTF-8 with BOM)', xlsx: 'an Excel workbook' } as const;
const base = '/invoiceservice/api/v1';

/** Accruals, invoices, passages and toll notices of the signed-in member, and a visitor's look-up of what is owed. */
export function registerInvoiceRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config, fileKeys } = deps;
  const reading = (context: TRequestContext) => ({
    db,
    language: context.language,
    photoUrl: (passageId: string) => passagePhotoUrl(fileKeys, passageId),
  });
  const plateAnswers = createPlateAnswers({ clock });

  api.define({
    method: 'get',
    path: `${base}/accruals`,
    summary:
      'Accrued charges: member passages not yet invoiced, with the running total, the cut date and the coming due date, and one page of the totals per vehicle, by plate (a fleet may run a thousand)',
    tag,
    auth: 'bearer',
    query: ZVehicleTotalsQuerySchema,
    response: ZAccrualsSchema,
    handler: async ({ query, context }) =>
      accrualsOf({ db, customerId: customerIdOf(context), now: clock.now(), rules: await currentBillingRules({ db }), query }),
  });

  api.define({
    method: 'get',
    path: `${base}/accruals/lines`,
    summary: 'One page of the accrued passages, oldest first, of one vehicle when plate (and province) are given',
    tag,
    auth: 'bearer',
    query: ZLinePageQuerySchema,
    response: ZLinePageSchema,
    handler: ({ query, context }) => accrualLines({ ...reading(context), customerId: customerIdOf(context), now: clock.now(), query }),
  });

  api.define({
    method: 'get',
    path: `${base}/invoices`,
    summary:
      "The member's invoices, newest first, by the search filter of requirements/billing.md#invoice-search (number, plate, province, category group, issue and due dates) and status",
    tag,
    auth: 'bearer',
    query: ZInvoiceSearchQuerySchema,
    response: ZInvoicePageSchema,
    handler: ({ query, context }) => searchMemberInvoices({ db, customerId: customerIdOf(context), query }),
  });

  api.define({
    method: 'get',
    path: `${base}/invoices/{invoiceNo}`,
    summary:
      "One of the member's invoices: amounts, remarks, the invoices it replaces or was replaced by, the steps ahead if unpaid, one page of its totals per vehicle and the first page of its lines (toll transactions with photos)",
    tag,
    auth: 'bearer',
    params: ZInvoiceNoParamsSchema,
    query: ZVehicleTotalsQuerySchema,
    response: ZMemberInvoiceDetailSchema,
    handler: ({ params, query, context }) =>
      memberInvoice({ ...reading(context), customerId: customerIdOf(context), invoiceNo: params.invoiceNo, query }),
  });

  api.define({
    method: 'get',
    path: `${base}/invoices/{invoiceNo}/lines`,
    summary: "One page of one of the member's invoices' lines, oldest first, of one vehicle when plate (and province) are given",
    tag,
    auth: 'bearer',
    params: ZInvoiceNoParamsSchema,
    query: ZLinePageQuerySchema,
    response: ZLinePageSchema,
    handler: ({ params, query, context }) =>
      memberInvoiceLines({ ...reading(context), customerId: customerIdOf(context), invoiceNo: params.invoiceNo, query }),
  });

  for (const format of EXPORT_FORMATS) {
    api.define({
      method: 'get',
      path: `${base}/invoices/{invoiceNo}/lines.${format}`,
      summary: `One of the member's invoices' lines as ${EXPORT_NAMES[format]}, by vehicle, with a subtotal per vehicle and the total; streamed from the database`,
      tag,
      auth: 'bearer',
      params: ZInvoiceNoParamsSchema,
      query: ZLineExportQuerySchema,
      response: { stream: EXPORT_MEDIA_TYPES },
      handler: async ({ params, query, context }) => {
        const customerId = customerIdOf(context);
        const row = await memberInvoiceRow({ db, customerId, invoiceNo: params.invoiceNo });
        return linesExportAnswer({
          db,
          scope: invoiceScope({ ...row, customerId }),
          vehicle: lineVehicleOf(query),
          language: context.language,
          format,
          fileName: `${row.invoiceNo}-lines`,
        });
      },
    });
  }

  api.define({
    method: 'get',
    path: `${base}/passages`,
    summary:
      "One page of the member's passage history between two Bangkok dates, optionally for one plate, newest first, with photos; nextCursor fetches the next",
    tag,
    auth: 'bearer',
    query: ZPassageHistoryQuerySchema,
    response: ZPassageHistorySchema,
    handler: ({ query, context }) => memberPassages({ ...reading(context), customerId: customerIdOf(context), ...query }),
  });

  for (const format of EXPORT_FORMATS) {
    api.define({
      method: 'get',
      path: `${base}/passages.${format}`,
      summary: `The member's passage history between two Bangkok dates, optionally for one plate, as ${EXPORT_NAMES[format]}, by vehicle with subtotals and the total; streamed from the database`,
      tag,
      auth: 'bearer',
      query: ZPassageExportQuerySchema,
      response: { stream: EXPORT_MEDIA_TYPES },
      handler: ({ query, context }) =>
        linesExportAnswer({
          db,
          scope: historyScope({ customerId: customerIdOf(context), from: query.from, to: query.to }),
          vehicle: lineVehicleOf({ plate: query.plate }),
          language: context.language,
          format,
          fileName: `passages-${query.from}-${query.to}`,
        }),
    });
  }

  api.define({
    method: 'get',
    path: `${base}/notices`,
    summary: "The member's toll notices (notification letters), newest first, each with the invoice to pay now",
    tag,
    auth: 'bearer',
    response: ZTollNoticeListSchema,
    handler: ({ context }) => memberNotices({ db, customerId: customerIdOf(context) }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/invoices`,
    summary:
      'A visitor finds what is owed: open invoices by invoice number or payment reference (a cancelled one leads to its replacement), or the open non-member invoices of a plate and province',
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    query: ZPublicInvoiceQuerySchema,
    response: ZPublicInvoiceListSchema,
    handler: ({ query, context }) => publicInvoices({ ...reading(context), query, plateAnswers }),
  });
}

/** The simulation's control of the numbers of requirements/billing.md, for testers replaying another authority's rules. */
export function registerBillingRuleRoutes(api: ApiRouter, { db, clock }: TAppDeps): void {
  api.define({
    method: 'get',
    path: '/simservice/api/v1/billing/rules',
    summary: 'The billing rules new invoices are issued under (the numbers of requirements/billing.md)',
    tag: 'simservice',
    auth: 'simulationControl',
    response: ZBillingRulesSchema,
    handler: () => currentBillingRules({ db }),
  });

  api.define({
    method: 'put',
    path: '/simservice/api/v1/billing/rules',
    summary:
      'Replaces the billing rules for invoices issued from now on; a missing number takes its default (requirements/billing.md#rules-are-configuration), issued invoices keep theirs',
    tag: 'simservice',
    auth: 'simulationControl',
    body: ZBillingRulesSchema.strict(),
    response: ZBillingRulesSchema,
    handler: ({ body }) => setBillingRules({ db, rules: body, at: clock.now() }),
  });
}

/** The staff back-office: a customer's or a plate's invoices, and the waiver of one invoice's fees. */
export function registerInvoiceStaffRoutes(api: ApiRouter, { db, clock }: TAppDeps): void {
  api.define({
    method: 'get',
    path: '/staffservice/api/v1/invoices',
    summary: "A customer's invoices, or a plate's non-member invoices, newest first (APPROVER or CALL_CENTRE role)",
    tag: 'staffservice',
    auth: 'staff',
    query: ZStaffInvoiceQuerySchema,
    response: ZInvoiceListSchema,
    handler: async ({ query, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'searchInvoices' });
      return { invoices: await invoicesForStaff({ db, ...query }) };
    },
  });

  api.define({
    method: 'post',
    path: '/staffservice/api/v1/invoices/{invoiceNo}/waiver',
    summary:
      "Waives one open invoice's late fees and fine with a reason: it is replaced by an invoice for the toll alone (staff with the APPROVER role)",
    tag: 'staffservice',
    auth: 'staff',
    params: ZInvoiceNoParamsSchema,
    body: ZWaiverRequestSchema,
    response: ZInvoiceSummarySchema,
    handler: async ({ params, body, context }) => {
      const staffId = staffIdOf(context);
      const approver = await requireStaffPermission({ db, staffId, permission: 'waiveFees', refusal: 'ERR_BILL_0007' });
      const at = clock.now();
      const fresh = await db.transaction(async (tx) => {
        // Read before the waiver replaces it; a waiver only succeeds on an open invoice, which is its case's latest.
        const waived = await latestInvoiceFor({ db: tx, invoiceNo: params.invoiceNo });
        const replacement = await waiveFees({ db: tx, invoiceNo: params.invoiceNo, staffId, reason: body.reason, at });
        const amountsOf = (row: typeof replacement) => ({
          invoiceNo: row.invoiceNo,
          status: row.status,
          stage: row.stage,
          firstLateFee: row.firstLateFee,
          secondLateFee: row.secondLateFee,
          fine: row.fine,
          totalAmount: row.totalAmount,
        });
        const before = waived ? amountsOf(waived) : null;
        const after = { ...amountsOf(replacement), reason: body.reason };
        await recordStaffAction({
          db: tx,
          by: approver,
          action: { action: 'INVOICE_WAIVE', subjectType: 'INVOICE', subjectId: params.invoiceNo.toUpperCase(), before, after, at },
        });
        return replacement;
      });
      return toInvoiceSummary(fresh);
    },
  });
}
