import { INVALID, REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { ZReprintFormSchema } from './reprint-form';

const messagesOf = (values: object) => {
  const parsed = ZReprintFormSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the reprint form', () => {
  it('needs the invoice number, the plate and its province', () => {
    expect(messagesOf({ invoiceNo: ' ', plate: '', province: '' })).toEqual({ invoiceNo: REQUIRED, plate: REQUIRED, province: REQUIRED });
  });

  it('refuses an invoice number longer than any the API issues', () => {
    expect(messagesOf({ invoiceNo: 'X'.repeat(21), plate: 'กข 1234', province: '10' })).toEqual({ invoiceNo: INVALID });
  });

  it('sends the fields trimmed', () => {
    expect(ZReprintFormSchema.parse({ invoiceNo: ' INV1 ', plate: ' กข 1234 ', province: '10' })).toEqual({
      invoiceNo: 'INV1',
      plate: 'กข 1234',
      province: '10',
    });
  });
});
