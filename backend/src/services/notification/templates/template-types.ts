import type { TLanguage } from '../../../platform/errors/error-catalogue';

export type TTemplateParams = {
  OTP_SMS: { code: string; reference: string; minutes: number };
  OTP_EMAIL: { code: string; reference: string; minutes: number };
  EMAIL_ACTIVATION: { name: string; link: string; days: number };
  REGISTRATION_APPROVED: { name: string };
  REGISTRATION_REJECTED: { name: string; reason: string };
  PASSWORD_RESET: { name: string; link: string; minutes: number };
  PASSWORD_RESET_NO_ACCOUNT: Record<string, never>;
  ACCOUNT_CLOSED: { name: string };
  VEHICLE_APPROVED: { name: string; plate: string };
  VEHICLE_REJECTED: { name: string; plate: string; reason: string; link: string };
  VEHICLE_CHANGE_APPROVED: { name: string; plate: string };
  VEHICLE_CHANGE_REJECTED: { name: string; plate: string; reason: string };
  INVOICE_ISSUED: { name: string; invoiceNo: string; amount: string; dueDate: string; refNo: string };
  INVOICE_NEAR_DUE: { name: string; invoiceNo: string; amount: string; dueDate: string };
  INVOICE_LATE_FEE: { name: string; invoiceNo: string; cancelledNo: string; amount: string; dueDate: string };
  AUTO_DEBIT_FAILED: { name: string; invoiceNo: string; amount: string; dueDate: string; method: string };
  CASE_UPDATED: { name: string; caseNo: string; update: string };
  CASE_OVERDUE: { caseNo: string; deadlineDate: string };
  APPOINTMENT_EMAIL: {
    update: string;
    appointmentNo: string;
    subjectRef: string;
    centre: string;
    address: string;
    date: string;
    time: string;
    link: string;
  };
  APPOINTMENT_SMS: { update: string; appointmentNo: string; centre: string; date: string; time: string };
  REFUND_FAILED: { name: string; amount: string; destination: string };
  IMPOSSIBLE_JOURNEY: {
    name: string;
    plate: string;
    fromPlace: string;
    fromTime: string;
    toPlace: string;
    toTime: string;
    minutes: string;
    km: string;
    link: string;
  };
  PREPAID_INSUFFICIENT: { name: string; invoiceNo: string; amount: string; balance: string };
  PREPAID_REPLENISHMENT_FAILED: { name: string; amount: string; method: string };
  PREPAID_LOW_BALANCE: { name: string; balance: string; threshold: string };
};

export type TMessageTemplate = keyof TTemplateParams;

type TWording = { subject?: string; paragraphs: string[] };

/** The wordings of some of the templates, in both languages. */
export type TTemplateWordings<K extends TMessageTemplate> = Record<K, Record<TLanguage, TWording>>;
