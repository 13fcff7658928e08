import request from 'supertest';
import { and, eq, inArray } from 'drizzle-orm';
import { createMember, type TTestCustomer } from '../../../test/factories/customers';
import { recordPassage } from '../../../test/factories/passages';
import { autoDebitMethod, gatewayChargesFor, paymentsOf } from '../../../test/factories/payments';
import { seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, createTestApp, type TTestApp } from '../../../test/test-app';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { invoices } from '../../billing/billing.schema';
import { TEST_CARDS } from '../../gateway/test-cards';
import { outboxMessages } from '../../notification/notification.schema';
import { autoDebits } from './auto-debit.schema';
import { runAutoDebit } from './auto-debit';
import { registerAutoDebitJobs } from './auto-debit-jobs';
import { paymentDocuments } from '../receipts/receipts.service';

// The clock moves through March 2027 here, test after test, so the file has a database of its
// own; `other` is a second instance on it, as a second backend process would be.
let t: TTestApp;
let other: TTestApp;

const bangkok = (local: string) => new Date(`${local}+07:00`);

async function moveClockTo(app: TTestApp, local: string) {
  const res = await request(app.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok(local).toISOString() });
  expect(res.status).toBe(200);
  return res.body.data.runs as { job: string; status: string; summary: Record<string, number> | null }[];
}

const members: Record<string, TTestCustomer> = {};
const idOf = (name: string) => members[name]?.customerId ?? '';

const invoicesOf = (name: string) =>
  t.db
    .select()
    .from(invoices)
    .where(eq(invoices.customerId, idOf(name)))
    .orderBy(invoices.issuedAt);
const attemptsOf = (name: string) =>
  t.db
    .select()
    .from(autoDebits)
    .where(eq(autoDebits.customerId, idOf(name)));

type TSetup = Parameters<typeof autoDebitMethod>[2];

const SETUPS: Record<string, TSetup> = {
  automaticA: { debitMode: 'AUTOMATIC', effectiveFrom: '2027-03-01' },
  automaticB: { debitMode: 'AUTOMATIC', effectiveFrom: '2027-03-01' },
  declined: { debitMode: 'AUTOMATIC', effectiveFrom: '2027-03-01', card: { number: TEST_CARDS.declined[0] } },
  cardSameDay: { debitMode: 'DAILY', effectiveFrom: '2027-03-17' },
  cardNextDay: { debitMode: 'DAILY', effectiveFrom: '2027-03-18' },
  bankDayTwo: { debitMode: 'DAILY', effectiveFrom: '2027-03-19', bankAccount: '0061234567' },
  bankSameDay: { debitMode: 'DAILY', effectiveFrom: '2027-03-20', bankAccount: '0067654321' },
};

beforeAll(async () => {
  t = await createIsolatedTestApp();
  other = createTestApp({ databaseUrl: t.config.databaseUrl });
  for (const app of [t, other]) {
    app.clock.set(bangkok('2027-03-03T10:00:00'));
    registerBillingJobs(app.jobs, { db: app.db, notifier: app.notifier, vehicleRegistry: app.registries.vehicle });
    registerAutoDebitJobs(app.jobs, {
      deps: {
        db: app.db,
        clock: app.clock,
        gateway: app.gateway,
        logger: app.logger,
        portalBaseUrl: app.config.portalBaseUrl,
        documents: paymentDocuments,
      },
      notifier: app.notifier,
    });
    await app.jobs.open();
  }
  for (const [name, setup] of Object.entries(SETUPS)) {
    const member = await createMember(t);
    members[name] = member;
    const { plateNumber } = await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
    await autoDebitMethod(t, member.customerId, setup);
    await recordPassage(t, { plate: plateNumber });
  }
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('automatic mode', () => {
  it('charges each member once at the cut, even when two instances move the clock at the same moment', async () => {
    other.clock.set(t.clock.now());
    const runs = (await Promise.all([moveClockTo(t, '2027-03-16T00:00:00'), moveClockTo(other, '2027-03-16T00:00:00')])).flat();
    expect(runs.filter((run) => run.job === 'auto-debit-cut' && run.status === 'DONE').length).toBeGreaterThan(0);
    for (const name of ['automaticA', 'automaticB']) {
      const [invoice] = await invoicesOf(name);
      expect(invoice).toMatchObject({ billingPeriod: '2027-03-1', status: 'PAID' });
      const paid = await paymentsOf(t, idOf(name));
      expect(paid.map((payment) => [payment.status, payment.amount])).toEqual([['PAID', invoice?.totalAmount]]);
      expect(
        await gatewayChargesFor(
          t,
          paid.map((payment) => payment.id),
        ),
      ).toHaveLength(1);
      expect((await attemptsOf(name)).map((row) => [row.attemptDay, row.postingDate, row.status])).toEqual([
        ['2027-03-16', '2027-03-16', 'PAID'],
      ]);
    }
    // Daily members are not charged at the cut.
    expect(await paymentsOf(t, idOf('cardSameDay'))).toEqual([]);
  });

  it('tells the member of a declined saved card by e-mail and SMS, and leaves the invoice NORMAL', async () => {
    const [invoice] = await invoicesOf('declined');
    expect(invoice).toMatchObject({ status: 'NORMAL', dueDate: '2027-03-22' });
    expect((await attemptsOf('declined')).map((row) => [row.status, row.failureCode])).toEqual([['FAILED', 'ERR_PAY_0110']]);
    const member = members.declined;
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.purpose, 'AUTO_DEBIT_FAILED'),
          inArray(outboxMessages.recipient, [member?.email ?? '', member?.mobile ?? '']),
        ),
      );
    expect(told.map((message) => message.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(told[0]?.textBody).toContain(invoice?.invoiceNo);
  });

  it('asks for the same payment when rerun after a crash between the charge and its record: no second charge, one notice', async () => {
    const member = members.declined;
    const recipients = [member?.email ?? '', member?.mobile ?? ''];
    // What a crash after the gateway's answer and before the attempt's transaction leaves behind.
    await t.db.delete(autoDebits).where(eq(autoDebits.customerId, idOf('declined')));
    await t.db
      .delete(outboxMessages)
      .where(and(eq(outboxMessages.purpose, 'AUTO_DEBIT_FAILED'), inArray(outboxMessages.recipient, recipients)));
    const deps = {
      db: t.db,
      clock: t.clock,
      gateway: t.gateway,
      logger: t.logger,
      portalBaseUrl: t.config.portalBaseUrl,
      documents: paymentDocuments,
    };
    const rerun = await runAutoDebit({
      deps,
      notifier: t.notifier,
      day: '2027-03-16',
      mode: 'AUTOMATIC',
      kinds: ['CARD'],
      billingPeriod: '2027-03-1',
    });
    expect(rerun).toMatchObject({ charged: 1, failed: 1 });
    const paid = await paymentsOf(t, idOf('declined'));
    expect(paid).toHaveLength(1);
    expect(
      await gatewayChargesFor(
        t,
        paid.map((payment) => payment.id),
      ),
    ).toHaveLength(1);
    expect(await attemptsOf('declined')).toHaveLength(1);
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.purpose, 'AUTO_DEBIT_FAILED'), inArray(outboxMessages.recipient, recipients)));
    expect(told).toHaveLength(2);
  });
});

describe('daily deduction', () => {
  const postingOf = async (name: string) => (await attemptsOf(name)).map((row) => [row.attemptDay, row.postingDate, row.status]);

  it('charges a card at 17:59:59 Bangkok for the same day', async () => {
    await moveClockTo(t, '2027-03-17T17:59:59');
    expect(await postingOf('cardSameDay')).toEqual([['2027-03-17', '2027-03-17', 'PAID']]);
    expect((await invoicesOf('cardSameDay'))[0]?.status).toBe('PAID');
  });

  it('posts a card charge sent at 18:00:00 Bangkok the next day', async () => {
    await moveClockTo(t, '2027-03-18T18:00:00');
    expect(await postingOf('cardNextDay')).toEqual([['2027-03-18', '2027-03-19', 'PAID']]);
  });

  it('recognises a bank debit sent at 21:00:00 Bangkok on day 2, and one sent at 20:59:59 the same day', async () => {
    await moveClockTo(t, '2027-03-19T21:00:00');
    expect(await postingOf('bankDayTwo')).toEqual([['2027-03-19', '2027-03-20', 'PENDING']]);
    await moveClockTo(t, '2027-03-20T20:59:59');
    expect(await postingOf('bankSameDay')).toEqual([['2027-03-20', '2027-03-20', 'PENDING']]);
    // The pending debit holds its invoice: the next evening's run does not send a second one.
    expect(await postingOf('bankDayTwo')).toEqual([['2027-03-19', '2027-03-20', 'PENDING']]);
    expect(await paymentsOf(t, idOf('bankDayTwo'))).toHaveLength(1);
  });
});

describe('a failed automatic charge', () => {
  it('is not retried: the invoice goes on up its ladder to OVERDUE', async () => {
    await moveClockTo(t, '2027-03-23T00:00:00');
    expect((await invoicesOf('declined')).map((row) => row.status)).toEqual(['CANCELLED', 'OVERDUE']);
    expect(await attemptsOf('declined')).toHaveLength(1);
  });
});
