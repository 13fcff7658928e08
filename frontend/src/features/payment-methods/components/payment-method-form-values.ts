import type { TMasterItem } from '@mflow/contracts/master/master.contract';
import type { TPaymentMethodKind } from '@mflow/contracts/payment/payment-method-kinds';
import { PAYMENT_METHOD_RULE_TEXTS, type TPaymentMethodRuleCode } from '@mflow/contracts/payment/payment-method-rule-texts';
import { bankAccountProblem, cardExpiryProblem } from '@mflow/contracts/payment/payment-method-rules';
import { ZPaymentMethodFormSchema, type TPaymentMethodForm } from '@mflow/contracts/payment/payment-method.contract';

/** The add form as react-hook-form holds it: every field of every kind, as typed. */
export type TPaymentMethodFormValues = {
  kind: TPaymentMethodKind;
  brand: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  holderName: string;
  bankCode: string;
  accountNumber: string;
  mobile: string;
  tagNumber: string;
  chipSerial: string;
  holderId: string;
  officeNumber: string;
  debitMode: string;
};

export const EMPTY_FORM: TPaymentMethodFormValues = {
  kind: 'CARD',
  brand: '',
  number: '',
  expiryMonth: '',
  expiryYear: '',
  cvv: '',
  holderName: '',
  bankCode: '',
  accountNumber: '',
  mobile: '',
  tagNumber: '',
  chipSerial: '',
  holderId: '',
  officeNumber: '',
  debitMode: 'AUTOMATIC',
};

const FIELDS_OF_KIND: Record<TPaymentMethodKind, readonly (keyof TPaymentMethodFormValues)[]> = {
  CARD: ['brand', 'number', 'expiryMonth', 'expiryYear', 'cvv', 'holderName', 'debitMode'],
  BANK_DEBIT: ['bankCode', 'accountNumber', 'debitMode'],
  REQUEST_TO_PAY: ['mobile', 'debitMode'],
  QR: [],
  MPASS: ['tagNumber', 'chipSerial', 'holderId', 'officeNumber', 'debitMode'],
  EASYPASS: ['tagNumber', 'chipSerial', 'holderId', 'officeNumber', 'debitMode'],
  MFLOW: [],
};

/** What the API takes of the form: the chosen kind's fields only, blank ones left out so "required" speaks. */
export function toFormBody(values: TPaymentMethodFormValues): Record<string, string> {
  const body: Record<string, string> = { kind: values.kind };
  for (const field of FIELDS_OF_KIND[values.kind]) if (values[field].trim() !== '') body[field] = values[field];
  return body;
}

/** The portal's message id of each shared payment-method rule's code, worded as the contract's texts (a test holds them equal). */
export function paymentRuleMessageId(code: TPaymentMethodRuleCode): string {
  return `paymentRule.pay${code.slice(-4)}`;
}

/** A rule's answer as the field message shows it: payment-method codes become their message id, others pass unchanged. */
export function paymentMessage(message: string): string {
  return Object.hasOwn(PAYMENT_METHOD_RULE_TEXTS, message) ? paymentRuleMessageId(message as TPaymentMethodRuleCode) : message;
}

export type TFieldProblems = Partial<Record<keyof TPaymentMethodFormValues, string>>;

/**
 * Every problem of the form, by field, as message ids or codes: the contract's schema, then the
 * rules that need the time (card expiry, by the server-synchronised clock) or the bank list
 * (the designated bank, its account length). The first problem of a field is the one shown.
 */
export function formProblems(
  values: TPaymentMethodFormValues,
  context: { now: Date; banks: TMasterItem[] | undefined },
): { form?: TPaymentMethodForm; problems: TFieldProblems } {
  const problems: TFieldProblems = {};
  const note = (field: string, code: string) => {
    const key = field as keyof TPaymentMethodFormValues;
    problems[key] ??= paymentMessage(code);
  };
  const parsed = ZPaymentMethodFormSchema.safeParse(toFormBody(values));
  if (!parsed.success) for (const issue of parsed.error.issues) note(String(issue.path[0] ?? 'kind'), issue.message);
  if (values.kind === 'CARD') {
    const expired = cardExpiryProblem(values.expiryMonth.trim(), values.expiryYear.trim(), context.now);
    if (expired) note('expiryYear', expired);
  }
  if (values.kind === 'BANK_DEBIT' && values.bankCode !== '' && context.banks) {
    const bank = context.banks.find((item) => item.code === values.bankCode);
    const lengths = Array.isArray(bank?.extra?.accountLengths) ? (bank.extra.accountLengths as number[]) : [];
    const problem = bankAccountProblem(values.accountNumber.trim(), lengths);
    if (problem) note('accountNumber', problem);
  }
  return Object.keys(problems).length === 0 && parsed.success ? { form: parsed.data, problems } : { problems };
}

/** requirements/payment-methods.md#bank-account-rules: direct debit is offered for the designated bank only (master list `banks`, directDebit). */
export function directDebitBanks(banks: TMasterItem[] | undefined): TMasterItem[] {
  return (banks ?? []).filter((bank) => bank.extra?.directDebit === true);
}

/** A code as the last segment of a message id: VISA_DEBIT → visaDebit. */
export function codeKey(code: string): string {
  return code.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}
