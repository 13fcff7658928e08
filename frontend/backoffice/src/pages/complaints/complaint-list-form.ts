import { COMPLAINT_LIST_KINDS, type TComplaintListKind } from '@mflow/contracts/cases/complaint.contract';

/** A topic or type as the staff API lists it. */
export type TComplaintListItem = {
  kind: TComplaintListKind;
  code: string;
  nameTh: string;
  nameEn: string;
  freeText: boolean;
  sortOrder: number;
  active: boolean;
};

/** The form's fields, as typed; `code` is fixed once the item exists. */
export type TComplaintListDraft = {
  kind: string;
  code: string;
  nameTh: string;
  nameEn: string;
  freeText: boolean;
  sortOrder: string;
  active: boolean;
};

export type TComplaintListPut = {
  kind: TComplaintListKind;
  code: string;
  item: { nameTh: string; nameEn: string; freeText: boolean; sortOrder: number; active: boolean };
};

export const EMPTY_COMPLAINT_LIST_DRAFT: TComplaintListDraft = {
  kind: 'TOPIC',
  code: '',
  nameTh: '',
  nameEn: '',
  freeText: false,
  sortOrder: '0',
  active: true,
};

/** The server's rule for a code (the contract's): a capital letter, then capitals, digits and underscores. */
const CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

/** The form filled from an item, to change it. */
export function draftOf(item: TComplaintListItem): TComplaintListDraft {
  return { ...item, sortOrder: String(item.sortOrder) };
}

/** What to send for the draft, or the fields still wanting a value (the server checks the rest). */
export function complaintListPutOf(draft: TComplaintListDraft): TComplaintListPut | { missing: (keyof TComplaintListDraft)[] } {
  const kind = COMPLAINT_LIST_KINDS.find((known) => known === draft.kind);
  const code = draft.code.trim().toUpperCase();
  const nameTh = draft.nameTh.trim();
  const nameEn = draft.nameEn.trim();
  const sortOrder = Number(draft.sortOrder.trim());
  const missing = [
    ...(kind ? [] : (['kind'] as const)),
    ...(CODE.test(code) ? [] : (['code'] as const)),
    ...(nameTh ? [] : (['nameTh'] as const)),
    ...(nameEn ? [] : (['nameEn'] as const)),
    ...(draft.sortOrder.trim() !== '' && Number.isInteger(sortOrder) && sortOrder >= 0 && sortOrder <= 999 ? [] : (['sortOrder'] as const)),
  ];
  if (!kind || missing.length > 0) return { missing };
  return { kind, code, item: { nameTh, nameEn, freeText: draft.freeText, sortOrder, active: draft.active } };
}

/** One list's items in the order the form offers them: by sort order, then code. */
export function itemsOfKind(items: readonly TComplaintListItem[], kind: TComplaintListKind): TComplaintListItem[] {
  return items.filter((item) => item.kind === kind).sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
}
