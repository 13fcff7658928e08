import type { TSignInType } from '@mflow/contracts/auth/auth.contract';
import { ZEmailSchema, ZMobileSchema } from '@mflow/contracts/rules/contact';
import { stripSeparators } from '../../../shared/forms/form-rules';

/** An identifier with an @ is an e-mail address; anything else is taken for a mobile number. */
export function signInTypeOf(identifier: string): TSignInType {
  return identifier.includes('@') ? 'EMAIL' : 'PHONE';
}

/** The identifier as the server keys it: a trimmed e-mail address, or the mobile's digits without 0XX-XXX-XXXX dashes. */
export function normaliseIdentifier(identifier: string, type: TSignInType = signInTypeOf(identifier)): string {
  return type === 'EMAIL' ? identifier.trim() : stripSeparators(identifier);
}

/** Whether the identifier is a well-formed e-mail address or Thai mobile number (requirements/error-messages.md#validation-messages: check the phone or e-mail). */
export function isValidIdentifier(identifier: string, type: TSignInType = signInTypeOf(identifier)): boolean {
  const value = normaliseIdentifier(identifier, type);
  return type === 'EMAIL' ? ZEmailSchema.safeParse(value).success : ZMobileSchema.safeParse(value).success;
}

/** `Basic base64(identifier:password)`, the password in UTF-8 so Thai characters survive. */
export function basicAuthorization(identifier: string, password: string): string {
  const bytes = new TextEncoder().encode(`${identifier}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** The headers of the sign-in call (requirements/wire-contract.md#calls: a Basic authorization header and a type header). */
export function signInHeaders(identifier: string, password: string): Record<string, string> {
  const type = signInTypeOf(identifier);
  return { Authorization: basicAuthorization(normaliseIdentifier(identifier, type), password), type };
}
