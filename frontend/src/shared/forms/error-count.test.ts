import { countErrors } from './error-count';

describe('countErrors', () => {
  it('counts every field with a message, however deeply nested', () => {
    expect(
      countErrors({
        email: { type: 'custom', message: 'ERR_CUST_0017' },
        addresses: {
          registration: {
            houseNumber: { type: 'custom', message: 'ERR_COMMON_0004' },
            postalCode: { type: 'custom', message: 'ERR_CUST_0016' },
          },
        },
      }),
    ).toBe(3);
  });

  it('counts nothing for no errors', () => {
    expect(countErrors({})).toBe(0);
    expect(countErrors(undefined)).toBe(0);
  });
});
