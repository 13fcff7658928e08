import { complaintListPutOf, draftOf, EMPTY_COMPLAINT_LIST_DRAFT, itemsOfKind, type TComplaintListItem } from './complaint-list-form';

const item = (kind: 'TOPIC' | 'TYPE', code: string, sortOrder: number): TComplaintListItem => ({
  kind,
  code,
  nameTh: `ชื่อ ${code}`,
  nameEn: `Name ${code}`,
  freeText: false,
  sortOrder,
  active: true,
});

describe('the complaint list form', () => {
  it('sends a complete item trimmed, its code in capitals', () => {
    expect(
      complaintListPutOf({ ...EMPTY_COMPLAINT_LIST_DRAFT, code: ' toll_app ', nameTh: ' แอปพลิเคชัน ', nameEn: 'App ', sortOrder: '12' }),
    ).toEqual({
      kind: 'TOPIC',
      code: 'TOLL_APP',
      item: { nameTh: 'แอปพลิเคชัน', nameEn: 'App', freeText: false, sortOrder: 12, active: true },
    });
  });

  it('names the fields still wanting a value', () => {
    expect(complaintListPutOf({ ...EMPTY_COMPLAINT_LIST_DRAFT, kind: 'REASON', code: '1ST', nameEn: 'x', sortOrder: '1.5' })).toEqual({
      missing: ['kind', 'code', 'nameTh', 'sortOrder'],
    });
    expect(complaintListPutOf({ ...EMPTY_COMPLAINT_LIST_DRAFT, code: 'A', nameTh: 'ก', nameEn: 'a', sortOrder: '' })).toEqual({
      missing: ['sortOrder'],
    });
  });

  it('fills the form from an item to change it, retired or not, and sends it back unchanged', () => {
    const retired = { ...item('TYPE', 'OTHER', 90), freeText: true, active: false };
    const draft = draftOf(retired);
    expect(draft.sortOrder).toBe('90');
    expect(complaintListPutOf(draft)).toEqual({
      kind: 'TYPE',
      code: 'OTHER',
      item: { nameTh: 'ชื่อ OTHER', nameEn: 'Name OTHER', freeText: true, sortOrder: 90, active: false },
    });
  });
});

describe("a complaint list's order", () => {
  it('is one kind by sort order, then by code', () => {
    const items = [item('TOPIC', 'PAYMENT', 2), item('TYPE', 'QUESTION', 1), item('TOPIC', 'OTHER', 9), item('TOPIC', 'APP', 2)];
    expect(itemsOfKind(items, 'TOPIC').map((entry) => entry.code)).toEqual(['APP', 'PAYMENT', 'OTHER']);
    expect(itemsOfKind(items, 'TYPE').map((entry) => entry.code)).toEqual(['QUESTION']);
  });
});
