import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { memberBilledAtCut } from '../../../test/factories/billing-world';
import { createMember } from '../../../test/factories/customers';
import { bearerHeaders, errorCodes } from '../../../test/factories/http';
import { gatewayChargesFor, payQrAtBank, paymentRow, savedCardMethod } from '../../../test/factories/payments';
import { invoiceCopies, openPrepaid, postPrepaid, prepaidSettings } from '../../../test/factories/prepaid';
import { recordPassage } from '../../../test/factories/passages';
import { seedVehicle, stepProof } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, createTestApp, type TTestApp } from '../../../test/test-app';
import { invoices } from '../../billing/billing.schema';
import { latestInvoiceFor } from '../../billing/invoice-payable';
import { TEST_CARDS } from '../../gateway/test-cards';
import { outboxMessages } from '../../notification/notification.schema';
import { registerAutoDebitJobs } from '../auto-debit/auto-debit-jobs';
import type { TPaymentMethodRow } from '../methods/payment-method-records';
import { askGateway, chargeSourceOf } from '../payments/payment-charge';
import { attachPayment, claimKey, hashOfRequest } from '../payments/payment-idempotency';
import { reconcilePendingPayments } from '../payments/payments-reconcile';
import { insertPendingPayment } from '../payments/payments-records';
import type { TPaymentDeps } from '../payments/payments.service';
import { paymentDocuments } from '../receipts/receipts.service';
import { ledgerProblems } from './ledger-check';
import { checkPrepaidLedgers } from './prepaid-jobs';
import { findOpenAccount, movementsOf, type TPrepaidAccountRow } from './prepaid-ledger';
import { payFromPrepaid } from './prepaid-pay';
import { retryReplenishments, triggerReplenishment } from './prepaid-replenishment';
import { topUpPrepaid } from './prepaid-top-up';
import { prepaidReplenishments, prepaidTopUps } from './prepaid.schema';

// The clock moves over a cut and the accounts are raced from two instances on one database, as two
// backend processes would, so the file has a database of its own.
let t: TTestApp;
let other: TTestApp;
type TMember = Awaited<ReturnType<typeof memberBilledAtCut>>;
let member: TMember;
let card: TPaymentMethodRow;
let invoiceNo = '';

const bangkok = (local: string) => new Date(`${local}+07:00`);
const depsOf = (app: TTestApp): TPaymentDeps => ({
  db: app.db,
  clock: app.clock,
  gateway: app.gateway,
  logger: app.logger,
  portalBaseUrl: app.config.portalBaseUrl,
  documents: paymentDocuments,
});
const limits = () => t.config.prepaidLimits;

async function accountOf(customerId: string): Promise<TPrepaidAccountRow> {
  const account = await findOpenAccount(t.db, customerId);
  if (!account) throw new Error('no open account');
  return account;
}

/** The account's balance is the journal's sum, each row following the one before. */
async function expectLedgerTrue(customerId: string): Promise<TPrepaidAccountRow> {
  const account = await accountOf(customerId);
  expect(ledgerProblems(account.balance, await movementsOf(t.db, account.id))).toEqual([]);
  return account;
}

const topUpBy = (app: TTestApp, who: { customerId: string }, amount: number, method: TPaymentMethodRow, key = randomUUID()) =>
  topUpPrepaid({
    deps: depsOf(app),
    limits: limits(),
    customerId: who.customerId,
    idempotencyKey: key,
    request: { amount, channel: 'SAVED', paymentMethodId: method.id },
  });

const payBy = (app: TTestApp, who: { customerId: string }, invoiceNos: string[], key = randomUUID()) =>
  payFromPrepaid({ deps: depsOf(app), notifier: app.notifier, customerId: who.customerId, idempotencyKey: key, invoiceNos });

async function memberOfInvoices(count: number, totalAmount: number) {
  const created = await createMember(t);
  return { ...created, invoiceNos: await invoiceCopies(t, { invoiceNo, customerId: created.customerId, count, totalAmount }) };
}

const noticesTo = (who: { email: string; mobile: string }, purpose: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.purpose, purpose), inArray(outboxMessages.recipient, [who.email, who.mobile])));

beforeAll(async () => {
  t = await createIsolatedTestApp({ otpResendCooldownSeconds: 0, otpHourlyLimit: 100_000, authRateLimitPerMinute: 100_000 });
  member = await memberBilledAtCut(t);
  other = createTestApp({ databaseUrl: t.config.databaseUrl });
  other.clock.set(t.clock.now());
  card = await savedCardMethod(t, member.customerId);
  const res = await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(member.token));
  invoiceNo = res.body.data.invoices[0].invoiceNo;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('the account', () => {
  it('opens with the OTP step CREATE_MFLOW_PREPAID as an MFLOW method, once per member', async () => {
    const opened = await openPrepaid(t, member);
    expect(opened.status).toBe(201);
    expect(opened.body.data).toMatchObject({ status: 'OPEN', balance: 0, replenishment: null, limits: limits() });
    const again = await openPrepaid(t, member);
    expect(again.status).toBe(409);
    expect(errorCodes(again)).toEqual(['ERR_PREPAID_0002']);
    const methods = await request(t.app).get('/customerservice/api/v1/paymentmethods').set(bearerHeaders(member.token));
    const mflow = methods.body.data.items.filter((item: { kind: string }) => item.kind === 'MFLOW');
    expect(mflow).toEqual([expect.objectContaining({ paymentMethodId: opened.body.data.paymentMethodId, isPrimary: false })]);
  });

  it('is not deleted as a method: it is closed with its balance', async () => {
    const { paymentMethodId } = await accountOf(member.customerId);
    const verificationToken = await stepProof(t, member, 'DELETE_MFLOW_PREPAID');
    const res = await request(t.app)
      .delete(`/customerservice/api/v1/paymentmethods/${paymentMethodId}`)
      .query({ verificationToken })
      .set(bearerHeaders(member.token));
    expect(res.status).toBe(409);
    expect(errorCodes(res)).toEqual(['ERR_PREPAID_0008']);
  });
});

describe('top-ups', () => {
  it.each([
    [9_999, 422, 'ERR_PREPAID_0003'],
    [2_000_001, 422, 'ERR_PREPAID_0003'],
  ])('refuses %i satang by a saved card, with nothing charged', async (amount, status, code) => {
    const res = await postPrepaid(t, member, '/topups', { amount, channel: 'SAVED', paymentMethodId: card.id });
    expect(res.status).toBe(status);
    expect(errorCodes(res)).toEqual([code]);
    expect((await accountOf(member.customerId)).balance).toBe(0);
  });

  it('takes 100.00 baht by a saved card: the balance and one TOP_UP row, a retry with the key the same', async () => {
    const key = randomUUID();
    const body = { amount: 10_000, channel: 'SAVED', paymentMethodId: card.id };
    const first = await postPrepaid(t, member, '/topups', body, key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'PAID', amount: 10_000, invoiceNos: [] });
    const retry = await postPrepaid(t, member, '/topups', body, key);
    expect(retry.body.data.paymentId).toBe(first.body.data.paymentId);
    expect(await gatewayChargesFor(t, [first.body.data.paymentId])).toHaveLength(1);
    const account = await expectLedgerTrue(member.customerId);
    expect(account.balance).toBe(10_000);
    const statement = await request(t.app).get('/invoiceservice/api/v1/prepaid/statement').set(bearerHeaders(member.token));
    expect(statement.body.data.items).toEqual([
      expect.objectContaining({ kind: 'TOP_UP', amount: 10_000, balanceAfter: 10_000, paymentId: first.body.data.paymentId }),
    ]);
  });

  it('takes 20,000.00 baht by PromptPay once the bank pays the code', async () => {
    const pending = await postPrepaid(t, member, '/topups', { amount: 2_000_000, channel: 'QR' });
    expect(pending.body.data.status).toBe('PENDING');
    expect((await accountOf(member.customerId)).balance).toBe(10_000);
    await payQrAtBank(t, pending.body.data.qr.payload);
    expect((await paymentRow(t, pending.body.data.paymentId))?.status).toBe('PAID');
    expect((await expectLedgerTrue(member.customerId)).balance).toBe(2_010_000);
  });

  it('takes the balance to 50,000.00 baht and refuses a satang more', async () => {
    expect((await topUpBy(t, member, 2_000_000, card)).status).toBe('PAID');
    expect((await topUpBy(t, member, 990_000, card)).status).toBe('PAID');
    expect((await accountOf(member.customerId)).balance).toBe(5_000_000);
    const res = await postPrepaid(t, member, '/topups', { amount: 10_000, channel: 'SAVED', paymentMethodId: card.id });
    expect(res.status).toBe(422);
    expect(errorCodes(res)).toEqual(['ERR_PREPAID_0004']);
    expect((await expectLedgerTrue(member.customerId)).balance).toBe(5_000_000);
  });
});

describe('the journal', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(t.pool.query('update prepaid_movement set amount = 0')).rejects.toThrow(/append-only: UPDATE/);
    await expect(t.pool.query('delete from prepaid_movement')).rejects.toThrow(/append-only: DELETE/);
    await expect(t.pool.query('truncate prepaid_movement')).rejects.toThrow(/append-only: TRUNCATE/);
  });

  it('refuses a balance below zero even written directly', async () => {
    const account = await accountOf(member.customerId);
    await expect(t.pool.query('update prepaid_account set balance = -1 where id = $1', [account.id])).rejects.toThrow(
      /balance_not_negative/,
    );
  });
});

describe('a crash between the gateway’s charge and the journal', () => {
  it('is settled by the payment reconciliation: the money appears once', async () => {
    const crashing = await createMember(t);
    const crashingCard = await savedCardMethod(t, crashing.customerId);
    expect((await openPrepaid(t, crashing)).status).toBe(201);
    const account = await accountOf(crashing.customerId);
    const key = randomUUID();
    const topUp = { amount: 50_000, channel: 'SAVED' as const, paymentMethodId: crashingCard.id };
    const idempotency = { scope: crashing.customerId, key, requestHash: hashOfRequest({ topUp }) };
    // Transaction 1 of the top-up, the gateway's charge, and then the process dies.
    const payment = await t.db.transaction(async (tx) => {
      expect(await claimKey(tx, idempotency, t.clock.now())).toBe(true);
      const pending = await insertPendingPayment({
        db: tx,
        customerId: crashing.customerId,
        channel: 'SAVED',
        paymentMethodId: crashingCard.id,
        invoices: [],
        amount: topUp.amount,
        at: t.clock.now(),
      });
      await tx.insert(prepaidTopUps).values({ paymentId: pending.id, accountId: account.id, kind: 'TOP_UP' });
      await attachPayment(tx, idempotency, pending.id);
      return pending;
    });
    const asked = await askGateway({
      gateway: t.gateway,
      payment,
      invoiceNos: [],
      source: chargeSourceOf(crashingCard),
      portalBaseUrl: t.config.portalBaseUrl,
      now: t.clock.now(),
    });
    expect(asked.outcome.status).toBe('PAID');
    expect((await accountOf(crashing.customerId)).balance).toBe(0);

    const reconcile = () =>
      reconcilePendingPayments({
        db: t.db,
        gateway: t.gateway,
        logger: t.logger,
        documents: paymentDocuments,
        at: new Date(t.clock.now().getTime() + 61 * 60_000),
      });
    expect(await reconcile()).toMatchObject({ checked: 1, paid: 1 });
    expect(await reconcile()).toMatchObject({ checked: 0 });
    expect((await expectLedgerTrue(crashing.customerId)).balance).toBe(50_000);
    expect(await movementsOf(t.db, account.id)).toHaveLength(1);
    const retry = await topUpBy(t, crashing, topUp.amount, crashingCard, key);
    expect(retry).toMatchObject({ paymentId: payment.id, status: 'PAID' });
    expect(await gatewayChargesFor(t, [payment.id])).toHaveLength(1);
    expect((await accountOf(crashing.customerId)).balance).toBe(50_000);
  });
});

describe('paying from the balance', () => {
  it('pays an invoice by hand, once for a key, and the statement shows the payment', async () => {
    const before = (await accountOf(member.customerId)).balance;
    const invoice = await latestInvoiceFor({ db: t.db, invoiceNo });
    const key = randomUUID();
    const first = await postPrepaid(t, member, '/payments', { invoiceNos: [invoiceNo] }, key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'PAID', invoiceNos: [invoiceNo] });
    const retry = await postPrepaid(t, member, '/payments', { invoiceNos: [invoiceNo] }, key);
    expect(retry.body.data.paymentId).toBe(first.body.data.paymentId);
    expect((await latestInvoiceFor({ db: t.db, invoiceNo }))?.status).toBe('PAID');
    const account = await expectLedgerTrue(member.customerId);
    expect(account.balance).toBe(before - (invoice?.totalAmount ?? 0));
    const statement = await request(t.app).get('/invoiceservice/api/v1/prepaid/statement').set(bearerHeaders(member.token));
    expect(statement.body.data.items[0]).toMatchObject({
      kind: 'PAYMENT',
      amount: -(invoice?.totalAmount ?? 0),
      paymentId: first.body.data.paymentId,
    });
  });

  it('leaves an invoice larger than the balance unpaid and tells the member', async () => {
    const short = await createMember(t);
    const shortCard = await savedCardMethod(t, short.customerId);
    expect((await openPrepaid(t, short)).status).toBe(201);
    expect((await topUpBy(t, short, 10_000, shortCard)).status).toBe('PAID');
    const [bigger = ''] = await invoiceCopies(t, { invoiceNo, customerId: short.customerId, count: 1, totalAmount: 10_001 });
    const answer = await payBy(t, short, [bigger]);
    expect(answer).toMatchObject({ status: 'FAILED', failure: { code: 'ERR_PAY_0111' } });
    expect((await latestInvoiceFor({ db: t.db, invoiceNo: bigger }))?.status).toBe('NORMAL');
    expect((await expectLedgerTrue(short.customerId)).balance).toBe(10_000);
    expect((await noticesTo(short, 'PREPAID_INSUFFICIENT')).map((message) => message.channel).sort()).toEqual(['EMAIL', 'SMS']);
  });
});

describe('the payments’ saved-method call with the prepaid account as the primary method', () => {
  it('refuses with the prepaid code, which names the call that pays from the balance, in Thai and English', async () => {
    const prepaidFirst = await createMember(t);
    expect((await openPrepaid(t, prepaidFirst)).status).toBe(201);
    const [open = ''] = await invoiceCopies(t, { invoiceNo, customerId: prepaidFirst.customerId, count: 1, totalAmount: 100 });
    for (const language of ['TH', 'EN'] as const) {
      const res = await request(t.app)
        .post('/invoiceservice/api/v1/payments')
        .set(bearerHeaders(prepaidFirst.token, language))
        .set('Idempotency-Key', randomUUID())
        .send({ invoiceNos: [open], channel: 'SAVED' });
      expect(res.status).toBe(409);
      expect(res.body.data.errors).toEqual([
        { code: 'ERR_PREPAID_0011', description: expect.stringContaining('POST /invoiceservice/api/v1/prepaid/payments') },
      ]);
    }
    expect((await latestInvoiceFor({ db: t.db, invoiceNo: open }))?.status).toBe('NORMAL');
  });
});

describe('parallel movements on one account from two instances', () => {
  it('keeps the balance the journal’s sum, never below zero, each movement once: 50 top-ups and 50 payments at once', async () => {
    const busy = await memberOfInvoices(50, 15_000);
    const busyCard = await savedCardMethod(t, busy.customerId);
    expect((await openPrepaid(t, busy)).status).toBe(201);
    expect((await topUpBy(t, busy, 100_000, busyCard)).status).toBe('PAID');
    const answers = await Promise.all([
      ...busy.invoiceNos.map((number, index) => payBy(index % 2 === 0 ? t : other, busy, [number])),
      ...busy.invoiceNos.map((_number, index) => topUpBy(index % 2 === 0 ? other : t, busy, 10_000, busyCard)),
    ]);
    const paid = answers.filter((answer) => answer.status === 'PAID');
    const account = await expectLedgerTrue(busy.customerId);
    const rows = await movementsOf(t.db, account.id);
    // The first top-up and every paid payment or top-up, each once.
    expect(rows).toHaveLength(1 + paid.length);
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(rows.length);
    expect(rows.every((row) => row.balanceAfter >= 0)).toBe(true);
    expect(answers.filter((answer) => answer.status === 'FAILED').every((answer) => answer.failure?.code === 'ERR_PAY_0111')).toBe(true);
    expect(await checkPrepaidLedgers({ db: t.db, logger: t.logger })).toMatchObject({ mismatches: 0 });
  });
});

describe('automatic replenishment', () => {
  it('replenishes once when 50 triggers of one fall come from two instances at once', async () => {
    const falling = await createMember(t);
    const fallingCard = await savedCardMethod(t, falling.customerId);
    expect((await openPrepaid(t, falling)).status).toBe(201);
    expect((await topUpBy(t, falling, 30_000, fallingCard)).status).toBe('PAID');
    const settings = { replenishment: { threshold: 30_000, amount: 50_000, paymentMethodId: fallingCard.id }, lowBalanceThreshold: null };
    expect((await prepaidSettings(t, falling, settings)).status).toBe(200);
    const [small = ''] = await invoiceCopies(t, { invoiceNo, customerId: falling.customerId, count: 1, totalAmount: 1 });
    // One satang out takes 300.00 baht to 299.99: below the threshold, so this payment replenishes.
    expect((await payBy(t, falling, [small])).status).toBe('PAID');
    const account = await accountOf(falling.customerId);
    await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const app = index % 2 === 0 ? t : other;
        return triggerReplenishment(depsOf(app), app.notifier, account.id);
      }),
    );
    const made = await t.db.select().from(prepaidReplenishments).where(eq(prepaidReplenishments.accountId, account.id));
    expect(made.map((row) => [row.status, row.attempts])).toEqual([['PAID', 1]]);
    const after = await expectLedgerTrue(falling.customerId);
    expect(after.balance).toBe(29_999 + 50_000);
    expect((await movementsOf(t.db, account.id)).map((row) => row.kind)).toEqual(['TOP_UP', 'PAYMENT', 'REPLENISHMENT']);
  });

  it('tells the member of a declined replenishment and tries once more the next day', async () => {
    const declined = await createMember(t);
    const badCard = await savedCardMethod(t, declined.customerId, { number: TEST_CARDS.declined[0] });
    expect((await openPrepaid(t, declined)).status).toBe(201);
    const byQr = await postPrepaid(t, declined, '/topups', { amount: 20_000, channel: 'QR' });
    await payQrAtBank(t, byQr.body.data.qr.payload);
    const settings = {
      replenishment: { threshold: 20_000, amount: 20_000, paymentMethodId: badCard.id },
      lowBalanceThreshold: 20_000,
    };
    expect((await prepaidSettings(t, declined, settings)).status).toBe(200);
    const [small = ''] = await invoiceCopies(t, { invoiceNo, customerId: declined.customerId, count: 1, totalAmount: 100 });
    expect((await payBy(t, declined, [small])).status).toBe('PAID');
    const account = await accountOf(declined.customerId);
    const [first] = await t.db.select().from(prepaidReplenishments).where(eq(prepaidReplenishments.accountId, account.id));
    expect(first).toMatchObject({ status: 'FAILED', attempts: 1, retryOn: '2026-11-17' });
    expect((await noticesTo(declined, 'PREPAID_REPLENISHMENT_FAILED')).map((message) => message.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect((await noticesTo(declined, 'PREPAID_LOW_BALANCE')).map((message) => message.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(await retryReplenishments(depsOf(t), t.notifier, bangkok('2026-11-16T23:59:59'))).toEqual({ retried: 0, paid: 0 });
    const retried = await Promise.all([
      retryReplenishments(depsOf(t), t.notifier, bangkok('2026-11-17T09:00:00')),
      retryReplenishments(depsOf(other), other.notifier, bangkok('2026-11-17T09:00:00')),
    ]);
    expect(retried.reduce((sum, run) => sum + run.retried, 0)).toBe(1);
    const [second] = await t.db.select().from(prepaidReplenishments).where(eq(prepaidReplenishments.accountId, account.id));
    expect(second).toMatchObject({ status: 'FAILED', attempts: 2, retryOn: null });
    expect((await expectLedgerTrue(declined.customerId)).balance).toBe(19_900);
  });
});

describe('the prepaid notices and the notification settings', () => {
  let quiet: Awaited<ReturnType<typeof createMember>>;
  const EVENTS = ['PREPAID_LOW_BALANCE', 'PREPAID_REPLENISHMENT_FAILED', 'PREPAID_INSUFFICIENT'] as const;

  // One member with the e-mail of the three events switched off: a payment crosses the low-balance
  // threshold and starts a declined replenishment, and a larger invoice then finds the balance short.
  beforeAll(async () => {
    quiet = await createMember(t);
    const badCard = await savedCardMethod(t, quiet.customerId, { number: TEST_CARDS.declined[0] });
    const choices = EVENTS.map((event) => ({ event, channel: 'EMAIL', enabled: false }));
    const switched = await request(t.app)
      .put('/customerservice/api/v1/customer/current/notifications')
      .set(bearerHeaders(quiet.token))
      .send({ choices });
    expect(switched.status).toBe(200);
    expect((await openPrepaid(t, quiet)).status).toBe(201);
    const byQr = await postPrepaid(t, quiet, '/topups', { amount: 20_000, channel: 'QR' });
    await payQrAtBank(t, byQr.body.data.qr.payload);
    const settings = { replenishment: { threshold: 20_000, amount: 20_000, paymentMethodId: badCard.id }, lowBalanceThreshold: 20_000 };
    expect((await prepaidSettings(t, quiet, settings)).status).toBe(200);
    const [small = '', large = ''] = await invoiceCopies(t, { invoiceNo, customerId: quiet.customerId, count: 2, totalAmount: 100 });
    expect((await payBy(t, quiet, [small])).status).toBe('PAID');
    await t.db.update(invoices).set({ totalAmount: 30_000 }).where(eq(invoices.invoiceNo, large));
    expect((await payBy(t, quiet, [large])).status).toBe('FAILED');
  });

  it.each(EVENTS)('sends %s by SMS and not by the e-mail the member switched off', async (event) => {
    expect((await noticesTo(quiet, event)).map((message) => message.channel)).toEqual(['SMS']);
  });
});

describe('the automatic payment at the cut', () => {
  it('pays the invoice from the balance of the account that is the primary method', async () => {
    const driver = await createMember(t);
    const opened = await openPrepaid(t, driver);
    // The member's first method: primary at once (requirements/payment-methods.md#when-a-channel-change-takes-effect).
    expect(opened.status).toBe(201);
    const byQr = await postPrepaid(t, driver, '/topups', { amount: 100_000, channel: 'QR' });
    await payQrAtBank(t, byQr.body.data.qr.payload);
    const { plateNumber } = await seedVehicle(t, driver.customerId, { status: 'ACTIVE' });
    await recordPassage(t, { plate: plateNumber });
    registerAutoDebitJobs(t.jobs, { deps: depsOf(t), notifier: t.notifier });
    await t.jobs.open();
    const moved = await request(t.app)
      .put('/simservice/api/v1/clock')
      .set(commonHeaders())
      .send({ now: bangkok('2026-12-01T00:00:00').toISOString() });
    expect(moved.status).toBe(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.customerId, driver.customerId));
    expect(invoice).toMatchObject({ billingPeriod: '2026-11-2', status: 'PAID' });
    const account = await expectLedgerTrue(driver.customerId);
    expect(account.balance).toBe(100_000 - (invoice?.totalAmount ?? 0));
    expect((await movementsOf(t.db, account.id)).map((row) => row.kind)).toEqual(['TOP_UP', 'PAYMENT']);
  });

  it('pays an open invoice from the balance in the evening run of the daily mode', async () => {
    const daily = await createMember(t);
    expect((await openPrepaid(t, daily, 'DAILY')).status).toBe(201);
    const byQr = await postPrepaid(t, daily, '/topups', { amount: 10_000, channel: 'QR' });
    await payQrAtBank(t, byQr.body.data.qr.payload);
    const [open = ''] = await invoiceCopies(t, { invoiceNo, customerId: daily.customerId, count: 1, totalAmount: 4_000 });
    const moved = await request(t.app)
      .put('/simservice/api/v1/clock')
      .set(commonHeaders())
      .send({ now: bangkok('2026-12-01T20:00:00').toISOString() });
    expect(moved.status).toBe(200);
    expect((await latestInvoiceFor({ db: t.db, invoiceNo: open }))?.status).toBe('PAID');
    expect((await expectLedgerTrue(daily.customerId)).balance).toBe(6_000);
  });
});
