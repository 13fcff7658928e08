import type { TAccruals, TTollNotice } from '@mflow/contracts/billing/invoice.contract';
import type { TOutboxMessage } from '@mflow/contracts/notification/outbox.contract';
import type { TPrepaidAccountView, TPrepaidStatement } from '@mflow/contracts/payment/prepaid.contract';
import { compareAccruals, compareInvoices, compareMessages, compareNotices, comparePrepaid } from './expectations';
import { bahtOf } from './money';

const notice = (overrides: Partial<TTollNotice>): TTollNotice => ({
  noticeNo: 'TN261200000001',
  status: 'OPEN',
  issuedAt: '2026-12-07T17:00:00.000Z',
  dueDate: '2026-12-22',
  invoiceNo: 'IV261200000003',
  totalAmount: 33000,
  plate: null,
  province: null,
  addresseeName: null,
  collectionAt: null,
  ...overrides,
});

const accruals = (passageCount: number, totalAmount: number): TAccruals => ({
  cycle: { id: '2026-11-1', start: '2026-11-01', end: '2026-11-15' },
  cutAt: '2026-11-15T17:00:00.000Z',
  dueDate: '2026-11-22',
  passageCount,
  totalAmount,
  vehicles: [],
  vehicleCount: 0,
  vehiclePage: 1,
  vehiclePageSize: 100,
});

describe('scenario verdicts: notices', () => {
  it('compares the latest notice field by field, collection as a yes or no', () => {
    const fined = notice({ status: 'FINED', totalAmount: 53000, collectionAt: '2026-12-22T17:00:00.000Z' });
    expect(
      compareNotices({ of: 'somchai', count: 1, latest: { status: 'FINED', due: '2026-12-22', total: '530.00', collection: true } }, [
        fined,
      ]),
    ).toEqual([]);
    expect(
      compareNotices({ of: 'somchai', latest: { status: 'OPEN', due: '2026-12-07', total: '330.00', collection: true } }, [notice({})]),
    ).toEqual([
      { field: 'latest.due', expected: '2026-12-07', actual: '2026-12-22' },
      { field: 'latest.collection', expected: 'true', actual: 'false' },
    ]);
  });

  it('counts the notices, and says (none) when a latest one is expected but there is none', () => {
    expect(compareNotices({ of: 'somchai', count: 0 }, [])).toEqual([]);
    expect(compareNotices({ of: 'somchai', count: 2, latest: { status: 'OPEN' } }, [])).toEqual([
      { field: 'count', expected: '2', actual: '0' },
      { field: 'latest.status', expected: 'OPEN', actual: '(none)' },
    ]);
  });
});

describe('scenario verdicts: accruals', () => {
  it('compares the passage count and the running total in baht', () => {
    expect(compareAccruals({ of: 'somchai', passages: 2, total: '60.00' }, accruals(2, 6000))).toEqual([]);
    expect(compareAccruals({ of: 'somchai', passages: 3, total: '90.00' }, accruals(2, 6000))).toEqual([
      { field: 'passages', expected: '3', actual: '2' },
      { field: 'total', expected: '90.00', actual: '60.00' },
    ]);
    expect(compareAccruals({ of: 'somchai' }, accruals(2, 6000))).toEqual([]);
  });
});

describe('scenario verdicts: invoices and messages', () => {
  it('names the list item that differs by its place', () => {
    const invoices = compareInvoices({ of: 'somchai', list: [{ status: 'NORMAL' }] }, []);
    expect(invoices).toEqual([
      { field: 'count', expected: '1', actual: '0' },
      { field: 'list[0].status', expected: 'NORMAL', actual: '(none)' },
    ]);
    expect(compareInvoices({ of: 'somchai' }, [])).toEqual([]);
  });

  it('counts the messages of the channel, and fails a kind that should be absent', () => {
    const message = (purpose: string, channel: 'EMAIL' | 'SMS'): TOutboxMessage =>
      ({
        id: purpose + channel,
        channel,
        to: 'x',
        subject: null,
        text: '',
        html: null,
        purpose,
        language: 'EN',
        status: 'SIMULATED',
        createdAt: '',
      }) as TOutboxMessage;
    const outbox = [message('INVOICE_ISSUED', 'EMAIL'), message('INVOICE_NEAR_DUE', 'SMS'), message('INVOICE_LATE_FEE', 'SMS')];
    expect(compareMessages({ to: 'x', count: 3 }, outbox)).toEqual([]);
    expect(compareMessages({ to: 'x', channel: 'SMS', count: 1, exclude: ['INVOICE_LATE_FEE'] }, outbox)).toEqual([
      { field: 'count', expected: '1', actual: '2' },
      { field: 'INVOICE_LATE_FEE', expected: 'absent', actual: 'present' },
    ]);
    expect(compareMessages({ to: 'x' }, outbox)).toEqual([]);
  });

  it('writes negative amounts with their sign', () => {
    expect(bahtOf(-3000)).toBe('-30.00');
    expect(bahtOf(-5)).toBe('-0.05');
  });
});

describe('scenario verdicts: the prepaid account', () => {
  const account = (balance: number) => ({ balance }) as TPrepaidAccountView;
  const movement = (kind: TPrepaidStatement['items'][number]['kind'], amount: number, balanceAfter: number) => ({
    kind,
    amount,
    balanceAfter,
    paymentId: null,
    reason: null,
    at: '2026-11-15T17:00:00.000Z',
  });
  // Newest first, as the statement lists them.
  const journal = [movement('PAYMENT', -3000, 7000), movement('TOP_UP', 10000, 10000)];

  it('compares the balance to the satang and the journal newest first, money out with a minus', () => {
    expect(
      comparePrepaid(
        {
          of: 'nid',
          balance: '70.00',
          movements: {
            count: 2,
            kinds: { TOP_UP: 1, PAYMENT: 1, REPLENISHMENT: 0 },
            latest: { kind: 'PAYMENT', amount: '-30.00', balanceAfter: '70.00' },
            list: [{ kind: 'PAYMENT' }, { kind: 'TOP_UP', amount: '100.00', balanceAfter: '100.00' }],
          },
        },
        account(7000),
        journal,
      ),
    ).toEqual([]);
    expect(comparePrepaid({ of: 'nid', balance: '70.01', movements: { latest: { amount: '30.00' } } }, account(7000), journal)).toEqual([
      { field: 'balance', expected: '70.01', actual: '70.00' },
      { field: 'movements.latest.amount', expected: '30.00', actual: '-30.00' },
    ]);
  });

  it('counts the movements of each kind named, and takes a list as the count', () => {
    expect(comparePrepaid({ of: 'nid', movements: { kinds: { REPLENISHMENT: 1, PAYMENT: 1 } } }, account(7000), journal)).toEqual([
      { field: 'movements.REPLENISHMENT', expected: '1', actual: '0' },
    ]);
    expect(comparePrepaid({ of: 'nid', movements: { list: [{ kind: 'TOP_UP' }] } }, account(7000), journal)).toEqual([
      { field: 'movements.count', expected: '1', actual: '2' },
      { field: 'movements.list[0].kind', expected: 'TOP_UP', actual: 'PAYMENT' },
    ]);
  });

  it('checks the balance alone when no movements are named', () => {
    expect(comparePrepaid({ of: 'nid', balance: '70.00' }, account(7000), journal)).toEqual([]);
    expect(comparePrepaid({ of: 'nid', balance: '0.00' }, account(7000), journal)).toEqual([
      { field: 'balance', expected: '0.00', actual: '70.00' },
    ]);
  });

  it('says (none) for the balance of a member with no open account', () => {
    expect(comparePrepaid({ of: 'nid', balance: '0.00', movements: { count: 0 } }, undefined, [])).toEqual([
      { field: 'balance', expected: '0.00', actual: '(none)' },
    ]);
  });
});
