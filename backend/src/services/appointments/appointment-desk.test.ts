import request from 'supertest';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import { bearerHeaders, errorCodes } from '../../test/factories/http';
import { createMember, sessionTokenFor } from '../../test/factories/customers';
import { createSignedInStaff } from '../../test/factories/staff';
import { seedVehicle } from '../../test/factories/vehicles';
import { bookAppointment, type TBookRequest } from './appointments.service';
import { markMissedDays, markNoShow, remindTomorrow } from './appointment-outcomes';
import type { TAppointment } from './appointment-views';
import { outboxMessages } from '../notification/notification.schema';
import { eq } from 'drizzle-orm';

/** Monday 16 November 2026, 09:00 Bangkok (TEST_START). */
let t: TTestApp;
let serial = 0;
const BASE = '/staffservice/api/v1/appointments';
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createIsolatedTestApp();
});

/** Signed in at the clock's now: a session opened before the clock moved days on has expired. */
const signIn = async (role: 'CASE_OFFICER' | 'OPERATIONS' | 'ADMIN') =>
  bearerHeaders((await createSignedInStaff(t, { roles: [role] })).token);
afterAll(() => t.close());

function book(overrides: Partial<TBookRequest> = {}): Promise<TAppointment> {
  serial += 1;
  return bookAppointment({
    db: t.db,
    at: at('2026-11-16T09:00:00+07:00'),
    // By default a request number nothing stands behind: enough for the routes that run no listener.
    subject: { kind: 'RFID', ref: `RF2611-${String(serial).padStart(5, '0')}` },
    plate: 'กข 1234',
    province: '10',
    contact: { email: `desk${serial}@example.com`, language: 'TH' },
    centreCode: 'M9-BPL',
    slotStart: at('2026-11-18T10:00:00+07:00'),
    notifier: t.notifier,
    ...overrides,
  });
}

describe('the counter', () => {
  it('checks a holder in on the day, audited, and lists the day; refuses another day and the wrong role', async () => {
    const booked = await book();
    t.clock.set(at('2026-11-17T10:00:00+07:00'));
    const early = await request(t.app)
      .post(`${BASE}/${booked.appointmentNo}/check-in`)
      .set(await signIn('CASE_OFFICER'));
    expect(errorCodes(early)).toEqual(['ERR_APT_0011']);
    expect(
      (
        await request(t.app)
          .post(`${BASE}/${booked.appointmentNo}/check-in`)
          .set(await signIn('OPERATIONS'))
      ).status,
    ).toBe(403);
    t.clock.set(at('2026-11-18T09:55:00+07:00'));
    const checked = await request(t.app)
      .post(`${BASE}/${booked.appointmentNo}/check-in`)
      .set(await signIn('CASE_OFFICER'));
    expect(checked.status).toBe(200);
    expect(checked.body.data.status).toBe('CHECKED_IN');
    const day = await request(t.app)
      .get(`${BASE}/centres/M9-BPL/day`)
      .query({ date: '2026-11-18' })
      .set(await signIn('CASE_OFFICER'));
    expect(day.body.data.items).toEqual([
      expect.objectContaining({ appointmentNo: booked.appointmentNo, status: 'CHECKED_IN', plate: 'กข 1234' }),
    ]);
    const audit = await request(t.app)
      .get('/staffservice/api/v1/audit')
      .query({ subjectId: booked.appointmentNo })
      .set(await signIn('ADMIN'));
    expect(audit.body.data.items.map((item: { action: string }) => item.action)).toEqual(['APPOINTMENT_CHECK_IN']);
  });

  it('marks a booking missed by hand once its time has begun, and the listener hears of it', async () => {
    // The route runs the app's listeners: the booking's subject is a real RFID request, which the
    // RFID listener leaves alone as it was never SCHEDULED.
    const member = await createMember(t);
    const vehicle = await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
    const filed = await request(t.app)
      .post('/caseservice/api/v1/rfid')
      .set(bearerHeaders(await sessionTokenFor(t, member)))
      .send({ vehicleId: vehicle.id, tagKind: 'MPASS', contactChannel: 'PHONE', centreCode: 'M9-BPL' });
    const booked = await book({ subject: { kind: 'RFID', ref: filed.body.data.caseNo }, slotStart: at('2026-11-19T10:00:00+07:00') });
    t.clock.set(at('2026-11-19T09:59:59+07:00'));
    expect(
      errorCodes(
        await request(t.app)
          .post(`${BASE}/${booked.appointmentNo}/no-show`)
          .set(await signIn('CASE_OFFICER')),
      ),
    ).toEqual(['ERR_APT_0012']);
    t.clock.set(at('2026-11-19T10:00:00+07:00'));
    const res = await request(t.app)
      .post(`${BASE}/${booked.appointmentNo}/no-show`)
      .set(await signIn('CASE_OFFICER'));
    expect(res.body.data.status).toBe('NO_SHOW');
    expect(
      errorCodes(
        await request(t.app)
          .post(`${BASE}/${booked.appointmentNo}/no-show`)
          .set(await signIn('CASE_OFFICER')),
      ),
    ).toEqual(['ERR_APT_0008']);
    const another = await book({ slotStart: at('2026-11-19T10:30:00+07:00') });
    const missed: string[] = [];
    const listeners = {
      RFID: { onMissed: async ({ appointment }: { appointment: TAppointment }) => void missed.push(appointment.appointmentNo) },
    };
    await markNoShow({ db: t.db, at: at('2026-11-19T10:30:00+07:00'), appointmentNo: another.appointmentNo, listeners });
    expect(missed).toEqual([another.appointmentNo]);
  });
});

describe('the jobs', () => {
  it('reminds the holders of tomorrow once, with the calendar file, however often it runs', async () => {
    const booked = await book({ slotStart: at('2026-11-24T08:30:00+07:00') });
    expect(await remindTomorrow({ db: t.db, at: at('2026-11-22T09:00:00+07:00'), notifier: t.notifier })).toBe(0);
    expect(await remindTomorrow({ db: t.db, at: at('2026-11-23T09:00:00+07:00'), notifier: t.notifier })).toBe(1);
    expect(await remindTomorrow({ db: t.db, at: at('2026-11-23T09:00:00+07:00'), notifier: t.notifier })).toBe(0);
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.purpose, 'APPOINTMENT_REMINDER'));
    expect(mail).toHaveLength(1);
    const calendar = Buffer.from(mail[0]?.attachments?.[0]?.contentBase64 ?? '', 'base64').toString();
    expect(calendar).toContain(`UID:${booked.appointmentNo}@mflow`);
    expect(calendar).toContain('DTSTART:20261124T013000Z');
    expect(calendar).toContain('DURATION:PT30M');
    expect(calendar).toContain(booked.subject.ref);
  });

  it('turns the unattended bookings of past days into NO_SHOW once, running the listener in the same transaction', async () => {
    const booked = await book({ slotStart: at('2026-11-26T16:00:00+07:00') });
    const missed: string[] = [];
    const listeners = {
      RFID: { onMissed: async ({ appointment }: { appointment: TAppointment }) => void missed.push(appointment.appointmentNo) },
    };
    await markMissedDays({ db: t.db, at: at('2026-11-26T23:59:59+07:00'), listeners });
    expect(missed).not.toContain(booked.appointmentNo);
    await t.db.transaction(async (tx) => markMissedDays({ db: tx, at: at('2026-11-27T00:10:00+07:00'), listeners }));
    expect(missed).toContain(booked.appointmentNo);
    expect(await markMissedDays({ db: t.db, at: at('2026-11-27T00:10:00+07:00'), listeners })).toBe(0);
  });
});

describe('the calendar', () => {
  it('shows capacity and seats taken, and refuses a capacity below the seats taken', async () => {
    await book({ slotStart: at('2026-11-30T09:00:00+07:00') });
    await book({ slotStart: at('2026-11-30T09:00:00+07:00') });
    t.clock.set(at('2026-11-16T09:00:00+07:00'));
    const calendar = await request(t.app)
      .get(`${BASE}/centres/M9-BPL/slots`)
      .query({ from: '2026-11-30', to: '2026-11-30' })
      .set(await signIn('OPERATIONS'));
    expect(calendar.body.data.items.find((slot: { time: string }) => slot.time === '09:00')).toMatchObject({ capacity: 3, taken: 2 });
    const headers = await signIn('OPERATIONS');
    const capacity = (value: number) =>
      request(t.app)
        .post(`${BASE}/centres/M9-BPL/slots/capacity`)
        .set(headers)
        .send({ slotStart: '2026-11-30T02:00:00.000Z', capacity: value });
    expect(errorCodes(await capacity(1))).toEqual(['ERR_APT_0010']);
    expect((await capacity(5)).body.data).toMatchObject({ capacity: 5, taken: 2 });
    expect(
      (
        await request(t.app)
          .post(`${BASE}/centres/M9-BPL/slots/capacity`)
          .set(await signIn('CASE_OFFICER'))
          .send({ slotStart: '2026-11-30T02:00:00.000Z', capacity: 4 })
      ).status,
    ).toBe(403);
  });

  it('closes a day: its bookings move to the nearest free slot of the centre and their holders are told', async () => {
    const first = await book({ slotStart: at('2026-12-02T08:30:00+07:00') });
    t.clock.set(at('2026-11-16T09:00:00+07:00'));
    const res = await request(t.app)
      .post(`${BASE}/centres/M9-BPL/slots/close`)
      .set(await signIn('OPERATIONS'))
      .send({ date: '2026-12-02', reason: 'Power cut' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ closed: 16, cancelled: [] });
    expect(res.body.data.moved).toEqual([{ appointmentNo: first.appointmentNo, slotStart: '2026-12-01T09:00:00.000Z' }]);
    const told = await t.db.select().from(outboxMessages).where(eq(outboxMessages.purpose, 'APPOINTMENT_MOVED_BY_CLOSURE'));
    expect(told.map((message) => message.textBody).join()).toContain('Power cut');
    const slots = await request(t.app)
      .get('/appointmentservice/api/v1/centres/M9-BPL/slots')
      .query({ from: '2026-12-02', to: '2026-12-02' })
      .set(await signIn('CASE_OFFICER'));
    expect(slots.body.data?.items ?? []).toEqual([]);
  });
});
