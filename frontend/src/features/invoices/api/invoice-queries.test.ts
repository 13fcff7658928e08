import { referenceFor } from '@mflow/contracts/billing/reference-number';
import {
  cleanReference,
  defaultPassageRange,
  filterOfQuery,
  isFiltered,
  publicSearchOf,
  queryFromParams,
  queryOfFilter,
  RANGE_ORDER,
  REFERENCE_INVALID,
  searchParamsOf,
  ZInvoiceFilterFormSchema,
  ZPassageRangeFormSchema,
  ZPublicSearchFormSchema,
  type TInvoiceFilterForm,
  type TPublicSearchForm,
} from './invoice-queries';

const empty: TInvoiceFilterForm = {
  invoiceNo: '',
  plate: '',
  province: '',
  categoryGroup: '',
  status: '',
  issuedFrom: '',
  issuedTo: '',
  dueFrom: '',
  dueTo: '',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the invoice filter', () => {
  it('asks for every invoice, first page, when nothing is filled in', () => {
    const query = queryOfFilter(empty);
    expect(searchParamsOf(query).toString()).toBe('');
    expect(query).toMatchObject({ page: 1, pageSize: 20 });
    expect(isFiltered(query)).toBe(false);
  });

  it("turns the search filter of requirements/billing.md#invoice-search into the API's query: the number in capitals, the master list's category group as the gantry's class", () => {
    const query = queryOfFilter({
      ...empty,
      invoiceNo: ' iv261100000001 ',
      plate: '1กข 1234',
      province: '10',
      categoryGroup: 'C2',
      status: 'OVERDUE',
      issuedFrom: '2026-11-01',
      dueTo: '2026-11-30',
    });
    expect(Object.fromEntries(searchParamsOf(query))).toEqual({
      invoiceNo: 'IV261100000001',
      plate: '1กข 1234',
      province: '10',
      categoryGroup: '2',
      status: 'OVERDUE',
      issuedFrom: '2026-11-01',
      dueTo: '2026-11-30',
    });
    expect(isFiltered(query)).toBe(true);
  });

  it('reads back from the address into the same form, so going back shows the search made', () => {
    const values: TInvoiceFilterForm = { ...empty, plate: 'กท 5678', categoryGroup: 'C3', status: 'NEAR_DUE', dueFrom: '2026-12-01' };
    const params = searchParamsOf(queryOfFilter(values, 3));
    expect(params.get('page')).toBe('3');
    const query = queryFromParams(new URLSearchParams(params.toString()));
    expect(query.page).toBe(3);
    expect(filterOfQuery(query)).toEqual(values);
  });

  it('shows every invoice for an address edited into a query the API would refuse', () => {
    const query = queryFromParams(new URLSearchParams('status=LOST&plate=1กข 1234'));
    expect(isFiltered(query)).toBe(false);
    expect(query.page).toBe(1);
  });

  it('refuses a plate that is no Thai plate, and a "to" date before its "from" date, under the "to" field', () => {
    const result = ZInvoiceFilterFormSchema.safeParse({
      ...empty,
      plate: 'not a plate',
      issuedFrom: '2026-11-16',
      issuedTo: '2026-11-01',
      dueFrom: '2026-11-01',
      dueTo: '2026-11-01',
    });
    expect(messagesOf(result)).toEqual({ plate: 'ERR_COMMON_0002', issuedTo: RANGE_ORDER });
  });

  it('refuses a day that does not exist, as the date field can compose one', () => {
    expect(messagesOf(ZInvoiceFilterFormSchema.safeParse({ ...empty, dueFrom: '2026-02-30' }))).toEqual({ dueFrom: 'ERR_COMMON_0002' });
  });
});

describe("the visitor's search", () => {
  const reference = referenceFor(123_456n);
  const form = (values: Partial<TPublicSearchForm>): TPublicSearchForm => ({
    by: 'plate',
    invoiceNo: '',
    plate: '',
    province: '',
    refCode: '',
    ...values,
  });

  it('asks the API for exactly one of invoice number, plate and province, or reference', () => {
    expect(publicSearchOf(form({ by: 'invoiceNo', invoiceNo: ' iv261100000001', plate: 'ignored' }))).toEqual({
      invoiceNo: 'IV261100000001',
    });
    expect(publicSearchOf(form({ plate: ' ฮฮ 12 ', province: '10', invoiceNo: 'ignored' }))).toEqual({ plate: 'ฮฮ 12', province: '10' });
    expect(publicSearchOf(form({ by: 'refCode', refCode: `${reference.slice(0, 4)} ${reference.slice(4)}` }))).toEqual({
      refCode: reference,
    });
  });

  it('needs the plate and its province when searching by plate', () => {
    expect(messagesOf(ZPublicSearchFormSchema.safeParse(form({})))).toEqual({ plate: 'ERR_COMMON_0004', province: 'ERR_COMMON_0004' });
    expect(messagesOf(ZPublicSearchFormSchema.safeParse(form({ plate: 'abc!', province: '10' })))).toEqual({ plate: 'ERR_COMMON_0002' });
    expect(ZPublicSearchFormSchema.safeParse(form({ plate: '1กข 1234', province: '10' })).success).toBe(true);
  });

  it('checks the reference digits before anything is sent: a single wrong digit is refused', () => {
    const wrong = `${reference.slice(0, 17)}${(Number(reference[17]) + 1) % 10}`;
    expect(messagesOf(ZPublicSearchFormSchema.safeParse(form({ by: 'refCode', refCode: wrong })))).toEqual({ refCode: REFERENCE_INVALID });
    expect(messagesOf(ZPublicSearchFormSchema.safeParse(form({ by: 'refCode', refCode: '12345' })))).toEqual({
      refCode: REFERENCE_INVALID,
    });
    expect(messagesOf(ZPublicSearchFormSchema.safeParse(form({ by: 'refCode', refCode: '  ' })))).toEqual({ refCode: 'ERR_COMMON_0004' });
    expect(ZPublicSearchFormSchema.safeParse(form({ by: 'refCode', refCode: reference.replace(/(\d{4})/g, '$1-') })).success).toBe(true);
  });

  it('only checks the fields of the way chosen', () => {
    expect(messagesOf(ZPublicSearchFormSchema.safeParse(form({ by: 'invoiceNo', refCode: 'junk', plate: 'junk' })))).toEqual({
      invoiceNo: 'ERR_COMMON_0004',
    });
  });

  it('reads a reference typed in groups as its digits', () => {
    expect(cleanReference('0000 0000-0012 3456 56')).toBe('000000000012345656');
  });
});

describe('the passage history range', () => {
  it('shows the last thirty days, today included, at first', () => {
    expect(defaultPassageRange('2026-11-16')).toEqual({ from: '2026-10-18', to: '2026-11-16', plate: '' });
  });

  it('needs both dates, in order', () => {
    expect(messagesOf(ZPassageRangeFormSchema.safeParse({ from: '', to: '2026-11-16', plate: '' }))).toEqual({ from: 'ERR_COMMON_0004' });
    expect(messagesOf(ZPassageRangeFormSchema.safeParse({ from: '2026-11-17', to: '2026-11-16', plate: '' }))).toEqual({ to: RANGE_ORDER });
  });
});
