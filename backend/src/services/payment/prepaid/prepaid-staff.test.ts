import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { createMember } from '../../../test/factories/customers';
import { bearerHeaders, errorCodes } from '../../../test/factories/http';
import { savedCardMethod } from '../../../test/factories/payments';
import { openPrepaid, postPrepaid } from '../../../test/factories/prepaid';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { staffAudit } from '../../audit/audit.schema';
import { ledgerProblems } from './ledger-check';
import { findOpenAccount, movementsOf } from './prepaid-ledger';

// Each test works on a member of its own, so the shared database serves.
let t: TTestApp;
let approver: { staffId: string; token: string };
let callCentre: string;

const prepaidOf = (customerId: string) => `/staffservice/api/v1/customers/${customerId}/prepaid`;

/** A member whose prepaid account holds `balance` satang, topped up by a saved card. */
async function memberWithBalance(balance: number) {
  const member = await createMember(t);
  const card = await savedCardMethod(t, member.customerId);
  expect((await openPrepaid(t, member)).status).toBe(201);
  const topUp = await postPrepaid(t, member, '/topups', { amount: balance, channel: 'SAVED', paymentMethodId: card.id });
  expect(topUp.body.data.status).toBe('PAID');
  return member;
}

const adjust = (token: string, customerId: string, body: object, adjustmentId: string = randomUUID()) =>
  request(t.app)
    .post(`${prepaidOf(customerId)}/adjustments`)
    .set(bearerHeaders(token))
    .send({ adjustmentId, ...body });

async function journalOf(customerId: string) {
  const account = await findOpenAccount(t.db, customerId);
  if (!account) throw new Error('no open account');
  const rows = await movementsOf(t.db, account.id);
  expect(ledgerProblems(account.balance, rows)).toEqual([]);
  return { account, rows };
}

const auditOf = (customerId: string) =>
  t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.subjectId, customerId), eq(staffAudit.action, 'PREPAID_ADJUST')));

beforeAll(async () => {
  t = createTestApp({ otpResendCooldownSeconds: 0, otpHourlyLimit: 100_000, authRateLimitPerMinute: 100_000 });
  approver = await createSignedInStaff(t, { roles: ['APPROVER'] });
  callCentre = (await createSignedInStaff(t, { roles: ['CALL_CENTRE'] })).token;
});
afterAll(() => t.close());

describe('the back-office view', () => {
  it('shows the call centre the account, its balance and its journal a page at a time, newest first', async () => {
    const member = await memberWithBalance(30_000);
    await adjust(approver.token, member.customerId, { amount: -1_000, reason: 'Goodwill debit test' });
    const res = await request(t.app).get(prepaidOf(member.customerId)).query({ pageSize: 1 }).set(bearerHeaders(callCentre));
    expect(res.status).toBe(200);
    expect(res.body.data.account).toMatchObject({ status: 'OPEN', balance: 29_000, closedAt: null });
    expect(res.body.data.statement).toMatchObject({
      items: [expect.objectContaining({ kind: 'ADJUSTMENT', amount: -1_000, reason: 'Goodwill debit test' })],
      page: 1,
      pageSize: 1,
      total: 2,
    });
    const none = await request(t.app)
      .get(prepaidOf((await createMember(t)).customerId))
      .set(bearerHeaders(callCentre));
    expect(none.body.data).toEqual({ account: null, statement: { items: [], page: 1, pageSize: 20, total: 0 } });
  });
});

describe('a staff adjustment', () => {
  it('is refused to the call centre, which only reads, with nothing posted', async () => {
    const member = await memberWithBalance(10_000);
    const res = await adjust(callCentre, member.customerId, { amount: 500, reason: 'Toll charged twice' });
    expect(res.status).toBe(403);
    expect(errorCodes(res)).toEqual(['ERR_STAFF_0004']);
    expect((await journalOf(member.customerId)).rows).toHaveLength(1);
  });

  it('needs a reason', async () => {
    const member = await memberWithBalance(10_000);
    for (const body of [{ amount: 500 }, { amount: 500, reason: '   ' }]) {
      const res = await adjust(approver.token, member.customerId, body);
      expect(res.status).toBe(400);
      expect(errorCodes(res)).toEqual(['ERR_COMMON_0004']);
    }
    expect(await auditOf(member.customerId)).toEqual([]);
  });

  it('posts an ADJUSTMENT row with the reason and lands in the staff audit log, once for an adjustment id', async () => {
    const member = await memberWithBalance(10_000);
    const key = randomUUID();
    const body = { amount: 2_500, reason: 'Toll charged twice on 3 Nov' };
    expect((await adjust(approver.token, member.customerId, body, key)).status).toBe(200);
    const retry = await adjust(approver.token, member.customerId, body, key);
    expect(retry.body.data.account.balance).toBe(12_500);
    const { rows } = await journalOf(member.customerId);
    expect(rows.filter((row) => row.kind === 'ADJUSTMENT')).toEqual([
      expect.objectContaining({ amount: 2_500, balanceAfter: 12_500, reason: body.reason, staffId: approver.staffId }),
    ]);
    expect(await auditOf(member.customerId)).toEqual([
      expect.objectContaining({
        staffId: approver.staffId,
        subjectType: 'CUSTOMER',
        before: { balance: 10_000 },
        after: { balance: 12_500, amount: 2_500, reason: body.reason },
      }),
    ]);
  });

  it('takes the balance to zero and refuses a satang more, with no audit entry for the refusal', async () => {
    const member = await memberWithBalance(10_000);
    const below = await adjust(approver.token, member.customerId, { amount: -10_001, reason: 'Wrong top-up' });
    expect(below.status).toBe(409);
    expect(errorCodes(below)).toEqual(['ERR_PREPAID_0010']);
    expect((await adjust(approver.token, member.customerId, { amount: -10_000, reason: 'Wrong top-up' })).status).toBe(200);
    expect((await journalOf(member.customerId)).account.balance).toBe(0);
    expect(await auditOf(member.customerId)).toHaveLength(1);
  });
});
