import { z } from 'zod';
import type { InvoiceSearch } from '../api/billing-api';

/** The server's limit on a plate in the look-up (ZStaffInvoiceQuerySchema). */
export const PLATE_MAX = 20;

/**
 * The look-up form. The staff API finds a customer by id only (there is no search by e-mail or
 * reference code yet), so the customer field takes the id; the registration page links here with it.
 */
export const ZInvoiceSearchFormSchema = z
  .object({
    by: z.enum(['customer', 'plate']),
    customerId: z.string().trim(),
    plate: z.string().trim(),
    province: z.string(),
  })
  .superRefine((form, context) => {
    if (form.by === 'customer') {
      if (form.customerId === '')
        context.addIssue({ code: 'custom', path: ['customerId'], message: 'invoices.search.customerId.required' });
      else if (!z.uuid().safeParse(form.customerId).success)
        context.addIssue({ code: 'custom', path: ['customerId'], message: 'invoices.search.customerId.invalid' });
      return;
    }
    if (form.plate === '') context.addIssue({ code: 'custom', path: ['plate'], message: 'invoices.search.plate.required' });
    else if (form.plate.length > PLATE_MAX) context.addIssue({ code: 'custom', path: ['plate'], message: 'invoices.search.plate.tooLong' });
    if (form.province === '') context.addIssue({ code: 'custom', path: ['province'], message: 'invoices.search.province.required' });
  });

export type TInvoiceSearchForm = z.infer<typeof ZInvoiceSearchFormSchema>;

/** The search a valid form asks for; the other mode's fields are ignored. */
export function searchOfForm(form: TInvoiceSearchForm): InvoiceSearch {
  return form.by === 'customer'
    ? { by: 'customer', customerId: form.customerId }
    : { by: 'plate', plate: form.plate, province: form.province };
}

/** The search in the page's address, when it holds a complete and valid one. */
export function searchOfParams(params: URLSearchParams): InvoiceSearch | undefined {
  const parsed = ZInvoiceSearchFormSchema.safeParse(formOfParams(params));
  return parsed.success ? searchOfForm(parsed.data) : undefined;
}

/** The form as the address fills it in: by plate when it names a plate or a province, else by customer. */
export function formOfParams(params: URLSearchParams): TInvoiceSearchForm {
  const plate = params.get('plate') ?? '';
  const province = params.get('province') ?? '';
  return { by: plate || province ? 'plate' : 'customer', customerId: params.get('customerId') ?? '', plate, province };
}
