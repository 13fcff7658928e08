import type { TInvoiceSummary } from '@mflow/contracts/billing/invoice.contract';
import type { TPaymentHistoryItem } from '@mflow/contracts/payment/payments.contract';
import type { TPassageFlag } from '@mflow/contracts/toll/passage-flag.contract';
import { compareAutoDebits, compareFields, compareFlags, compareInvoices, compareMessages, comparePayments } from './expectations';
import { bahtOf, satangOf } from './money';

const invoice = (overrides: Partial<TInvoiceSummary>): TInvoiceSummary =>
  ({
    invoiceNo: 'IV261100000001',
    refNo: 'R1',
    kind: 'MEMBER',
    status: 'NORMAL',
    stage: 'ISSUED',
    billingPeriod: '2026-11-1',
    serviceFrom: '2026-11-01',
    serviceTo: '2026-11-15',
    plate: null,
    province: null,
    passageCount: 1,
    tollAmount: 3000,
    firstLateFee: 0,
    secondLateFee: 0,
    fine: 0,
    vatAmount: 196,
    totalAmount: 3000,
    issuedAt: '2026-11-15T17:00:00.000Z',
    dueDate: '2026-11-22',
    dueAt: '2026-11-22T16:59:59.999Z',
    paidAt: null,
    ...overrides,
  }) as TInvoiceSummary;

describe('baht at the edge, satang inside', () => {
  it('writes satang as an invoice does, two decimals and no grouping', () => {
    expect([bahtOf(0), bahtOf(5), bahtOf(3000), bahtOf(53000), bahtOf(123456789)]).toEqual([
      '0.00',
      '0.05',
      '30.00',
      '530.00',
      '1234567.89',
    ]);
    expect(satangOf('530.00')).toBe(53000);
    expect(satangOf('0.05')).toBe(5);
  });
});

describe('compareFields', () => {
  it('matches amounts only as written: "30.00" is 30.00 and "30.0" is not', () => {
    expect(compareFields('', { total: '30.00' }, { total: bahtOf(3000) })).toEqual([]);
    expect(compareFields('', { total: '30.0' }, { total: bahtOf(3000) })).toEqual([{ field: 'total', expected: '30.0', actual: '30.00' }]);
    expect(compareFields('', { total: '30.01' }, { total: bahtOf(3000) })).toEqual([
      { field: 'total', expected: '30.01', actual: '30.00' },
    ]);
  });

  it('checks only the fields the file names, and says (none) where there is nothing to compare', () => {
    expect(compareFields('latest.', { status: 'NORMAL', due: undefined }, { status: 'NORMAL', due: '2026-11-22' })).toEqual([]);
    expect(compareFields('latest.', { status: 'NORMAL' }, undefined)).toEqual([
      { field: 'latest.status', expected: 'NORMAL', actual: '(none)' },
    ]);
  });
});

describe('compareInvoices', () => {
  const invoices = [
    invoice({ invoiceNo: 'IV2', status: 'OVERDUE', stage: 'FIRST_LATE_FEE', firstLateFee: 6000, totalAmount: 9000 }),
    invoice({ status: 'CANCELLED' }),
  ];

  it('reads newest first: latest is the replacement, list names each in order', () => {
    expect(
      compareInvoices(
        {
          of: 'somchai',
          count: 2,
          latest: { total: '90.00', firstLateFee: '60.00' },
          list: [{ stage: 'FIRST_LATE_FEE' }, { status: 'CANCELLED' }],
        },
        invoices,
      ),
    ).toEqual([]);
  });

  it('lists every difference, expected beside actual', () => {
    expect(compareInvoices({ of: 'somchai', count: 3, latest: { total: '60.00', status: 'OVERDUE' } }, invoices)).toEqual([
      { field: 'count', expected: '3', actual: '2' },
      { field: 'latest.total', expected: '60.00', actual: '90.00' },
    ]);
  });

  it('takes the length of a list as the count when no count is given', () => {
    expect(compareInvoices({ of: 'somchai', list: [{ status: 'OVERDUE' }] }, invoices)).toEqual([
      { field: 'count', expected: '1', actual: '2' },
    ]);
  });
});

describe('compareMessages', () => {
  const message = (purpose: string, channel: 'EMAIL' | 'SMS') => ({
    id: purpose + channel,
    channel,
    to: 'x',
    subject: null,
    text: '',
    html: null,
    purpose,
    language: 'EN' as const,
    status: 'SIMULATED' as const,
    createdAt: '',
  });

  it('finds kinds present and absent, of one channel when asked', () => {
    const outbox = [message('INVOICE_ISSUED', 'EMAIL'), message('INVOICE_NEAR_DUE', 'SMS')];
    expect(compareMessages({ to: 'x', include: ['INVOICE_ISSUED'], exclude: ['INVOICE_LATE_FEE'] }, outbox)).toEqual([]);
    expect(compareMessages({ to: 'x', channel: 'EMAIL', include: ['INVOICE_NEAR_DUE'], count: 1 }, outbox)).toEqual([
      { field: 'INVOICE_NEAR_DUE', expected: 'present', actual: 'absent' },
    ]);
  });
});

describe('comparePayments', () => {
  const payment = (overrides: Partial<TPaymentHistoryItem>): TPaymentHistoryItem => ({
    paymentId: '00000000-0000-4000-8000-000000000001',
    channel: 'SAVED',
    status: 'PAID',
    amount: 33000,
    paymentMethod: '******7890',
    invoices: [{ invoiceNo: 'IV261200000003', amount: 33000 }],
    failure: null,
    createdAt: '2026-12-10T02:11:00.000Z',
    settledAt: '2026-12-10T02:11:00.000Z',
    documents: null,
    ...overrides,
  });
  const history = [payment({}), payment({ status: 'FAILED', failure: { code: 'ERR_PAY_0110', description: 'Declined' } })];

  it('reads the history newest first, amounts in baht, the method masked and the failure by its code', () => {
    expect(
      comparePayments(
        {
          of: 'somchai',
          latest: { status: 'PAID', amount: '330.00', channel: 'SAVED', method: '******7890' },
          list: [{ failure: '(none)' }, { status: 'FAILED', failure: 'ERR_PAY_0110' }],
        },
        history,
      ),
    ).toEqual([]);
  });

  it('says what differs, and (none) for a payment made without a saved method', () => {
    expect(
      comparePayments({ of: 'somchai', count: 1, latest: { amount: '33.00', method: '******7890' } }, [
        payment({ channel: 'QR', paymentMethod: null }),
        ...history,
      ]),
    ).toEqual([
      { field: 'count', expected: '1', actual: '3' },
      { field: 'latest.amount', expected: '33.00', actual: '330.00' },
      { field: 'latest.method', expected: '******7890', actual: '(none)' },
    ]);
  });
});

describe('comparePayments: refunds and credit notes', () => {
  const refund = {
    refundId: '00000000-0000-4000-8000-000000000002',
    channel: 'ORIGINAL_METHOD' as const,
    destination: null,
    failureCode: null,
  };
  const documents = {
    receiptNo: 'RC0000000001',
    receiptPath: '/receipt.pdf',
    taxInvoiceNo: 'TX0000000001',
    taxInvoicePath: '/tax.pdf',
    refunds: [
      { ...refund, amount: 3000, status: 'DONE' as const, requestedAt: '2026-11-24T03:00:00.000Z', doneAt: '2026-11-24T04:10:00.000Z' },
      { ...refund, amount: 1500, status: 'SENT' as const, requestedAt: '2026-11-25T03:00:00.000Z', doneAt: null },
    ],
    creditNotes: [
      {
        creditNoteNo: 'CN0000000001',
        taxInvoiceNo: 'TX0000000001',
        amount: 3000,
        vatAmount: 196,
        reason: 'Dispute DP2611-00001',
        issuedAt: '2026-11-24T04:10:00.000Z',
        pdfPath: '/cn.pdf',
      },
    ],
  };
  const paid: TPaymentHistoryItem = {
    paymentId: '00000000-0000-4000-8000-000000000001',
    channel: 'CARD',
    status: 'PAID',
    amount: 6000,
    paymentMethod: null,
    invoices: [{ invoiceNo: 'IV261100000001', amount: 6000 }],
    failure: null,
    createdAt: '2026-11-18T03:00:00.000Z',
    settledAt: '2026-11-18T03:00:00.000Z',
    documents,
  };

  it('counts and sums the refunds and credit notes, the newest refund giving the status', () => {
    expect(
      comparePayments(
        {
          of: 'somchai',
          latest: { taxInvoice: true, refunds: 2, refunded: '45.00', refundStatus: 'SENT', creditNotes: 1, credited: '30.00' },
        },
        [paid],
      ),
    ).toEqual([]);
  });

  it('says none for a payment without documents, and what differs', () => {
    expect(
      comparePayments({ of: 'somchai', latest: { taxInvoice: true, refunds: 1, refundStatus: 'DONE', credited: '30.00' } }, [
        { ...paid, documents: null },
      ]),
    ).toEqual([
      { field: 'latest.taxInvoice', expected: 'true', actual: 'false' },
      { field: 'latest.refunds', expected: '1', actual: '0' },
      { field: 'latest.refundStatus', expected: 'DONE', actual: '(none)' },
      { field: 'latest.credited', expected: '30.00', actual: '0.00' },
    ]);
  });
});

describe('compareAutoDebits', () => {
  it('compares the latest attempt, its posting day and amount', () => {
    const attempts = [{ status: 'PAID', mode: 'DAILY', day: '2026-11-16', posting: '2026-11-17', amount: 3000 }];
    expect(
      compareAutoDebits(
        { of: 'nid', count: 1, latest: { mode: 'DAILY', day: '2026-11-16', posting: '2026-11-17', amount: '30.00' } },
        attempts,
      ),
    ).toEqual([]);
    expect(compareAutoDebits({ of: 'nid', latest: { posting: '2026-11-16' } }, attempts)).toEqual([
      { field: 'latest.posting', expected: '2026-11-16', actual: '2026-11-17' },
    ]);
    expect(compareAutoDebits({ of: 'nid', count: 0, latest: { status: 'PAID' } }, [])).toEqual([
      { field: 'latest.status', expected: 'PAID', actual: '(none)' },
    ]);
  });
});

describe('flags', () => {
  const journey = (from: string, minutes: number): TPassageFlag => ({
    kind: 'IMPOSSIBLE_JOURNEY',
    detail: {
      earlierPassageId: 'a',
      laterPassageId: 'b',
      fromGantryCode: from,
      toGantryCode: 'M9-BP-G1',
      fromPassedAt: '2026-11-10T01:00:00.000Z',
      toPassedAt: '2026-11-10T01:04:00.000Z',
      distanceKm: 60,
      distanceBasis: 'ROUTE',
      minutes,
      speedKmh: 900,
    },
  });
  const mismatch: TPassageFlag = {
    kind: 'CLASS_MISMATCH',
    detail: { gantryCode: 'M9-TC1-G1', readClass: 2, registeredClass: 1, registeredBy: 'MEMBER_VEHICLE' },
  };

  it('compares the count and the last flag, an impossible journey by gantries, km and minutes', () => {
    const flags = [mismatch, journey('M9-TB1-G1', 4)];
    expect(
      compareFlags(
        { of: 'somchai', count: 2, latest: { kind: 'IMPOSSIBLE_JOURNEY', from: 'M9-TB1-G1', to: 'M9-BP-G1', km: 60, minutes: 4 } },
        flags,
      ),
    ).toEqual([]);
    expect(compareFlags({ of: 'somchai', count: 1, latest: { minutes: 5, from: 'M9-TB1-G1' } }, flags)).toEqual([
      { field: 'count', expected: '1', actual: '2' },
      { field: 'latest.minutes', expected: '5', actual: '4' },
    ]);
  });

  it('names a class mismatch by its kind alone, and no flag as none', () => {
    expect(compareFlags({ of: 'somchai', latest: { kind: 'CLASS_MISMATCH', km: 60 } }, [journey('M9-TB1-G1', 4), mismatch])).toEqual([
      { field: 'latest.km', expected: '60', actual: '(none)' },
    ]);
    expect(compareFlags({ of: 'somchai', count: 0, latest: { kind: 'IMPOSSIBLE_JOURNEY' } }, [])).toEqual([
      { field: 'latest.kind', expected: 'IMPOSSIBLE_JOURNEY', actual: '(none)' },
    ]);
  });
});
