import { INVALID, REQUIRED } from '@mflow/contracts/rules/rule-codes';
import {
  EMPTY_SEARCH,
  pageCountOf,
  searchQueryOf,
  TAX_DOCUMENTS_PER_PAGE,
  ZTaxSearchFormSchema,
  ZVisitorLookupFormSchema,
} from './search-form';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe("the member's e-tax search form", () => {
  it('sends only the fields filled in, trimmed, with the number in capitals and the page', () => {
    const query = searchQueryOf({ ...EMPTY_SEARCH, number: ' tx0000000001 ', plate: ' กข 1234 ' }, 2, false);
    expect(Object.fromEntries(query)).toEqual({
      number: 'TX0000000001',
      plate: 'กข 1234',
      page: '2',
      pageSize: String(TAX_DOCUMENTS_PER_PAGE),
    });
    expect(Object.fromEntries(searchQueryOf(EMPTY_SEARCH, 1, false))).toEqual({ page: '1', pageSize: String(TAX_DOCUMENTS_PER_PAGE) });
  });

  it('sends the date range as Bangkok calendar dates, both ends as chosen', () => {
    const query = searchQueryOf({ ...EMPTY_SEARCH, issuedFrom: '2026-11-01', issuedTo: '2026-11-30' }, 1, false);
    expect(query.get('issuedFrom')).toBe('2026-11-01');
    expect(query.get('issuedTo')).toBe('2026-11-30');
  });

  it("sends the branch for a company only: a person's tax invoices name none", () => {
    const form = { ...EMPTY_SEARCH, branch: ' 00002 ' };
    expect(searchQueryOf(form, 1, true).get('branch')).toBe('00002');
    expect(searchQueryOf(form, 1, false).has('branch')).toBe(false);
  });

  it('accepts an empty form and a one-day range, and refuses a range that ends before it starts', () => {
    expect(ZTaxSearchFormSchema.safeParse(EMPTY_SEARCH).success).toBe(true);
    expect(ZTaxSearchFormSchema.safeParse({ ...EMPTY_SEARCH, issuedFrom: '2026-11-17', issuedTo: '2026-11-17' }).success).toBe(true);
    expect(issues(ZTaxSearchFormSchema.safeParse({ ...EMPTY_SEARCH, issuedFrom: '2026-11-18', issuedTo: '2026-11-17' }))).toEqual([
      ['issuedTo', INVALID],
    ]);
    expect(issues(ZTaxSearchFormSchema.safeParse({ ...EMPTY_SEARCH, number: 'X'.repeat(21) }))).toEqual([['number', INVALID]]);
  });

  it('counts the pages of a total, one at least', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });
});

describe("the visitor's look-up form", () => {
  it('needs both the tax invoice number and the tax ID', () => {
    expect(issues(ZVisitorLookupFormSchema.safeParse({ taxInvoiceNo: '', taxId: '' }))).toEqual([
      ['taxInvoiceNo', REQUIRED],
      ['taxId', REQUIRED],
    ]);
    expect(issues(ZVisitorLookupFormSchema.safeParse({ taxInvoiceNo: 'TX0000000001', taxId: '' }))).toEqual([['taxId', REQUIRED]]);
    expect(issues(ZVisitorLookupFormSchema.safeParse({ taxInvoiceNo: ' ', taxId: '0105536092641' }))).toEqual([['taxInvoiceNo', REQUIRED]]);
  });

  it('refuses a tax ID of the wrong length or check digit, and reads the number in capitals', () => {
    expect(issues(ZVisitorLookupFormSchema.safeParse({ taxInvoiceNo: 'TX1', taxId: '010553609264' }))).toEqual([
      ['taxId', 'ERR_CUST_0012'],
    ]);
    expect(issues(ZVisitorLookupFormSchema.safeParse({ taxInvoiceNo: 'TX1', taxId: '0105536092642' }))).toEqual([
      ['taxId', 'ERR_CUST_0013'],
    ]);
    expect(ZVisitorLookupFormSchema.parse({ taxInvoiceNo: ' tx0000000001 ', taxId: '0105536092641' })).toEqual({
      taxInvoiceNo: 'TX0000000001',
      taxId: '0105536092641',
    });
  });
});
