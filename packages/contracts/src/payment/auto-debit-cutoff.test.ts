import { autoDebitPosting, autoDebitRunOf, DAILY_RUN_HOURS } from './auto-debit-cutoff';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('the card run', () => {
  it('posts the same day up to 17:59:59 Bangkok and the next day from 18:00:00', () => {
    expect(autoDebitPosting('CARD', utc('2027-01-15T10:59:59'))).toEqual({ closed: false, postingDate: '2027-01-15' });
    expect(autoDebitPosting('CARD', utc('2027-01-15T11:00:00'))).toEqual({ closed: false, postingDate: '2027-01-16' });
  });

  it('sends nothing from the 23:00:00 limit to midnight, and opens again at 00:00:00', () => {
    expect(autoDebitPosting('CARD', utc('2027-01-15T15:59:59'))).toEqual({ closed: false, postingDate: '2027-01-16' });
    expect(autoDebitPosting('CARD', utc('2027-01-15T16:00:00'))).toEqual({ closed: true });
    expect(autoDebitPosting('CARD', utc('2027-01-15T16:59:59'))).toEqual({ closed: true });
    expect(autoDebitPosting('CARD', utc('2027-01-15T17:00:00'))).toEqual({ closed: false, postingDate: '2027-01-16' });
  });

  it('posts a charge at the end of a month in the next month', () => {
    expect(autoDebitPosting('CARD', utc('2027-01-31T11:00:00'))).toEqual({ closed: false, postingDate: '2027-02-01' });
  });
});

describe('bank direct debit', () => {
  it('is recognised the same day up to 20:59:59 Bangkok and on day 2 from 21:00:00', () => {
    expect(autoDebitPosting('BANK_DEBIT', utc('2027-01-15T13:59:59'))).toEqual({ closed: false, postingDate: '2027-01-15' });
    expect(autoDebitPosting('BANK_DEBIT', utc('2027-01-15T14:00:00'))).toEqual({ closed: false, postingDate: '2027-01-16' });
    expect(autoDebitPosting('BANK_DEBIT', utc('2027-01-15T16:59:59'))).toEqual({ closed: false, postingDate: '2027-01-16' });
  });
});

describe('the other channels', () => {
  it('post when charged, at any hour', () => {
    expect(autoDebitRunOf('MPASS')).toBe('IMMEDIATE');
    expect(autoDebitPosting('IMMEDIATE', utc('2027-01-15T16:30:00'))).toEqual({ closed: false, postingDate: '2027-01-15' });
  });
});

it('schedules each daily run inside its window', () => {
  expect(DAILY_RUN_HOURS).toEqual({ CARD: 17, BANK_DEBIT: 20 });
});
