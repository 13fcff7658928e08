import { z } from 'zod';
import { TAX_DOCUMENT_PAGE_MAX } from '@mflow/contracts/payment/tax-documents.contract';
import { ZJuristicIdSchema } from '@mflow/contracts/rules/identity';
import { INVALID, REQUIRED } from '@mflow/contracts/rules/rule-codes';

/** How many documents the member's list shows at a time: a few months of a busy fleet. */
export const TAX_DOCUMENTS_PER_PAGE = Math.min(20, TAX_DOCUMENT_PAGE_MAX);

const optional = (max: number) => z.string().trim().max(max, INVALID);

/**
 * The member's search form (requirements/payments.md#e-tax-invoice-search): every field may be left
 * empty, and a date range that ends before it starts is refused on the "to" date, as the API does.
 */
export const ZTaxSearchFormSchema = z
  .object({
    number: optional(20),
    issuedFrom: z.string(),
    issuedTo: z.string(),
    plate: optional(20),
    branch: optional(100),
  })
  .refine((form) => !form.issuedFrom || !form.issuedTo || form.issuedFrom <= form.issuedTo, { message: INVALID, path: ['issuedTo'] });
export type TTaxSearchForm = z.input<typeof ZTaxSearchFormSchema>;

export const EMPTY_SEARCH: TTaxSearchForm = { number: '', issuedFrom: '', issuedTo: '', plate: '', branch: '' };

/**
 * The API's query for a search and page: the fields filled in, trimmed, the number in capitals as
 * printed; the branch only for a company, whose tax invoices name one.
 */
export function searchQueryOf(form: TTaxSearchForm, page: number, company: boolean): URLSearchParams {
  const query = new URLSearchParams();
  const add = (name: string, value: string | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) query.set(name, trimmed);
  };
  add('number', form.number.toUpperCase());
  add('issuedFrom', form.issuedFrom);
  add('issuedTo', form.issuedTo);
  add('plate', form.plate);
  if (company) add('branch', form.branch);
  query.set('page', String(page));
  query.set('pageSize', String(TAX_DOCUMENTS_PER_PAGE));
  return query;
}

/** How many pages a total makes, at least one so the list always has a page to be on. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The visitor's look-up: the tax invoice number and the buyer's tax ID printed on it, both needed. */
export const ZVisitorLookupFormSchema = z.object({
  taxInvoiceNo: z.string().trim().min(1, REQUIRED).max(20, INVALID).toUpperCase(),
  taxId: z.string().trim().min(1, REQUIRED).pipe(ZJuristicIdSchema),
});
export type TVisitorLookupForm = z.input<typeof ZVisitorLookupFormSchema>;
