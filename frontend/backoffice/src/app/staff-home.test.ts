import { homePathFor } from './staff-home';

describe('the first page of a staff member', () => {
  it('is the first part of the menu their roles allow', () => {
    expect(homePathFor(['APPROVER'])).toBe('/registrations');
    expect(homePathFor(['TRAINER', 'APPROVER'])).toBe('/registrations');
    expect(homePathFor(['CALL_CENTRE'])).toBe('/customers');
    expect(homePathFor(['CONTENT_EDITOR'])).toBe('/content/news');
    expect(homePathFor(['OPERATIONS', 'ADMIN'])).toBe('/settings');
    expect(homePathFor(['ADMIN'])).toBe('/staff');
    expect(homePathFor(['TRAINER'])).toBe('/console');
    expect(homePathFor(['CASE_OFFICER'])).toBe('/cases');
    expect(homePathFor(['CASE_SUPERVISOR', 'ADMIN'])).toBe('/cases');
  });

  it('is a page of its own for an account without a back-office role', () => {
    expect(homePathFor([])).toBe('/welcome');
  });
});
