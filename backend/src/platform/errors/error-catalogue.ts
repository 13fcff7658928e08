/**
 * Every error the API can answer with, its HTTP status and its text in both languages. The codes
 * are known at compile time; the texts are handed over once, where the app is wired.
 */
import type { TPaymentMethodRuleCode } from '@mflow/contracts/payment/payment-method-rule-texts';
import type { TRuleTextCode } from '@mflow/contracts/rules/rule-texts';
import type { TOLL_RULE_TEXTS } from '@mflow/contracts/toll/toll-rule-texts';
import type { TVehicleRuleCode } from '@mflow/contracts/vehicle/vehicle-rule-texts';

/**
 * Every code the API can answer with, as one literal union, so a misspelled code fails to compile
 * in every program that holds backend code: `tsc -p frontend` compiles the benchmarks too, which
 * reach services through the seed's demo accounts without the app's wiring. The platform lists
 * the codes by name; each module keeps their texts beside it (`*.messages.ts`, typed so that it
 * holds no code missing here), and the wiring merges the texts (backend/src/error-catalogue.ts,
 * which fails to compile when a code here has none). docs/decisions/0034-error-catalogue-at-the-top.md
 */
export type TErrorCode =
  // the shared rules' codes, whose texts the contract package keeps
  | TRuleTextCode
  | TVehicleRuleCode
  | keyof typeof TOLL_RULE_TEXTS
  | TPaymentMethodRuleCode
  // platform/errors/platform.messages.ts
  | 'ERR_COMMON_0001'
  | 'ERR_COMMON_0003'
  | 'ERR_COMMON_0005'
  | 'ERR_COMMON_0006'
  | 'ERR_COMMON_0007'
  | 'ERR_COMMON_0404'
  | 'ERR_COMMON_0405'
  | 'ERR_COMMON_0429'
  | 'ERR_COMMON_0500'
  | 'ERR_COMMON_0503'
  | 'ERR_AUTH_0001'
  | 'ERR_AUTH_0002'
  | 'ERR_AUTH_0003'
  | 'ERR_AUTH_0004'
  | 'ERR_AUTH_0005'
  | 'ERR_AUTH_0015'
  | 'ERR_FILE_0008'
  | 'ERR_FILE_0009'
  | 'ERR_SIM_0001'
  | 'ERR_SIM_0002'
  | 'ERR_SIM_0003'
  // services/master/master.messages.ts
  | 'ERR_MASTER_0001'
  | 'ERR_MASTER_0002'
  // services/auth/auth.messages.ts
  | 'ERR_AUTH_0020'
  | 'ERR_AUTH_0021'
  | 'ERR_AUTH_0022'
  | 'ERR_AUTH_0023'
  | 'ERR_AUTH_0024'
  | 'ERR_AUTH_0025'
  | 'ERR_AUTH_0026'
  // services/staff/staff.messages.ts
  | 'ERR_AUTH_0027'
  | 'ERR_STAFF_0003'
  | 'ERR_STAFF_0004'
  | 'ERR_STAFF_0005'
  | 'ERR_STAFF_0006'
  | 'ERR_STAFF_0007'
  | 'ERR_STAFF_0008'
  | 'ERR_STAFF_0009'
  // services/backoffice/backoffice.messages.ts
  | 'ERR_STAFF_0010'
  | 'ERR_STAFF_0011'
  // services/customer/customer.messages.ts
  | 'ERR_CUST_0026'
  | 'ERR_CUST_0027'
  | 'ERR_CUST_0028'
  | 'ERR_CUST_0029'
  | 'ERR_CUST_0030'
  | 'ERR_CUST_0031'
  | 'ERR_CUST_0033'
  | 'ERR_CUST_0034'
  | 'ERR_CUST_0038'
  | 'ERR_CUST_0039'
  | 'ERR_CUST_0040'
  | 'ERR_CUST_0041'
  | 'ERR_CUST_0042'
  | 'ERR_CUST_0046'
  | 'ERR_CUST_0047'
  // services/registration/registration.messages.ts
  | 'ERR_CUST_0048'
  | 'ERR_CUST_0032'
  | 'ERR_STAFF_0001'
  | 'ERR_STAFF_0002'
  // services/registry/registry.messages.ts
  | 'ERR_REG_0001'
  | 'ERR_REG_0002'
  | 'ERR_REG_0003'
  | 'ERR_REG_0004'
  | 'ERR_REG_0005'
  // services/otp/otp.messages.ts
  | 'ERR_OTP_0001'
  | 'ERR_OTP_0002'
  | 'ERR_OTP_0003'
  | 'ERR_OTP_0004'
  | 'ERR_OTP_0005'
  | 'ERR_OTP_0006'
  | 'ERR_OTP_0007'
  | 'ERR_OTP_0008'
  | 'ERR_OTP_0009'
  | 'ERR_OTP_0010'
  | 'ERR_OTP_0011'
  | 'ERR_OTP_0012'
  | 'ERR_OTP_0013'
  | 'ERR_OTP_0014'
  | 'ERR_OTP_0015'
  | 'ERR_OTP_0016'
  // services/notification/notification.messages.ts
  | 'ERR_NOTI_0001'
  | 'ERR_NOTI_0002'
  // services/file/file.messages.ts
  | 'ERR_FILE_0001'
  | 'ERR_FILE_0002'
  | 'ERR_FILE_0003'
  | 'ERR_FILE_0004'
  | 'ERR_FILE_0005'
  | 'ERR_FILE_0006'
  | 'ERR_FILE_0007'
  | 'ERR_FILE_0010'
  | 'ERR_FILE_0011'
  | 'ERR_FILE_0012'
  | 'ERR_FILE_0013'
  // services/vehicle/vehicle.messages.ts
  | 'ERR_VEH_0020'
  | 'ERR_VEH_0021'
  | 'ERR_VEH_0022'
  | 'ERR_VEH_0023'
  | 'ERR_VEH_0024'
  | 'ERR_VEH_0025'
  | 'ERR_VEH_0026'
  | 'ERR_VEH_0027'
  | 'ERR_VEH_0028'
  | 'ERR_VEH_0029'
  | 'ERR_VEH_0030'
  | 'ERR_VEH_0031'
  | 'ERR_VEH_0032'
  | 'ERR_VEH_0033'
  | 'ERR_VEH_0034'
  | 'ERR_VEH_0035'
  | 'ERR_VEH_0036'
  // services/toll/toll.messages.ts
  | 'ERR_TOLL_0003'
  | 'ERR_TOLL_0004'
  | 'ERR_TOLL_0005'
  | 'ERR_TOLL_0006'
  | 'ERR_TOLL_0007'
  | 'ERR_TOLL_0008'
  // services/billing/billing.messages.ts
  | 'ERR_BILL_0001'
  | 'ERR_BILL_0002'
  | 'ERR_BILL_0003'
  | 'ERR_BILL_0004'
  | 'ERR_BILL_0005'
  | 'ERR_BILL_0006'
  | 'ERR_BILL_0007'
  | 'ERR_BILL_0008'
  // services/billing/notices/notices.messages.ts
  | 'ERR_BILL_0101'
  | 'ERR_BILL_0102'
  // services/gateway/gateway.messages.ts
  | 'ERR_GW_0001'
  | 'ERR_GW_0002'
  | 'ERR_GW_0003'
  | 'ERR_GW_0004'
  | 'ERR_GW_0005'
  | 'ERR_GW_0006'
  | 'ERR_GW_0007'
  | 'ERR_GW_0008'
  | 'ERR_GW_0009'
  | 'ERR_GW_0010'
  | 'ERR_GW_0011'
  | 'ERR_GW_0012'
  | 'ERR_GW_0013'
  | 'ERR_GW_0014'
  | 'ERR_GW_0015'
  // services/payment/methods/payment-method.messages.ts
  | 'ERR_PAY_0020'
  | 'ERR_PAY_0021'
  | 'ERR_PAY_0022'
  | 'ERR_PAY_0023'
  | 'ERR_PAY_0024'
  | 'ERR_PAY_0025'
  | 'ERR_PAY_0026'
  | 'ERR_PAY_0027'
  // services/payment/payments/payments.messages.ts
  | 'ERR_PAY_0101'
  | 'ERR_PAY_0102'
  | 'ERR_PAY_0103'
  | 'ERR_PAY_0104'
  | 'ERR_PAY_0105'
  | 'ERR_PAY_0106'
  | 'ERR_PAY_0107'
  | 'ERR_PAY_0108'
  | 'ERR_PAY_0109'
  | 'ERR_PAY_0110'
  | 'ERR_PAY_0111'
  | 'ERR_PAY_0112'
  | 'ERR_PAY_0113'
  | 'ERR_PAY_0114'
  | 'ERR_PAY_0115'
  | 'ERR_PAY_0116'
  | 'ERR_PAY_0117'
  | 'ERR_PAY_0118'
  | 'ERR_PAY_0119'
  | 'ERR_PAY_0120'
  | 'ERR_PAY_0121'
  | 'ERR_PAY_0122'
  // services/cases/cases.messages.ts
  | 'ERR_CASE_0001'
  | 'ERR_CASE_0002'
  | 'ERR_CASE_0003'
  | 'ERR_CASE_0101'
  | 'ERR_CASE_0102'
  | 'ERR_CASE_0103'
  | 'ERR_CASE_0104'
  | 'ERR_CASE_0105'
  | 'ERR_CASE_0106'
  | 'ERR_CASE_0107'
  | 'ERR_CASE_0108'
  | 'ERR_CASE_0109'
  | 'ERR_CASE_0110'
  | 'ERR_CASE_0150'
  | 'ERR_CASE_0151'
  | 'ERR_CASE_0152'
  // services/cases/appeals/appeals.messages.ts
  | 'ERR_CASE_0201'
  | 'ERR_CASE_0202'
  | 'ERR_CASE_0203'
  | 'ERR_CASE_0204'
  | 'ERR_CASE_0205'
  | 'ERR_CASE_0206'
  | 'ERR_CASE_0207'
  | 'ERR_CASE_0208'
  | 'ERR_CASE_0210'
  | 'ERR_CASE_0211'
  | 'ERR_CASE_0212'
  | 'ERR_CASE_0213'
  | 'ERR_CASE_0214'
  | 'ERR_CASE_0215'
  | 'ERR_CASE_0220'
  // services/cases/rfid/rfid.messages.ts
  | 'ERR_CASE_0401'
  | 'ERR_CASE_0402'
  | 'ERR_CASE_0403'
  | 'ERR_CASE_0404'
  | 'ERR_CASE_0405'
  | 'ERR_CASE_0406'
  | 'ERR_CASE_0407'
  // services/appointments/appointments.messages.ts
  | 'ERR_APT_0001'
  | 'ERR_APT_0002'
  | 'ERR_APT_0003'
  | 'ERR_APT_0004'
  | 'ERR_APT_0005'
  | 'ERR_APT_0006'
  | 'ERR_APT_0007'
  | 'ERR_APT_0008'
  | 'ERR_APT_0009'
  | 'ERR_APT_0010'
  | 'ERR_APT_0011'
  | 'ERR_APT_0012'
  // services/content/content.messages.ts
  | 'ERR_CONTENT_0001'
  | 'ERR_CONTENT_0002'
  | 'ERR_CONTENT_0003'
  | 'ERR_CONTENT_0004'
  | 'ERR_CONTENT_0005'
  | 'ERR_CONTENT_0006'
  | 'ERR_CONTENT_0007'
  | 'ERR_CONTENT_0008'
  // services/payment/receipts/receipts.messages.ts
  | 'ERR_RCPT_0001'
  | 'ERR_RCPT_0002'
  | 'ERR_RCPT_0003'
  | 'ERR_RCPT_0004'
  | 'ERR_RCPT_0005'
  | 'ERR_RCPT_0006'
  | 'ERR_RCPT_0007'
  | 'ERR_RCPT_0008'
  | 'ERR_RCPT_0009'
  | 'ERR_RCPT_0010'
  | 'ERR_RCPT_0011'
  // services/payment/refunds/refunds.messages.ts
  | 'ERR_RFD_0001'
  | 'ERR_RFD_0002'
  | 'ERR_RFD_0003'
  | 'ERR_RFD_0004'
  | 'ERR_RFD_0005'
  | 'ERR_RFD_0006'
  // services/points/points.messages.ts
  | 'ERR_POINTS_0001'
  | 'ERR_POINTS_0002'
  | 'ERR_POINTS_0003'
  // services/social-sign-in/social-sign-in.messages.ts
  | 'ERR_SOCIAL_0001'
  | 'ERR_SOCIAL_0002'
  | 'ERR_SOCIAL_0003'
  | 'ERR_SOCIAL_0004'
  | 'ERR_SOCIAL_0005'
  | 'ERR_SOCIAL_0006'
  | 'ERR_SOCIAL_0007'
  | 'ERR_SOCIAL_0008'
  | 'ERR_SOCIAL_0009'
  | 'ERR_SOCIAL_0010'
  | 'ERR_SOCIAL_0011'
  // sim/console/console.messages.ts
  | 'ERR_CONSOLE_0001'
  | 'ERR_CONSOLE_0002'
  | 'ERR_CONSOLE_0003'
  | 'ERR_CONSOLE_0004'
  | 'ERR_CONSOLE_0005'
  // services/customer/customer.messages.ts: notification settings
  | 'ERR_CUST_0049'
  // services/challenge/challenge.messages.ts
  | 'ERR_CHALLENGE_0001'
  | 'ERR_CHALLENGE_0002'
  | 'ERR_CHALLENGE_0003'
  | 'ERR_CHALLENGE_0004'
  // services/cases/complaints/complaints.messages.ts
  | 'ERR_CASE_0301'
  | 'ERR_CASE_0302'
  | 'ERR_CASE_0303'
  | 'ERR_CASE_0304'
  // services/payment/prepaid/prepaid.messages.ts
  | 'ERR_PREPAID_0001'
  | 'ERR_PREPAID_0002'
  | 'ERR_PREPAID_0003'
  | 'ERR_PREPAID_0004'
  | 'ERR_PREPAID_0005'
  | 'ERR_PREPAID_0006'
  | 'ERR_PREPAID_0007'
  | 'ERR_PREPAID_0008'
  // services/payment/refunds/refunds.messages.ts, services/payment/prepaid/prepaid.messages.ts (issue 28's closing, refunds and adjustments)
  | 'ERR_RFD_0007'
  | 'ERR_PREPAID_0009'
  | 'ERR_PREPAID_0010'
  | 'ERR_PREPAID_0011';

/** One code's HTTP status and its text in both languages; `{name}` placeholders are filled from the error's params. */
export type TErrorEntry = { status: number; th: string; en: string };

export type TErrorCatalogue = Record<TErrorCode, TErrorEntry>;

export type TLanguage = 'TH' | 'EN';

let catalogue: TErrorCatalogue | undefined;

/** Hands the merged catalogue over; createApp does, before any request can fail. */
export function useErrorCatalogue(merged: TErrorCatalogue): void {
  catalogue = merged;
}

function catalogueInUse(): TErrorCatalogue {
  if (!catalogue) throw new Error('The error catalogue is not in use yet: createApp hands it over');
  return catalogue;
}

function entryOf(code: TErrorCode): TErrorEntry {
  const entry: TErrorEntry | undefined = catalogueInUse()[code];
  if (!entry) throw new Error(`Error code ${code} is in no part of the catalogue`);
  return entry;
}

/** Whether a text is a catalogue code: a shared rule's zod message, a failure code kept on a row. */
export function isErrorCode(text: string): text is TErrorCode {
  return Object.hasOwn(catalogueInUse(), text);
}

export function errorStatusOf(code: TErrorCode): number {
  return entryOf(code).status;
}

export function describeError(code: TErrorCode, language: TLanguage, params: Record<string, string> = {}): string {
  const entry = entryOf(code);
  const template = language === 'EN' ? entry.en : entry.th;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
