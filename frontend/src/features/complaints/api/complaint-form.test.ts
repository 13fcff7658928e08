import {
  complaintRequestOf,
  missingFreeText,
  prefilledFrom,
  trackPathOf,
  ZComplaintFormSchema,
  type TComplaintForm,
} from './complaint-form';

const lists = {
  topics: [
    { code: 'PAYMENT', nameTh: 'ปัญหาการชำระเงิน', nameEn: 'Payment problem', freeText: false },
    { code: 'OTHER', nameTh: 'อื่น ๆ', nameEn: 'Other', freeText: true },
  ],
  types: [
    { code: 'COMPLAINT', nameTh: 'ร้องเรียน', nameEn: 'Complaint', freeText: false },
    { code: 'OTHER', nameTh: 'อื่น ๆ', nameEn: 'Other', freeText: true },
  ],
};

const filled: TComplaintForm = {
  topicCode: 'PAYMENT',
  topicText: 'left over from an earlier choice',
  typeCode: 'COMPLAINT',
  typeText: '',
  detail: ' Charged twice. ',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  email: 'somchai@example.com',
  phone: '081-234-5678',
};

const codesOf = (form: TComplaintForm) => {
  const parsed = ZComplaintFormSchema.safeParse(form);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the complaint form', () => {
  it('starts a member’s form from their profile, and a visitor’s empty', () => {
    expect(prefilledFrom({ firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.com', mobile: '0812345678' })).toEqual({
      ...prefilledFrom({}),
      firstName: 'Somchai',
      lastName: 'Jaidee',
      email: 'somchai@example.com',
      phone: '0812345678',
    });
    expect(Object.values(prefilledFrom({ firstName: null }))).toEqual(Array(9).fill(''));
  });

  it('sends free text only where the choice asks for it, the phone without dashes, and the solved challenge', () => {
    const parsed = ZComplaintFormSchema.parse(filled);
    expect(complaintRequestOf(parsed, lists, 'payload')).toEqual({
      topicCode: 'PAYMENT',
      typeCode: 'COMPLAINT',
      detail: 'Charged twice.',
      firstName: 'Somchai',
      lastName: 'Jaidee',
      email: 'somchai@example.com',
      phone: '0812345678',
      challenge: 'payload',
    });
    const other = ZComplaintFormSchema.parse({ ...filled, typeCode: 'OTHER', typeText: 'A lost tag' });
    expect(complaintRequestOf(other, lists, 'payload')).toMatchObject({ typeCode: 'OTHER', typeText: 'A lost tag' });
    expect(complaintRequestOf(other, lists, 'payload')).not.toHaveProperty('topicText');
  });

  it('asks for the description of an OTHER topic or type', () => {
    expect(missingFreeText(filled, lists)).toEqual([]);
    expect(missingFreeText({ ...filled, topicCode: 'OTHER', topicText: ' ', typeCode: 'OTHER' }, lists)).toEqual(['topicText', 'typeText']);
  });

  it('names each field’s problem with the code its message is kept under', () => {
    expect(codesOf(filled)).toEqual({});
    expect(codesOf({ ...filled, topicCode: '', firstName: ' ', email: 'not mail', phone: '0212345678' })).toEqual({
      topicCode: 'ERR_COMMON_0004',
      firstName: 'ERR_COMMON_0004',
      email: 'ERR_CUST_0017',
      phone: 'ERR_CUST_0015',
    });
    expect(codesOf({ ...filled, detail: 'x'.repeat(2001) })).toEqual({ detail: 'ERR_COMMON_0002' });
  });
});

describe("the acknowledgement's tracking link", () => {
  it("leads a member to the case page and a visitor to the tracking, under the portal's base", () => {
    expect(trackPathOf('CP2611-00007', true)).toBe('/casedetail?caseNo=CP2611-00007');
    expect(trackPathOf('CP2611-00007', false)).toBe('/dispute/track?caseNo=CP2611-00007');
  });
});
