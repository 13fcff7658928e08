import { createMemoryStore } from '@mflow/ui/storage/browser-storage';
import { displayNameOf, isCompany, rememberCustomer, rememberSignIn } from './customer';

describe('customer display', () => {
  it('names an individual by first and last name', () => {
    expect(
      displayNameOf({ customerId: 'C1', customerType: 'Individual', firstName: 'Somchai', lastName: 'Jaidee', companyName: 'x' }),
    ).toBe('Somchai Jaidee');
  });

  it('names a company by its company name', () => {
    expect(
      displayNameOf({ customerId: 'C2', customerType: 'Juristic', firstName: 'Somchai', companyName: 'Siam Logistics Co., Ltd.' }),
    ).toBe('Siam Logistics Co., Ltd.');
  });

  it('tells a company member, of any juristic type, from an individual', () => {
    expect(isCompany({ customerType: 'COMPANY_LIMITED' })).toBe(true);
    expect(isCompany({ customerType: 'Individual' })).toBe(false);
  });

  it('stores the customer values with point 0 by default and the profile picture when there is one', () => {
    const store = createMemoryStore();
    rememberCustomer(store, {
      customerId: 'C1',
      customerType: 'Individual',
      firstName: 'Somchai',
      lastName: 'Jaidee',
      email: 'somchai@example.com',
      attachments: [
        { type: 'ID_CARD', file: 'f-1' },
        { type: 'PROFILE', file: 'f-2' },
      ],
    });
    expect(store.snapshot()).toEqual({
      customerId: 'C1',
      accountType: 'Individual',
      displayName: 'Somchai Jaidee',
      point: '0',
      email: 'somchai@example.com',
      profileImage: 'f-2',
    });
  });

  it('stores the sign-in values of requirements/portal-shell.md#stored-values, with no profile image when the stock avatar is meant', () => {
    const store = createMemoryStore({ profileImage: 'old.png', tokenExpired: 'true', rememberUsername: 'somchai@example.com' });
    rememberSignIn(store, {
      token: 'jwt',
      customerId: 'C1',
      email: 'somchai@example.com',
      displayName: 'สมชาย ใจดี',
      customerType: 'Individual',
      point: 0,
      profileImage: null,
    });
    expect(store.snapshot()).toEqual({
      accessToken: 'jwt',
      customerId: 'C1',
      accountType: 'Individual',
      displayName: 'สมชาย ใจดี',
      point: '0',
      email: 'somchai@example.com',
      rememberUsername: 'somchai@example.com',
    });
  });
});
