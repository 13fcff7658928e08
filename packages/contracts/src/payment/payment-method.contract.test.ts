import { ZPaymentMethodCreateRequestSchema, ZPaymentMethodFormSchema } from './payment-method.contract';

function issuesOf(value: unknown): Record<string, string[]> {
  const result = ZPaymentMethodCreateRequestSchema.safeParse(value);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues) (issues[issue.path.join('.')] ??= []).push(issue.message);
  return issues;
}

const card = {
  kind: 'CARD',
  brand: 'VISA',
  number: '4111 1111 1111 1111',
  expiryMonth: '06',
  expiryYear: '2029',
  cvv: '123',
  holderName: 'SOMCHAI JAIDEE',
  verificationToken: 'token',
};

describe('the payment-method request', () => {
  it('takes a card, keeps the number as digits and defaults the debit mode', () => {
    const parsed = ZPaymentMethodCreateRequestSchema.parse(card);
    expect(parsed).toMatchObject({ kind: 'CARD', number: '4111111111111111', debitMode: 'AUTOMATIC' });
  });

  it('answers each wrong card field with its own code', () => {
    expect(issuesOf({ ...card, number: '4111 1111 1111 111', expiryMonth: '6', expiryYear: '29', cvv: '12', holderName: 'A' })).toEqual({
      number: ['ERR_PAY_0001'],
      expiryMonth: ['ERR_PAY_0004'],
      expiryYear: ['ERR_PAY_0005'],
      cvv: ['ERR_PAY_0007'],
      holderName: ['ERR_PAY_0008'],
    });
  });

  it('refuses a number of another card type and a wrong check digit', () => {
    expect(issuesOf({ ...card, brand: 'JCB' })).toEqual({ number: ['ERR_PAY_0002'] });
    expect(issuesOf({ ...card, number: '4111111111111112' })).toEqual({ number: ['ERR_PAY_0003'] });
  });

  it('takes QR with no fields, and refuses a field QR does not have', () => {
    expect(issuesOf({ kind: 'QR', verificationToken: 'token' })).toEqual({});
    expect(Object.keys(issuesOf({ kind: 'QR', mobile: '0812345678', verificationToken: 'token' }))).toEqual(['']);
  });

  it('checks the tag fields', () => {
    const tag = {
      kind: 'EASYPASS',
      tagNumber: '1234567890',
      chipSerial: 'CHIP0001',
      holderId: '1101700230708',
      officeNumber: '00001',
      verificationToken: 'token',
    };
    expect(issuesOf(tag)).toEqual({});
    expect(issuesOf({ ...tag, tagNumber: '1234567890123456789', officeNumber: '0001' })).toEqual({
      tagNumber: ['ERR_PAY_0012'],
      officeNumber: ['ERR_PAY_0013'],
    });
    expect(issuesOf({ ...tag, kind: 'MPASS', tagNumber: '1234567890123456789' })).toEqual({});
  });

  it('needs the OTP proof, which the form leaves out', () => {
    const { verificationToken: _token, ...form } = card;
    expect(issuesOf(form)).toEqual({ verificationToken: ['ERR_COMMON_0004'] });
    expect(ZPaymentMethodFormSchema.safeParse(form).success).toBe(true);
  });

  it('refuses a kind it does not know', () => {
    expect(ZPaymentMethodCreateRequestSchema.safeParse({ kind: 'CASH', verificationToken: 'token' }).success).toBe(false);
  });
});
