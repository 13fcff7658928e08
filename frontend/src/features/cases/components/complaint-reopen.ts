import type { TComplaintDetail } from '@mflow/contracts/cases/complaint.contract';

/**
 * What a resolved complaint's page offers (requirements/complaints.md#handling), as the server
 * answered it on its clock: the Reopen button and its reason field while the reopening is possible,
 * otherwise why not; nothing for a complaint that is not resolved or another kind of case.
 */
export type TReopenOffer =
  { kind: 'NONE' } | { kind: 'OFFERED'; until: string } | { kind: 'REFUSED'; refusal: 'ALREADY_REOPENED' | 'WINDOW_PASSED'; until: string };

export function reopenOfferOf(complaint: TComplaintDetail | null | undefined): TReopenOffer {
  const reopen = complaint?.reopen;
  if (!reopen) return { kind: 'NONE' };
  if (reopen.possible) return { kind: 'OFFERED', until: reopen.until };
  return { kind: 'REFUSED', refusal: reopen.refusal ?? 'WINDOW_PASSED', until: reopen.until };
}

/** The name of a topic or type in the page's language, with the free text given for OTHER. */
export function choiceLabelOf(choice: TComplaintDetail['topic'], language: 'TH' | 'EN'): string {
  const name = language === 'TH' ? choice.nameTh : choice.nameEn;
  return choice.text ? `${name}: ${choice.text}` : name;
}
