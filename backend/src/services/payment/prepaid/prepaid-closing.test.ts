import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { createMember, type TTestCustomer } from '../../../test/factories/customers';
import { uploadOwnFile } from '../../../test/factories/files';
import { bearerHeaders, errorCodes } from '../../../test/factories/http';
import { savedCardMethod } from '../../../test/factories/payments';
import { openPrepaid, postPrepaid } from '../../../test/factories/prepaid';
import { stepProof } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import type { TTestApp } from '../../../test/test-app';
import { paymentMethods } from '../methods/payment-method.schema';
import type { TPaymentMethodRow } from '../methods/payment-method-records';
import { refundCreditNotesOf } from '../receipts/credit-notes';
import { etaxMailOf } from '../receipts/etax-mail';
import { sendDueRefunds, type TRefundJobDeps } from '../refunds/refund-sending';
import { refunds } from '../refunds/refunds.schema';
import { requestRefund } from '../refunds/refunds.service';
import { ledgerProblems } from './ledger-check';
import { checkPrepaidLedgers } from './prepaid-jobs';
import { movementsOf } from './prepaid-ledger';
import { refundsIntoPrepaid } from './prepaid-refunds';
import { prepaidAccounts } from './prepaid.schema';

// Accounts are closed and refunds sent by the job over the whole refund table, so the file has a database of its own.
let t: TTestApp;
let jobDeps: TRefundJobDeps;
type TMember = TTestCustomer & { token: string; card: TPaymentMethodRow };

const bangkok = (local: string) => new Date(`${local}+07:00`);

/** A member with a saved card (their primary method) and an open prepaid account topped up by `balance` satang. */
async function memberWithBalance(balance: number): Promise<TMember> {
  const created = await createMember(t);
  const card = await savedCardMethod(t, created.customerId);
  const member = { ...created, card };
  expect((await openPrepaid(t, member)).status).toBe(201);
  if (balance > 0) {
    const topUp = await postPrepaid(t, member, '/topups', { amount: balance, channel: 'SAVED', paymentMethodId: card.id });
    expect(topUp.body.data.status).toBe('PAID');
  }
  return member;
}

async function refundTo(member: TMember) {
  return { bankCode: '014', accountNo: '1234567890', holderName: 'Somchai Jaidee', bankBookFileId: await uploadOwnFile(t, member.token) };
}

async function closeAccount(member: TMember, body: object, key: string = randomUUID()) {
  const verificationToken = await stepProof(t, member, 'DELETE_MFLOW_PREPAID');
  return postPrepaid(t, member, '/closing', { verificationToken, ...body }, key);
}

async function accountsOf(customerId: string) {
  return t.db.select().from(prepaidAccounts).where(eq(prepaidAccounts.customerId, customerId));
}

async function journalOf(customerId: string) {
  const [account] = await accountsOf(customerId);
  if (!account) throw new Error('no account');
  const rows = await movementsOf(t.db, account.id);
  expect(ledgerProblems(account.balance, rows)).toEqual([]);
  return { account, rows };
}

const closingRefundsOf = (customerId: string) => t.db.select().from(refunds).where(eq(refunds.customerId, customerId));

beforeAll(async () => {
  t = await createIsolatedTestApp({ otpResendCooldownSeconds: 0, otpHourlyLimit: 100_000, authRateLimitPerMinute: 100_000 });
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  jobDeps = {
    db: t.db,
    gateway: t.gateway,
    notifier: t.notifier,
    logger: t.logger,
    creditNotes: refundCreditNotesOf(etaxMailOf(t)),
    prepaid: refundsIntoPrepaid,
  };
});
afterAll(() => t.close());

describe('closing with a balance', () => {
  it('takes the balance to zero by a CLOSING_REFUND row and asks for its refund to the bank account, which the refund job sends', async () => {
    const member = await memberWithBalance(50_000);
    const res = await closeAccount(member, { refundTo: await refundTo(member) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      account: { status: 'CLOSED', balance: 0 },
      refund: { amount: 50_000, status: 'REQUESTED', destination: '******7890' },
    });
    const { rows } = await journalOf(member.customerId);
    expect(rows.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['TOP_UP', 50_000, 50_000],
      ['CLOSING_REFUND', -50_000, 0],
    ]);
    const [refund] = await closingRefundsOf(member.customerId);
    expect(refund).toMatchObject({ paymentId: null, channel: 'BANK_ACCOUNT', bankCode: '014', accountNo: '1234567890' });
    const methods = await t.db.select().from(paymentMethods).where(eq(paymentMethods.customerId, member.customerId));
    expect(methods.find((method) => method.kind === 'MFLOW')?.deletedAt).not.toBeNull();
    await sendDueRefunds(jobDeps, t.clock.now());
    const [sent] = await closingRefundsOf(member.customerId);
    expect(sent).toMatchObject({ status: 'DONE', creditNoteNo: null });
  });

  it('answers a retry under the same key with the same closing, without a new proof', async () => {
    const member = await memberWithBalance(10_000);
    const key = randomUUID();
    const body = { refundTo: await refundTo(member) };
    const first = await closeAccount(member, body, key);
    expect(first.status).toBe(200);
    const retry = await postPrepaid(t, member, '/closing', { verificationToken: 'spent-already', ...body }, key);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    expect(await closingRefundsOf(member.customerId)).toHaveLength(1);
    expect((await journalOf(member.customerId)).rows.filter((row) => row.kind === 'CLOSING_REFUND')).toHaveLength(1);
  });

  it('gives one refund when the member closes five times at once', async () => {
    const member = await memberWithBalance(20_000);
    const body = { refundTo: await refundTo(member) };
    const proofs: string[] = [];
    for (let index = 0; index < 5; index += 1) proofs.push(await stepProof(t, member, 'DELETE_MFLOW_PREPAID'));
    const answers = await Promise.all(
      proofs.map((verificationToken) => postPrepaid(t, member, '/closing', { verificationToken, ...body })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(answers.filter((res) => res.status === 404).flatMap(errorCodes)).toEqual(Array(4).fill('ERR_PREPAID_0001'));
    expect(await closingRefundsOf(member.customerId)).toEqual([expect.objectContaining({ amount: 20_000 })]);
    expect((await journalOf(member.customerId)).account).toMatchObject({ status: 'CLOSED', balance: 0 });
  });

  it('refuses top-ups and payments after closing', async () => {
    const member = await memberWithBalance(10_000);
    expect((await closeAccount(member, { refundTo: await refundTo(member) })).status).toBe(200);
    const topUp = await postPrepaid(t, member, '/topups', { amount: 10_000, channel: 'SAVED', paymentMethodId: member.card.id });
    expect(topUp.status).toBe(409);
    expect(errorCodes(topUp)).toEqual(['ERR_PREPAID_0005']);
    const pay = await postPrepaid(t, member, '/payments', { invoiceNos: ['IV0000000001'] });
    expect(errorCodes(pay)).toEqual(['ERR_PREPAID_0001']);
    expect((await journalOf(member.customerId)).account.balance).toBe(0);
  });

  it('keeps the account open with its balance without a bank account, or with a bank book that is not the member’s own', async () => {
    const member = await memberWithBalance(10_000);
    const none = await closeAccount(member, {});
    expect(none.status).toBe(409);
    expect(errorCodes(none)).toEqual(['ERR_PREPAID_0007']);
    const stranger = await createMember(t);
    const foreign = await closeAccount(member, {
      refundTo: { ...(await refundTo(member)), bankBookFileId: await uploadOwnFile(t, stranger.token) },
    });
    expect(errorCodes(foreign)).toEqual(['ERR_RFD_0005']);
    expect((await journalOf(member.customerId)).account).toMatchObject({ status: 'OPEN', balance: 10_000 });
    expect(await closingRefundsOf(member.customerId)).toEqual([]);
  });

  it('closes an empty account by the DELETE call as before', async () => {
    const member = await memberWithBalance(0);
    const verificationToken = await stepProof(t, member, 'DELETE_MFLOW_PREPAID');
    const res = await request(t.app).delete('/invoiceservice/api/v1/prepaid').query({ verificationToken }).set(bearerHeaders(member.token));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'CLOSED', balance: 0 });
  });
});

describe('a dispute refund into the account', () => {
  async function paidTopUpOf(member: TMember) {
    const res = await postPrepaid(t, member, '/topups', { amount: 10_000, channel: 'SAVED', paymentMethodId: member.card.id });
    return res.body.data.paymentId as string;
  }

  const disputeRefund = (
    paymentId: string,
    channel: Parameters<typeof requestRefund>[0]['channel'],
    sourceKey = `dispute:${randomUUID()}`,
  ) => requestRefund({ db: t.db, clock: t.clock, paymentId, amount: 3_000, sourceKey, channel, reason: 'Plate misread at the gantry' });

  async function makePrepaidPrimary(member: TMember) {
    await t.db.update(paymentMethods).set({ isPrimary: false }).where(eq(paymentMethods.id, member.card.id));
    await t.db
      .update(paymentMethods)
      .set({ isPrimary: true })
      .where(and(eq(paymentMethods.customerId, member.customerId), eq(paymentMethods.kind, 'MFLOW')));
  }

  it('goes into the balance when the prepaid account is the primary method: one DISPUTE_REFUND row whatever reruns', async () => {
    const member = await memberWithBalance(0);
    const paymentId = await paidTopUpOf(member);
    await makePrepaidPrimary(member);
    const made = await disputeRefund(paymentId, { kind: 'ORIGINAL_METHOD' });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, made.refundId));
    expect(row?.channel).toBe('PREPAID_ACCOUNT');
    await sendDueRefunds(jobDeps, t.clock.now());
    await sendDueRefunds(jobDeps, new Date(t.clock.now().getTime() + 3_600_000));
    const { rows, account } = await journalOf(member.customerId);
    expect(rows.filter((movement) => movement.kind === 'DISPUTE_REFUND')).toEqual([
      expect.objectContaining({ amount: 3_000, sourceKey: `refund:${made.refundId}` }),
    ]);
    expect(account.balance).toBe(13_000);
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, made.refundId));
    expect(done).toMatchObject({ status: 'DONE', gatewayReference: `prepaid:${made.refundId}` });
  });

  it('goes into the balance when the member chose it, and back to the card that paid otherwise', async () => {
    const member = await memberWithBalance(0);
    const paymentId = await paidTopUpOf(member);
    const chosen = await disputeRefund(paymentId, { kind: 'PREPAID_ACCOUNT' });
    const original = await disputeRefund(paymentId, { kind: 'ORIGINAL_METHOD' });
    const channels = await t.db.select({ id: refunds.id, channel: refunds.channel }).from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(Object.fromEntries(channels.map((row) => [row.id, row.channel]))).toEqual({
      [chosen.refundId]: 'PREPAID_ACCOUNT',
      [original.refundId]: 'ORIGINAL_METHOD',
    });
  });

  it('refuses the prepaid balance to a member with no open account, and fails one whose account closed before it was sent', async () => {
    const member = await memberWithBalance(0);
    const paymentId = await paidTopUpOf(member);
    const made = await disputeRefund(paymentId, { kind: 'PREPAID_ACCOUNT' });
    expect((await closeAccount(member, { refundTo: await refundTo(member) })).status).toBe(200);
    await expect(disputeRefund(paymentId, { kind: 'PREPAID_ACCOUNT' })).rejects.toMatchObject({
      items: [expect.objectContaining({ code: 'ERR_RFD_0007' })],
    });
    await sendDueRefunds(jobDeps, t.clock.now());
    const [failed] = await t.db.select().from(refunds).where(eq(refunds.id, made.refundId));
    expect(failed).toMatchObject({ status: 'FAILED', failureCode: 'ACCOUNT_CLOSED' });
  });
});

// Last in the file: it puts one balance out of step with its journal.
describe('the nightly ledger check', () => {
  it('reads every account a batch at a time and reports a balance that is not its journal’s sum', async () => {
    const [total] = await t.db.select({ value: count() }).from(prepaidAccounts);
    expect(total?.value).toBeGreaterThan(5);
    const logger = { error: jest.fn() } as unknown as typeof t.logger;
    expect(await checkPrepaidLedgers({ db: t.db, logger }, { batchSize: 2 })).toEqual({ accounts: total?.value, mismatches: 0 });
    const member = await memberWithBalance(10_000);
    const [account] = await accountsOf(member.customerId);
    await t.db
      .update(prepaidAccounts)
      .set({ balance: sql`${prepaidAccounts.balance} + 1` })
      .where(eq(prepaidAccounts.id, account?.id ?? ''));
    expect(await checkPrepaidLedgers({ db: t.db, logger }, { batchSize: 3 })).toEqual({ accounts: (total?.value ?? 0) + 1, mismatches: 1 });
    expect(logger.error).toHaveBeenCalledWith(
      { accountId: account?.id, problems: ['balance 10001, journal sum 10000'] },
      'a prepaid balance does not match its journal',
    );
  });
});
