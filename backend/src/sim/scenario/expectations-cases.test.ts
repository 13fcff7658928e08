import type { TCaseDetail } from '@mflow/contracts/cases/case.contract';
import { compareCase, compareCases } from './expectations';

const dispute = (overrides: Partial<NonNullable<TCaseDetail['dispute']>>): NonNullable<TCaseDetail['dispute']> => ({
  invoiceNo: 'IV261100000001',
  reason: 'CLONED_PLATE',
  reasonText: null,
  passages: [{ passageId: '00000000-0000-4000-8000-000000000001', price: 3000 }],
  disputedToll: 3000,
  refundChannelKind: 'ORIGINAL_METHOD',
  replacementInvoiceNo: null,
  refundAmount: 3000,
  refund: {
    status: 'DONE',
    paymentId: '00000000-0000-4000-8000-000000000002',
    amount: 3000,
    failureCode: null,
    creditNoteNo: 'CN0000000001',
  },
  ...overrides,
});

const kase = (overrides: Partial<TCaseDetail>): TCaseDetail => ({
  caseNo: 'DP2611-00001',
  kind: 'DISPUTE',
  status: 'ACCEPTED',
  summary: 'IV261100000001: 1 passage, CLONED_PLATE',
  filedAt: '2026-11-20T02:00:00.000Z',
  deadlineDate: '2026-12-03',
  decidedAt: '2026-11-24T03:00:00.000Z',
  timeline: [],
  attachments: [],
  decision: { reasonCode: 'CLONED_PLATE_CONFIRMED', text: null },
  dispute: dispute({}),
  ...overrides,
});

describe('scenario verdicts: cases', () => {
  it("compares a case as its member's page shows it: status, deadline, the dispute's passages and toll, the decision and the refund", () => {
    expect(
      compareCase(
        {
          name: 'cloned',
          status: 'ACCEPTED',
          deadline: '2026-12-03',
          reason: 'CLONED_PLATE',
          passages: 1,
          disputed: '30.00',
          decision: 'CLONED_PLATE_CONFIRMED',
          replacement: false,
          refund: '30.00',
          refundStatus: 'DONE',
          creditNote: true,
        },
        kase({}),
      ),
    ).toEqual([]);
  });

  it('says what differs, and (none) for what an undecided case or an unpaid invoice does not have', () => {
    const filed = kase({ status: 'SUBMITTED', decidedAt: null, decision: null, dispute: dispute({ refund: null, refundAmount: null }) });
    expect(
      compareCase(
        { name: 'cloned', status: 'ACCEPTED', decision: 'CLONED_PLATE_CONFIRMED', refundStatus: 'DONE', creditNote: true },
        filed,
      ),
    ).toEqual([
      { field: 'status', expected: 'ACCEPTED', actual: 'SUBMITTED' },
      { field: 'decision', expected: 'CLONED_PLATE_CONFIRMED', actual: '(none)' },
      { field: 'refundStatus', expected: 'DONE', actual: '(none)' },
      { field: 'creditNote', expected: 'true', actual: 'false' },
    ]);
  });

  it("counts the member's cases and compares them newest first", () => {
    const cases = [kase({ status: 'REJECTED' }), kase({ caseNo: 'DP2611-00002' })];
    expect(compareCases({ of: 'somchai', list: [{ status: 'REJECTED' }, { status: 'ACCEPTED' }] }, cases)).toEqual([]);
    expect(compareCases({ of: 'somchai', count: 1, latest: { status: 'ACCEPTED' } }, cases)).toEqual([
      { field: 'count', expected: '1', actual: '2' },
      { field: 'latest.status', expected: 'ACCEPTED', actual: 'REJECTED' },
    ]);
  });
});
