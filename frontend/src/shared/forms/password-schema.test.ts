import { ZChangePasswordSchema, ZSetPinSchema } from '@mflow/contracts/customer/account';
import { ZChangePasswordFormSchema, ZNewPasswordFormSchema, ZPinFormSchema } from './password-schema';

const codes = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('password forms', () => {
  it('ask for a blank new password and its confirmation', () => {
    expect(codes(ZNewPasswordFormSchema.safeParse({ newPassword: '', confirmPassword: '' }))).toEqual([
      'newPassword:ERR_COMMON_0004',
      'confirmPassword:ERR_COMMON_0004',
    ]);
  });

  it('apply the shared password rules: length, upper and lower case, digit, not common', () => {
    expect(codes(ZNewPasswordFormSchema.safeParse({ newPassword: 'Ab1', confirmPassword: 'Ab1' }))).toEqual(['newPassword:ERR_CUST_0001']);
    expect(codes(ZNewPasswordFormSchema.safeParse({ newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' }))).toEqual([
      'newPassword:ERR_CUST_0002',
    ]);
    expect(codes(ZNewPasswordFormSchema.safeParse({ newPassword: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' }))).toEqual([
      'newPassword:ERR_CUST_0003',
    ]);
    expect(codes(ZNewPasswordFormSchema.safeParse({ newPassword: 'Abcdefgh', confirmPassword: 'Abcdefgh' }))).toEqual([
      'newPassword:ERR_CUST_0004',
    ]);
    expect(codes(ZNewPasswordFormSchema.safeParse({ newPassword: 'Password1', confirmPassword: 'Password1' }))).toEqual([
      'newPassword:ERR_CUST_0005',
    ]);
  });

  it('require the confirmation to match', () => {
    expect(codes(ZNewPasswordFormSchema.safeParse({ newPassword: 'Tollway2026', confirmPassword: 'Tollway2025' }))).toEqual([
      'confirmPassword:ERR_CUST_0006',
    ]);
  });

  it('require a new password that differs from the current one, as the API does', () => {
    const same = { currentPassword: 'Tollway2026', newPassword: 'Tollway2026', confirmPassword: 'Tollway2026' };
    expect(codes(ZChangePasswordFormSchema.safeParse(same))).toEqual(['newPassword:ERR_CUST_0007']);
    expect(codes(ZChangePasswordSchema.safeParse(same))).toEqual(['newPassword:ERR_CUST_0007']);
    const good = { currentPassword: 'MflowDemo1', newPassword: 'Tollway2026', confirmPassword: 'Tollway2026' };
    expect(ZChangePasswordFormSchema.safeParse(good).success).toBe(true);
    expect(ZChangePasswordSchema.safeParse(good).success).toBe(true);
  });

  it('require the current password', () => {
    expect(
      codes(ZChangePasswordFormSchema.safeParse({ currentPassword: '', newPassword: 'Tollway2026', confirmPassword: 'Tollway2026' })),
    ).toEqual(['currentPassword:ERR_COMMON_0004']);
  });
});

describe('passcode form', () => {
  it('takes six digits that are not trivial, confirmed', () => {
    expect(codes(ZPinFormSchema.safeParse({ pin: '12345', confirmPin: '12345' }))).toEqual(['pin:ERR_CUST_0035']);
    expect(codes(ZPinFormSchema.safeParse({ pin: '111111', confirmPin: '111111' }))).toEqual(['pin:ERR_CUST_0036']);
    expect(codes(ZPinFormSchema.safeParse({ pin: '482915', confirmPin: '482916' }))).toEqual(['confirmPin:ERR_CUST_0037']);
    expect(ZPinFormSchema.safeParse({ pin: '482915', confirmPin: '482915' }).success).toBe(true);
    expect(ZSetPinSchema.safeParse({ pin: '482915', confirmPin: '482915' }).success).toBe(true);
  });
});
