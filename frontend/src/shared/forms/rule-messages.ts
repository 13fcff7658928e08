/**
 * The shared rules (@mflow/contracts/rules) answer with error catalogue codes; each code has a
 * message here, worded as the contract's RULE_TEXTS word it.
 * `{field}` is filled with the label of the field the message sits under.
 */
export const RULE_MESSAGES = {
  ERR_COMMON_0002: 'rule.invalid',
  ERR_COMMON_0004: 'rule.required',
  ERR_CUST_0001: 'rule.passwordLength',
  ERR_CUST_0002: 'rule.passwordUppercase',
  ERR_CUST_0003: 'rule.passwordLowercase',
  ERR_CUST_0004: 'rule.passwordDigit',
  ERR_CUST_0005: 'rule.passwordCommon',
  ERR_CUST_0006: 'rule.passwordConfirmation',
  ERR_CUST_0007: 'rule.passwordSame',
  ERR_CUST_0008: 'rule.nationalIdLength',
  ERR_CUST_0009: 'rule.nationalIdCheckDigit',
  ERR_CUST_0010: 'rule.laserCode',
  ERR_CUST_0011: 'rule.passport',
  ERR_CUST_0012: 'rule.juristicIdLength',
  ERR_CUST_0013: 'rule.juristicIdCheckDigit',
  ERR_CUST_0014: 'rule.companyPhone',
  ERR_CUST_0015: 'rule.mobile',
  ERR_CUST_0016: 'rule.postalCode',
  ERR_CUST_0017: 'rule.email',
  ERR_CUST_0018: 'rule.houseNumber',
  ERR_CUST_0019: 'rule.date',
  ERR_CUST_0020: 'rule.certificateAge',
  ERR_CUST_0021: 'rule.name',
  ERR_CUST_0022: 'rule.juristicTypeOther',
  ERR_CUST_0023: 'rule.documentRequired',
  ERR_CUST_0024: 'rule.documentNotForThis',
  ERR_CUST_0025: 'rule.documentTwice',
  ERR_CUST_0035: 'rule.pinFormat',
  ERR_CUST_0036: 'rule.pinTrivial',
  ERR_CUST_0037: 'rule.pinConfirmation',
  ERR_CUST_0043: 'rule.acceptTerms',
  ERR_CUST_0044: 'rule.futureDate',
  ERR_CUST_0045: 'rule.branchCode',
} as const;

export type RuleCode = keyof typeof RULE_MESSAGES;

/**
 * The message id for a rule's answer: a catalogue code's message, a portal message id as it is
 * (for the few checks only the portal makes), and zod's own wording (a rule without a code) as "invalid".
 */
export function ruleMessageId(message: string | undefined): string {
  if (message !== undefined && Object.hasOwn(RULE_MESSAGES, message)) return RULE_MESSAGES[message as RuleCode];
  if (message !== undefined && /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/.test(message)) return message;
  return RULE_MESSAGES.ERR_COMMON_0002;
}
