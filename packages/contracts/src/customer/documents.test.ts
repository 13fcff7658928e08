import { allowedUploadTypes, certificateDateProblem } from './documents';

describe('company certificate date (requirements/constants.md#company-certificate-age: at most 6 months old)', () => {
  it.each([
    ['2026-05-16', undefined],
    ['2026-05-15', 'ERR_CUST_0020'],
    ['2026-11-16', undefined],
    ['2026-11-17', 'ERR_CUST_0044'],
  ])('issued on %s, checked on 2026-11-16: %s', (issuedOn, problem) => {
    expect(certificateDateProblem(issuedOn, '2026-11-16')).toBe(problem);
  });

  it('counts from the last day of a shorter month (31 Aug back to 28 Feb)', () => {
    expect(certificateDateProblem('2026-02-28', '2026-08-31')).toBeUndefined();
    expect(certificateDateProblem('2026-02-27', '2026-08-31')).toBe('ERR_CUST_0020');
  });

  it('leaves a date that is not a date to the date rule', () => {
    expect(certificateDateProblem('2026-02-30', '2026-08-31')).toBeUndefined();
  });
});

describe('upload formats (requirements/accounts.md#uploads)', () => {
  it('takes PDF only for the paper documents', () => {
    expect(allowedUploadTypes('POWER_OF_ATTORNEY')).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
    expect(allowedUploadTypes('VAT_CERTIFICATE')).toContain('application/pdf');
    expect(allowedUploadTypes('ID_CARD_FRONT')).toEqual(['image/jpeg', 'image/png']);
    expect(allowedUploadTypes('PROFILE')).toEqual(['image/jpeg', 'image/png']);
    expect(allowedUploadTypes(undefined)).toEqual(['image/jpeg', 'image/png']);
  });
});
