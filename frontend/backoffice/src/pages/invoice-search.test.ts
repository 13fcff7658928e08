import { invoiceSearchParams } from '../api/billing-api';
import { formOfParams, searchOfForm, searchOfParams, ZInvoiceSearchFormSchema } from './invoice-search';

const CUSTOMER_ID = '3f2b8c1e-5d4a-4c3b-9a2e-1f0e9d8c7b6a';

const problems = (form: Record<string, string>) => {
  const parsed = ZInvoiceSearchFormSchema.safeParse({ by: 'customer', customerId: '', plate: '', province: '', ...form });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('invoice search form', () => {
  it('needs a customer id shaped as the API takes it, not a reference code or an e-mail', () => {
    expect(problems({ by: 'customer' })).toEqual({ customerId: 'invoices.search.customerId.required' });
    expect(problems({ by: 'customer', customerId: 'RDEMO00001' })).toEqual({ customerId: 'invoices.search.customerId.invalid' });
    expect(problems({ by: 'customer', customerId: 'somchai@mflow.local' })).toEqual({ customerId: 'invoices.search.customerId.invalid' });
    expect(problems({ by: 'customer', customerId: ` ${CUSTOMER_ID} ` })).toEqual({});
  });

  it('needs both the plate and its province to search by plate, and ignores the customer field then', () => {
    expect(problems({ by: 'plate', customerId: 'left over' })).toEqual({
      plate: 'invoices.search.plate.required',
      province: 'invoices.search.province.required',
    });
    expect(problems({ by: 'plate', plate: '1กข 1234', province: '' })).toEqual({ province: 'invoices.search.province.required' });
    expect(problems({ by: 'plate', plate: 'x'.repeat(21), province: '10' })).toEqual({ plate: 'invoices.search.plate.tooLong' });
    expect(problems({ by: 'plate', plate: '1กข 1234', province: '10' })).toEqual({});
  });

  it('asks for one kind of search only, trimmed', () => {
    const form = ZInvoiceSearchFormSchema.parse({ by: 'plate', customerId: CUSTOMER_ID, plate: ' 1กข 1234 ', province: '10' });
    expect(searchOfForm(form)).toEqual({ by: 'plate', plate: '1กข 1234', province: '10' });
    expect(invoiceSearchParams(searchOfForm(form)).toString()).toBe(new URLSearchParams({ plate: '1กข 1234', province: '10' }).toString());
  });

  it('round-trips a search through the page address', () => {
    for (const search of [
      { by: 'customer', customerId: CUSTOMER_ID } as const,
      { by: 'plate', plate: '1กข 1234', province: '10' } as const,
    ]) {
      expect(searchOfParams(invoiceSearchParams(search))).toEqual(search);
    }
  });

  it('runs no search for an empty or incomplete address, but keeps what it holds in the form', () => {
    expect(searchOfParams(new URLSearchParams())).toBeUndefined();
    expect(searchOfParams(new URLSearchParams({ plate: '1กข 1234' }))).toBeUndefined();
    expect(formOfParams(new URLSearchParams({ plate: '1กข 1234' }))).toEqual({
      by: 'plate',
      customerId: '',
      plate: '1กข 1234',
      province: '',
    });
    expect(formOfParams(new URLSearchParams({ customerId: 'RDEMO00001' })).by).toBe('customer');
  });
});
