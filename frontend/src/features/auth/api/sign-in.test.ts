import { basicAuthorization, isValidIdentifier, normaliseIdentifier, signInHeaders, signInTypeOf } from './sign-in';

describe('sign-in identifiers', () => {
  it('takes an identifier with an @ for an e-mail address and anything else for a mobile number', () => {
    expect(signInTypeOf('somchai@mflow.local')).toBe('EMAIL');
    expect(signInTypeOf('081-234-5678')).toBe('PHONE');
  });

  it('sends a mobile number without the dashes it is shown with', () => {
    expect(normaliseIdentifier('081-234-5678')).toBe('0812345678');
    expect(normaliseIdentifier('  somchai@mflow.local ')).toBe('somchai@mflow.local');
  });

  it('accepts only a valid e-mail address or Thai mobile number', () => {
    expect(isValidIdentifier('somchai@mflow.local')).toBe(true);
    expect(isValidIdentifier('081 234 5678')).toBe(true);
    expect(isValidIdentifier('somchai@')).toBe(false);
    expect(isValidIdentifier('0212345678')).toBe(false);
  });
});

describe('sign-in headers', () => {
  it('encode the credentials as Basic in UTF-8, with the type header', () => {
    expect(basicAuthorization('a@b.co', 'รหัส1A')).toBe(`Basic ${Buffer.from('a@b.co:รหัส1A', 'utf8').toString('base64')}`);
    expect(signInHeaders('081-234-5678', 'MflowDemo1')).toEqual({
      Authorization: `Basic ${Buffer.from('0812345678:MflowDemo1').toString('base64')}`,
      type: 'PHONE',
    });
  });
});
