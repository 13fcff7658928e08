/**
 * What the invoice pages ask the API, as pure functions: the invoice search filter (requirements/billing.md#invoice-search) between
 * the form, the page's address and the API query; the visitor's search; the passage history range.
 */
import { z } from 'zod';
import { ZInvoiceSearchQuerySchema, ZInvoiceStatusSchema, type TInvoiceSearchQuery } from '@mflow/contracts/billing/invoice.contract';
import { isValidReference } from '@mflow/contracts/billing/reference-number';
import { INVALID, REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { addDays, type TIsoDate } from '@mflow/contracts/time/bangkok';
import { vehicleClassOf } from '@mflow/contracts/toll/vehicle-classes';
import { CATEGORY_GROUPS, type TCategoryGroup } from '@mflow/contracts/vehicle/vehicle-kinds';
import { isPlateNumber } from '@mflow/contracts/vehicle/plate';

/** The message under a "to" date that comes before its "from" date. */
export const RANGE_ORDER = 'invoices.rule.rangeOrder';
/** The message under a reference that fails its check digits (ERR_BILL_0003's words). */
export const REFERENCE_INVALID = 'invoices.rule.reference';

const isIsoDate = (value: string) => z.iso.date().safeParse(value).success;

/** A date chosen in a date field, or none: the field yields '' until day, month and year are all chosen. */
const ZOptionalDateSchema = z.string().refine((value) => value === '' || isIsoDate(value), INVALID);

const ZRequiredDateSchema = z.string().superRefine((value, ctx) => {
  if (value === '') ctx.addIssue({ code: 'custom', message: REQUIRED });
  else if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: INVALID });
});

const ZOptionalPlateSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isPlateNumber(value), INVALID);

type TIssueSink = { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void };

function checkOrder(ctx: TIssueSink, from: string, to: string, toField: string): void {
  if (from !== '' && to !== '' && from > to) ctx.addIssue({ code: 'custom', message: RANGE_ORDER, path: [toField] });
}

/** The invoice detail route (requirements/portal-shell.md#always-available-routes) for one invoice. */
export function invoiceDetailPath(invoiceNo: string): string {
  return `/invoicedetail?invoiceNo=${encodeURIComponent(invoiceNo)}`;
}

/** The invoice search filter (requirements/billing.md#invoice-search) as the form holds it: '' is "any". */
export const ZInvoiceFilterFormSchema = z
  .object({
    invoiceNo: z.string().trim().max(20, INVALID),
    plate: ZOptionalPlateSchema,
    province: z.string(),
    categoryGroup: z.union([z.literal(''), z.enum(CATEGORY_GROUPS)]),
    status: z.union([z.literal(''), ZInvoiceStatusSchema]),
    issuedFrom: ZOptionalDateSchema,
    issuedTo: ZOptionalDateSchema,
    dueFrom: ZOptionalDateSchema,
    dueTo: ZOptionalDateSchema,
  })
  .superRefine(
    (value, ctx) => {
      checkOrder(ctx, value.issuedFrom, value.issuedTo, 'issuedTo');
      checkOrder(ctx, value.dueFrom, value.dueTo, 'dueTo');
    },
    { when: () => true },
  );

export type TInvoiceFilterForm = z.input<typeof ZInvoiceFilterFormSchema>;

const DEFAULT_QUERY: TInvoiceSearchQuery = ZInvoiceSearchQuerySchema.parse({});

/** The API counts category groups 1 to 3 (the gantry's vehicle classes); the master list names them C1 to C3. */
function categoryOfGroup(group: TCategoryGroup): '1' | '2' | '3' {
  return `${vehicleClassOf(group)}`;
}

function groupOfCategory(category: TInvoiceSearchQuery['categoryGroup']): TCategoryGroup | '' {
  return CATEGORY_GROUPS.find((group) => categoryOfGroup(group) === category) ?? '';
}

const orUndefined = <T extends string>(value: T | ''): T | undefined => (value === '' ? undefined : value);

/** The API query of a filled-in filter, from its first page. */
export function queryOfFilter(values: TInvoiceFilterForm, page = 1): TInvoiceSearchQuery {
  return {
    ...DEFAULT_QUERY,
    invoiceNo: orUndefined(values.invoiceNo.trim().toUpperCase()),
    plate: orUndefined(values.plate.trim()),
    province: orUndefined(values.province),
    categoryGroup: values.categoryGroup === '' ? undefined : categoryOfGroup(values.categoryGroup),
    status: orUndefined(values.status),
    issuedFrom: orUndefined(values.issuedFrom),
    issuedTo: orUndefined(values.issuedTo),
    dueFrom: orUndefined(values.dueFrom),
    dueTo: orUndefined(values.dueTo),
    page,
  };
}

/** The form's values for a query, so a filter read from the address shows in the form. */
export function filterOfQuery(query: TInvoiceSearchQuery): TInvoiceFilterForm {
  return {
    invoiceNo: query.invoiceNo ?? '',
    plate: query.plate ?? '',
    province: query.province ?? '',
    categoryGroup: groupOfCategory(query.categoryGroup),
    status: query.status ?? '',
    issuedFrom: query.issuedFrom ?? '',
    issuedTo: query.issuedTo ?? '',
    dueFrom: query.dueFrom ?? '',
    dueTo: query.dueTo ?? '',
  };
}

const QUERY_KEYS = [
  'invoiceNo',
  'plate',
  'province',
  'categoryGroup',
  'issuedFrom',
  'issuedTo',
  'dueFrom',
  'dueTo',
  'status',
  'page',
  'pageSize',
] as const;

/**
 * The query as URL parameters, for the API and for the page's own address (so that going back
 * from an invoice finds the same search): what is unset or at its default is left out.
 */
export function searchParamsOf(query: TInvoiceSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || value === DEFAULT_QUERY[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The query an address asks for; an address edited into something the API would refuse shows every invoice. */
export function queryFromParams(params: URLSearchParams): TInvoiceSearchQuery {
  const given: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = params.get(key);
    if (value) given[key] = value;
  }
  const parsed = ZInvoiceSearchQuerySchema.safeParse(given);
  return parsed.success ? parsed.data : DEFAULT_QUERY;
}

/** Whether a query narrows the list at all (an empty result then says "nothing matches" rather than "no invoices yet"). */
export function isFiltered(query: TInvoiceSearchQuery): boolean {
  return QUERY_KEYS.some((key) => key !== 'page' && key !== 'pageSize' && query[key] !== undefined);
}

/** The visitor's three ways to find what is owed (requirements/payments.md#visitors-paying: by invoice number, licence plate or reference code). */
const PUBLIC_SEARCH_MODES = ['invoiceNo', 'plate', 'refCode'] as const;

/** A reference is read out and typed in groups; only its digits count. */
export function cleanReference(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export const ZPublicSearchFormSchema = z
  .object({
    by: z.enum(PUBLIC_SEARCH_MODES),
    invoiceNo: z.string(),
    plate: z.string(),
    province: z.string(),
    refCode: z.string(),
  })
  .superRefine(
    (value, ctx) => {
      const invalid = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
      if (value.by === 'invoiceNo') {
        const invoiceNo = value.invoiceNo.trim();
        if (invoiceNo === '') invalid('invoiceNo', REQUIRED);
        else if (invoiceNo.length > 20) invalid('invoiceNo', INVALID);
      } else if (value.by === 'plate') {
        if (value.plate.trim() === '') invalid('plate', REQUIRED);
        else if (!isPlateNumber(value.plate)) invalid('plate', INVALID);
        if (value.province === '') invalid('province', REQUIRED);
      } else {
        const reference = cleanReference(value.refCode);
        if (reference === '') invalid('refCode', REQUIRED);
        else if (!isValidReference(reference)) invalid('refCode', REFERENCE_INVALID);
      }
    },
    { when: () => true },
  );

export type TPublicSearchForm = z.input<typeof ZPublicSearchFormSchema>;

/** What the API is asked: exactly one of the three, as its contract requires. */
export type TPublicSearch = { invoiceNo: string } | { plate: string; province: string } | { refCode: string };

export function publicSearchOf(values: TPublicSearchForm): TPublicSearch {
  if (values.by === 'invoiceNo') return { invoiceNo: values.invoiceNo.trim().toUpperCase() };
  if (values.by === 'plate') return { plate: values.plate.trim(), province: values.province };
  return { refCode: cleanReference(values.refCode) };
}

/** The passage history's date range (both required, as the API requires) and plate. */
export const ZPassageRangeFormSchema = z
  .object({ from: ZRequiredDateSchema, to: ZRequiredDateSchema, plate: ZOptionalPlateSchema })
  .superRefine((value, ctx) => checkOrder(ctx, value.from, value.to, 'to'), { when: () => true });

export type TPassageRangeForm = z.input<typeof ZPassageRangeFormSchema>;

/** Days the history shows at first: the last thirty, today included. */
const HISTORY_DAYS = 30;

export function defaultPassageRange(today: TIsoDate): TPassageRangeForm {
  return { from: addDays(today, 1 - HISTORY_DAYS), to: today, plate: '' };
}
