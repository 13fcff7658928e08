/** requirements/accounts.md#identifier-formats: a Thai mobile number, 10 digits starting 06, 08 or 09. */
const THAI_MOBILE = /^0[689]\d{8}$/;

/**
 * One spelling per address, so that what is stored, looked up and compared agrees: e-mail
 * addresses trimmed and in lower case, phone numbers without the spaces and dashes of 0XX-XXX-XXXX.
 */
export function normaliseContact(contact: string): string {
  const trimmed = contact.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s-]/g, '');
}

export function isThaiMobile(normalised: string): boolean {
  return THAI_MOBILE.test(normalised);
}
