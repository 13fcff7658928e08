import { contactRequestOf, ZContactFormSchema } from './contact-form';

const filled = {
  name: ' Somchai ',
  email: 'somchai@example.com',
  phone: '081-234-5678',
  topic: 'BILLING',
  message: 'A question about my invoice',
};

describe('the contact form', () => {
  it('turns a filled form into the API body, the phone without dashes', () => {
    const parsed = ZContactFormSchema.parse(filled);
    expect(contactRequestOf(parsed)).toEqual({
      name: 'Somchai',
      email: 'somchai@example.com',
      phone: '0812345678',
      topic: 'BILLING',
      message: 'A question about my invoice',
    });
  });

  it('leaves an empty phone out', () => {
    expect(contactRequestOf(ZContactFormSchema.parse({ ...filled, phone: ' ' }))).not.toHaveProperty('phone');
  });

  it('names each field that is wrong with its message', () => {
    const result = ZContactFormSchema.safeParse({ name: '', email: 'nope', phone: '12', topic: '', message: 'short' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'ERR_COMMON_0004',
      email: 'contact.form.email',
      phone: 'contact.form.phone',
      topic: 'ERR_COMMON_0004',
      message: 'contact.form.messageShort',
    });
  });
});
