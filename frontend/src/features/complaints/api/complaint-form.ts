import { z } from 'zod';
import type { TComplaintLists, TComplaintRequest } from '@mflow/contracts/cases/complaint.contract';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';

/** The complaint form's own checks, as the API's, so a field's message shows before sending (requirements/complaints.md#complaint-fields). */
export const ZComplaintFormSchema = z.object({
  topicCode: z.string().min(1, REQUIRED),
  topicText: z.string().trim().max(200, 'ERR_COMMON_0002'),
  typeCode: z.string().min(1, REQUIRED),
  typeText: z.string().trim().max(200, 'ERR_COMMON_0002'),
  detail: z.string().trim().min(1, REQUIRED).max(2000, 'ERR_COMMON_0002'),
  firstName: z.string().trim().min(1, REQUIRED).max(100, 'ERR_COMMON_0002'),
  lastName: z.string().trim().min(1, REQUIRED).max(100, 'ERR_COMMON_0002'),
  email: z.string().trim().min(1, REQUIRED).pipe(z.email('ERR_CUST_0017')),
  phone: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, REQUIRED)
        .regex(/^0[689]\d{8}$/, 'ERR_CUST_0015'),
    ),
});

export type TComplaintForm = z.input<typeof ZComplaintFormSchema>;
type TComplaintValues = z.output<typeof ZComplaintFormSchema>;

export const EMPTY_COMPLAINT_FORM: TComplaintForm = {
  topicCode: '',
  topicText: '',
  typeCode: '',
  typeText: '',
  detail: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
};

/** What a member's profile fills in; the member may still change it for this complaint. */
export function prefilledFrom(profile: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  mobile?: string | null;
}) {
  return {
    ...EMPTY_COMPLAINT_FORM,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    phone: profile.mobile ?? '',
  };
}

/** Whether the chosen item of a list asks for free text (OTHER). */
export function asksForText(items: TComplaintLists['topics'], code: string): boolean {
  return items.some((item) => item.code === code && item.freeText);
}

/**
 * The fields the form must still ask for before sending: the free text of a choice that asks for
 * one, which the schema alone cannot know, as the list comes from the back-office.
 */
export function missingFreeText(values: TComplaintForm, lists: TComplaintLists): ('topicText' | 'typeText')[] {
  const missing: ('topicText' | 'typeText')[] = [];
  if (asksForText(lists.topics, values.topicCode) && !values.topicText.trim()) missing.push('topicText');
  if (asksForText(lists.types, values.typeCode) && !values.typeText.trim()) missing.push('typeText');
  return missing;
}

/** The API's body: free text only where the choice asks for it, and the solved challenge. */
export function complaintRequestOf(values: TComplaintValues, lists: TComplaintLists, challenge: string): TComplaintRequest {
  const { topicText, typeText, ...rest } = values;
  return {
    ...rest,
    ...(asksForText(lists.topics, values.topicCode) ? { topicText } : {}),
    ...(asksForText(lists.types, values.typeCode) ? { typeText } : {}),
    challenge,
  };
}

/**
 * Where the acknowledgement leads to follow the complaint, relative to the portal's base: a member's
 * case page, or a visitor's tracking by the number and a code (requirements/complaints.md#tracking).
 */
export function trackPathOf(caseNo: string, signedIn: boolean): string {
  return `/${signedIn ? 'casedetail' : 'dispute/track'}?caseNo=${encodeURIComponent(caseNo)}`;
}
