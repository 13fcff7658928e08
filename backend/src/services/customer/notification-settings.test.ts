import request from 'supertest';
import {
  NOTIFICATION_EVENT_NAMES,
  isLegalEvent,
  type TNotificationEvent,
} from '@mflow/contracts/notification/notification-settings.contract';
import { describeError } from '../../platform/errors/error-catalogue';
import { createMember } from '../../test/factories/customers';
import { newEmail } from '../../test/factories/identities';
import { bearerHeaders, errorCodes, outboxFor } from '../../test/factories/http';
import { createTestApp, type TTestApp } from '../../test/test-app';
import type { TCaseRow } from '../cases/engine/case-records';
import { notifyCaseCustomer } from '../cases/engine/case-notify';
import { findCustomer } from './customer-records';
import { notifyCustomer } from './customer-notify';
import { customerNotificationChoices } from './customer.schema';
import { sendToMember } from './member-notices';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const path = '/customerservice/api/v1/customer/current/notifications';
const LEGAL = NOTIFICATION_EVENT_NAMES.filter(isLegalEvent);
const SWITCHABLE = NOTIFICATION_EVENT_NAMES.filter((event) => !isLegalEvent(event));

const put = (token: string, body: object, language: 'TH' | 'EN' = 'EN') =>
  request(t.app).put(path).set(bearerHeaders(token, language)).send(body);

/** What the member's e-mail and mobile received, as channel and purpose. */
async function received(member: { email: string; mobile: string }) {
  const messages = [...(await outboxFor(t, member.email)), ...(await outboxFor(t, member.mobile))];
  return messages.map((message) => `${message.channel} ${message.purpose}`).sort();
}

/** Tells the member of an event by e-mail and SMS through the one gate, as every sender does. */
async function tell(customerId: string, event: TNotificationEvent) {
  const customer = await findCustomer({ db: t.db, customerId });
  if (!customer) throw new Error('no customer');
  await sendToMember({
    db: t.db,
    notifier: t.notifier,
    customerId,
    event,
    messages: [
      { channel: 'EMAIL', to: customer.email, subject: event, text: event, purpose: event, language: 'TH' },
      { channel: 'SMS', to: customer.mobile, text: event, purpose: event, language: 'TH' },
    ],
  });
}

describe('reading and changing the settings', () => {
  it('starts with every switch on but promotions by SMS, legal notices marked, in the notification language', async () => {
    const me = await createMember(t, { notificationLanguage: 'EN' });
    const res = await request(t.app).get(path).set(bearerHeaders(me.token));
    expect(res.status).toBe(200);
    expect(res.body.data.notificationLanguage).toBe('EN');
    expect(res.body.data.settings).toEqual([
      { event: 'INVOICE_ISSUED', legal: false, email: true, sms: true },
      { event: 'INVOICE_NEAR_DUE', legal: false, email: true, sms: true },
      { event: 'INVOICE_OVERDUE', legal: true, email: true, sms: true },
      { event: 'TOLL_NOTICE', legal: true, email: true, sms: true },
      { event: 'PAYMENT_RESULT', legal: false, email: true, sms: true },
      { event: 'AUTOMATIC_PAYMENT', legal: false, email: true, sms: true },
      { event: 'CASE_UPDATE', legal: false, email: true, sms: true },
      { event: 'CASE_DECISION', legal: true, email: true, sms: true },
      { event: 'PROMOTION', legal: false, email: true, sms: false },
      { event: 'PREPAID_LOW_BALANCE', legal: false, email: true, sms: true },
      { event: 'PREPAID_REPLENISHMENT_FAILED', legal: false, email: true, sms: true },
      { event: 'PREPAID_INSUFFICIENT', legal: false, email: true, sms: true },
    ]);
  });

  it('keeps the switches turned and the language changed, and leaves the others as they were', async () => {
    const me = await createMember(t);
    const changed = await put(me.token, {
      notificationLanguage: 'EN',
      choices: [
        { event: 'INVOICE_ISSUED', channel: 'EMAIL', enabled: false },
        { event: 'PROMOTION', channel: 'SMS', enabled: true },
      ],
    });
    expect(changed.status).toBe(200);
    const read = await request(t.app).get(path).set(bearerHeaders(me.token));
    expect(read.body.data).toEqual(changed.body.data);
    expect(read.body.data.notificationLanguage).toBe('EN');
    expect((await findCustomer({ db: t.db, customerId: me.customerId }))?.notificationLanguage).toBe('EN');
    const byEvent = new Map((read.body.data.settings as { event: string }[]).map((setting) => [setting.event, setting]));
    expect(byEvent.get('INVOICE_ISSUED')).toMatchObject({ email: false, sms: true });
    expect(byEvent.get('PROMOTION')).toMatchObject({ email: true, sms: true });
    expect(byEvent.get('INVOICE_NEAR_DUE')).toMatchObject({ email: true, sms: true });

    await put(me.token, { choices: [{ event: 'INVOICE_ISSUED', channel: 'EMAIL', enabled: true }] });
    const again = await request(t.app).get(path).set(bearerHeaders(me.token));
    expect(again.body.data.settings[0]).toMatchObject({ event: 'INVOICE_ISSUED', email: true });
    expect(again.body.data.notificationLanguage).toBe('EN');
  });

  it.each(LEGAL)('refuses to switch %s off, in the language of the request, and changes nothing', async (event) => {
    const me = await createMember(t);
    const refused = await put(
      me.token,
      {
        choices: [
          { event: 'INVOICE_ISSUED', channel: 'EMAIL', enabled: false },
          { event, channel: 'SMS', enabled: false },
        ],
      },
      'TH',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { code: 'ERR_CUST_0049', description: describeError('ERR_CUST_0049', 'TH', { field: 'choices.1.enabled' }) },
    ]);
    const read = await request(t.app).get(path).set(bearerHeaders(me.token));
    expect(
      read.body.data.settings.every((setting: { email: boolean; event: string }) => setting.email || setting.event === 'PROMOTION'),
    ).toBe(true);
    expect((await put(me.token, { choices: [{ event, channel: 'EMAIL', enabled: true }] })).status).toBe(200);
  });

  it('answers an unknown event or channel with a localised validation error', async () => {
    const me = await createMember(t);
    const event = await put(me.token, { choices: [{ event: 'WEATHER', channel: 'EMAIL', enabled: false }] }, 'TH');
    expect(event.status).toBe(400);
    expect(event.body.status).toBe('FAIL');
    expect(errorCodes(event)).toEqual(['ERR_COMMON_0002']);
    expect(event.body.data.errors[0].description).toBe(describeError('ERR_COMMON_0002', 'TH', { field: 'choices.0.event' }));
    const channel = await put(me.token, { choices: [{ event: 'INVOICE_ISSUED', channel: 'LINE', enabled: false }] });
    expect(errorCodes(channel)).toEqual(['ERR_COMMON_0002']);
    expect(channel.body.data.errors[0].description).toBe(describeError('ERR_COMMON_0002', 'EN', { field: 'choices.0.channel' }));
  });

  it('answers only a signed-in member', async () => {
    expect((await request(t.app).get(path).set(bearerHeaders('not-a-token'))).status).toBe(401);
  });
});

describe('the notifier honours the settings, one event at a time', () => {
  it.each(SWITCHABLE)('%s: with its e-mail off the SMS goes and the e-mail does not', async (event) => {
    const me = await createMember(t);
    expect((await put(me.token, { choices: [{ event, channel: 'EMAIL', enabled: false }] })).status).toBe(200);
    if (event === 'PROMOTION') await put(me.token, { choices: [{ event, channel: 'SMS', enabled: true }] });
    await tell(me.customerId, event);
    expect(await received(me)).toEqual([`SMS ${event}`]);
  });

  it.each(LEGAL)('%s: a legal notice goes by e-mail and SMS even with a switch-off stored', async (event) => {
    const me = await createMember(t);
    // The API refuses the switch-off; a row written some other way must not silence the notice either.
    await t.db.insert(customerNotificationChoices).values([
      { customerId: me.customerId, event, channel: 'EMAIL', enabled: false, updatedAt: t.clock.now() },
      { customerId: me.customerId, event, channel: 'SMS', enabled: false, updatedAt: t.clock.now() },
    ]);
    await tell(me.customerId, event);
    expect(await received(me)).toEqual([`EMAIL ${event}`, `SMS ${event}`]);
  });

  it('promotions go by e-mail only until the member turns their SMS on', async () => {
    const me = await createMember(t);
    await tell(me.customerId, 'PROMOTION');
    expect(await received(me)).toEqual(['EMAIL PROMOTION']);
  });

  it("one member's switch does not silence another member", async () => {
    const me = await createMember(t);
    const other = await createMember(t);
    await put(me.token, { choices: [{ event: 'INVOICE_ISSUED', channel: 'EMAIL', enabled: false }] });
    await tell(other.customerId, 'INVOICE_ISSUED');
    expect(await received(other)).toEqual(['EMAIL INVOICE_ISSUED', 'SMS INVOICE_ISSUED']);
  });

  it('a message that is no account event (no event named) goes whatever the settings', async () => {
    const me = await createMember(t);
    await put(me.token, { choices: SWITCHABLE.map((event) => ({ event, channel: 'EMAIL', enabled: false })) });
    const customer = await findCustomer({ db: t.db, customerId: me.customerId });
    if (!customer) throw new Error('no customer');
    await notifyCustomer({ db: t.db, notifier: t.notifier, customer, template: 'ACCOUNT_CLOSED', params: {}, sms: true });
    expect(await received(me)).toEqual(['EMAIL ACCOUNT_CLOSED', 'SMS ACCOUNT_CLOSED']);
  });

  it('the automatic payment and payment result notices of notifyCustomer follow their event', async () => {
    const me = await createMember(t);
    await put(me.token, {
      choices: [
        { event: 'AUTOMATIC_PAYMENT', channel: 'EMAIL', enabled: false },
        { event: 'PAYMENT_RESULT', channel: 'SMS', enabled: false },
      ],
    });
    const customer = await findCustomer({ db: t.db, customerId: me.customerId });
    if (!customer) throw new Error('no customer');
    const params = { invoiceNo: 'INV1', amount: '30.00', dueDate: '22 November 2026', method: '**** 1111' };
    await notifyCustomer({
      db: t.db,
      notifier: t.notifier,
      customer,
      template: 'AUTO_DEBIT_FAILED',
      params,
      sms: true,
      event: 'AUTOMATIC_PAYMENT',
    });
    const refund = { amount: '30.00', destination: 'account 1234' };
    await notifyCustomer({
      db: t.db,
      notifier: t.notifier,
      customer,
      template: 'REFUND_FAILED',
      params: refund,
      sms: true,
      event: 'PAYMENT_RESULT',
    });
    expect(await received(me)).toEqual(['EMAIL REFUND_FAILED', 'SMS AUTO_DEBIT_FAILED']);
  });
});

describe('case notices', () => {
  /** A case of the member as the engine keeps it; only what the notice reads matters here. */
  const caseOf = (customerId: string) =>
    ({ customerId, caseNo: 'DP2611000001', language: 'TH', deadlineDate: '2026-12-15' }) as unknown as TCaseRow;

  it('every change but a decision is a case update the member may switch off; a decision always goes', async () => {
    const me = await createMember(t);
    await put(me.token, { choices: [{ event: 'CASE_UPDATE', channel: 'EMAIL', enabled: false }] });
    const row = caseOf(me.customerId);
    const tellOf = (update: Parameters<typeof notifyCaseCustomer>[0]['update']) =>
      notifyCaseCustomer({ db: t.db, notifier: t.notifier, row, update });
    await tellOf({ kind: 'FILED' });
    await tellOf({ kind: 'STATUS', to: 'IN_REVIEW' });
    await tellOf({ kind: 'MESSAGE', text: 'Please send the receipt' });
    expect((await outboxFor(t, me.email)).length).toBe(0);
    expect((await outboxFor(t, me.mobile)).length).toBe(3);
    await tellOf({ kind: 'DECIDED', to: 'ACCEPTED', text: null });
    expect((await outboxFor(t, me.email)).map((message) => message.purpose)).toEqual(['CASE_UPDATED']);
    expect((await outboxFor(t, me.mobile)).length).toBe(4);
  });

  it("a visitor's case is told whatever any setting says", async () => {
    const visitor = newEmail();
    const row = {
      customerId: null,
      visitorName: 'Visitor',
      visitorEmail: visitor,
      visitorMobile: null,
      caseNo: 'DP2611000002',
      language: 'EN',
      deadlineDate: '2026-12-15',
    } as unknown as TCaseRow;
    await notifyCaseCustomer({ db: t.db, notifier: t.notifier, row, update: { kind: 'FILED' } });
    expect((await outboxFor(t, visitor)).map((message) => message.purpose)).toEqual(['CASE_UPDATED']);
  });
});
