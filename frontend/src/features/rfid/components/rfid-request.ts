import {
  ZFileRfidRequestSchema,
  ZVisitorRfidRequestSchema,
  type TFileRfidRequest,
  type TVisitorRfidRequest,
} from '@mflow/contracts/cases/rfid.contract';

/** The form as typed: a member fills the vehicle; a visitor the name, contact, plate and province. */
export type TRfidForm = {
  vehicleId: string;
  tagKind: 'MPASS' | 'EASYPASS';
  contactChannel: 'EMAIL' | 'PHONE';
  centreCode: string;
  name: string;
  contact: string;
  plate: string;
  province: string;
};

export const EMPTY_RFID_FORM: TRfidForm = {
  vehicleId: '',
  tagKind: 'MPASS',
  contactChannel: 'PHONE',
  centreCode: '',
  name: '',
  contact: '',
  plate: '',
  province: '',
};

export type TRfidChecked =
  | { ok: true; member: true; body: TFileRfidRequest }
  | { ok: true; member: false; body: TVisitorRfidRequest }
  | { ok: false; errors: Partial<Record<keyof TRfidForm, string>> };

/** The first code per field, for the message beside it. */
function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Partial<Record<keyof TRfidForm, string>> {
  const errors: Partial<Record<keyof TRfidForm, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as keyof TRfidForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The request the form sends, checked by the contract's own schema: a member's names the vehicle,
 * a visitor's the contact, checked as an e-mail or a Thai mobile as the channel chosen says.
 */
export function checkRfidForm(form: TRfidForm, member: boolean): TRfidChecked {
  const common = { tagKind: form.tagKind, contactChannel: form.contactChannel, centreCode: form.centreCode };
  if (member) {
    const parsed = ZFileRfidRequestSchema.safeParse({ ...common, vehicleId: form.vehicleId });
    return parsed.success ? { ok: true, member: true, body: parsed.data } : { ok: false, errors: errorsOf(parsed.error.issues) };
  }
  const parsed = ZVisitorRfidRequestSchema.safeParse({
    ...common,
    name: form.name,
    // A mobile may be typed with dashes and spaces; an e-mail address keeps its own (e2e-1@example.com).
    contact: form.contactChannel === 'EMAIL' ? form.contact.trim() : form.contact.replace(/[\s-]/g, ''),
    plate: form.plate,
    province: form.province,
  });
  return parsed.success ? { ok: true, member: false, body: parsed.data } : { ok: false, errors: errorsOf(parsed.error.issues) };
}

/**
 * Where the requester follows the request once filed: the member's case page, or the visitor's
 * tracking by the number and a code sent to the contact given (requirements/rfid-installation.md#visitors).
 */
export function rfidTrackPathOf(caseNo: string, member: boolean): string {
  return `/${member ? 'casedetail' : 'dispute/track'}?caseNo=${encodeURIComponent(caseNo)}`;
}
