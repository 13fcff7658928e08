import request from 'supertest';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../test/test-app';
import { accessKeyHeaders, errorCodes, outboxFor, rejectionCode } from '../../test/factories/http';
import { putHoliday } from '../master/holiday-calendar';
import {
  appointmentByNumber,
  appointmentsOfSubjects,
  bookAppointment,
  cancelAppointment,
  liveAppointmentOf,
  offeredSlots,
  rescheduleAppointment,
  type TBookRequest,
} from './appointments.service';
import { AppError } from '../../platform/errors/app-error';

/** Monday 16 November 2026, 09:00 Bangkok (TEST_START). Wednesday 25 November is entered as a holiday below. */
let t: TTestApp;
let serial = 0;

beforeAll(async () => {
  t = await createIsolatedTestApp();
  await putHoliday({
    db: t.db,
    holiday: { date: '2026-11-25', nameTh: 'วันหยุดทดสอบ', nameEn: 'Test holiday', kind: 'SPECIAL' },
    at: t.clock.now(),
  });
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

function booking(overrides: Partial<TBookRequest> = {}): TBookRequest {
  serial += 1;
  return {
    db: t.db,
    at: t.clock.now(),
    subject: { kind: 'APPEAL', ref: `AP2611-${String(serial).padStart(5, '0')}` },
    plate: 'กข 1234',
    province: '10',
    contact: { email: `holder${serial}@example.com`, mobile: '0812345678', language: 'EN' },
    centreCode: 'M7-LKB',
    slotStart: at('2026-11-18T09:00:00+07:00'),
    ...overrides,
  };
}

describe('centres and slots', () => {
  it('lists the seeded centres along M7, M9 and M81', async () => {
    const res = await request(t.app).get('/appointmentservice/api/v1/centres').set(accessKeyHeaders(t));
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((centre: { route: string }) => centre.route)).toEqual(expect.arrayContaining(['M7', 'M9', 'M81']));
    expect(res.body.data.items[0]).toMatchObject({ opensAt: '08:30', closesAt: '16:30' });
  });

  it('offers 16 slots a business day from tomorrow, none on the weekend or the holiday, and nothing past day 30', async () => {
    const slots = await offeredSlots({ db: t.db, centreCode: 'M7-LKB', from: '2026-11-16', to: '2026-12-16', at: t.clock.now() });
    const dates = [...new Set(slots.map((slot) => slot.date))];
    expect(dates[0]).toBe('2026-11-17');
    expect(dates.at(-1)).toBe('2026-12-16');
    expect(dates).not.toContain('2026-11-21');
    expect(dates).not.toContain('2026-11-22');
    expect(dates).not.toContain('2026-11-25');
    expect(slots.filter((slot) => slot.date === '2026-11-17')).toHaveLength(16);
    expect(slots[0]).toMatchObject({ time: '08:30', seatsLeft: 3 });
    const res = await request(t.app)
      .get('/appointmentservice/api/v1/centres/M7-LKB/slots?from=2026-12-16&to=2026-12-17')
      .set(accessKeyHeaders(t));
    expect(res.status).toBe(200);
    expect(new Set(res.body.data.items.map((slot: { date: string }) => slot.date))).toEqual(new Set(['2026-12-16']));
  });

  it('refuses a range over 31 days, a backwards one and an unknown centre', async () => {
    const slots = (query: string, code = 'M7-LKB') =>
      request(t.app).get(`/appointmentservice/api/v1/centres/${code}/slots?${query}`).set(accessKeyHeaders(t));
    expect(errorCodes(await slots('from=2026-11-17&to=2026-12-18'))).toEqual(['ERR_APT_0009']);
    expect((await slots('from=2026-11-17&to=2026-12-17')).status).toBe(200);
    expect(errorCodes(await slots('from=2026-11-20&to=2026-11-19'))).toEqual(['ERR_APT_0009']);
    expect(errorCodes(await slots('from=2026-11-20&to=2026-11-21', 'NOPE'))).toEqual(['ERR_APT_0002']);
    expect((await slots('from=20261120&to=2026-11-21')).status).toBe(400);
  });
});

describe('booking', () => {
  it('gives the last 3 seats of a slot to exactly 3 of 50 parallel bookings; the 47 others are told the slot is full', async () => {
    const slotStart = at('2026-11-19T10:00:00+07:00');
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => bookAppointment(booking({ slotStart }))));
    const booked = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(booked).toHaveLength(3);
    expect(refused).toHaveLength(47);
    expect(refused.every((reason) => reason instanceof AppError && reason.message === 'ERR_APT_0003')).toBe(true);
    const slots = await offeredSlots({ db: t.db, centreCode: 'M7-LKB', from: '2026-11-19', to: '2026-11-19', at: t.clock.now() });
    expect(slots.find((slot) => slot.time === '10:00')?.seatsLeft).toBe(0);
  });

  it('gives a random AM number, refuses a second live appointment of the subject, and tells the holder with a calendar file', async () => {
    const request1 = booking();
    const appointment = await bookAppointment({ ...request1, notifier: t.notifier });
    expect(appointment).toMatchObject({ status: 'BOOKED', date: '2026-11-18', time: '09:00', centre: { code: 'M7-LKB' } });
    expect(appointment.appointmentNo).toMatch(/^AM[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await rejectionCode(bookAppointment({ ...request1, slotStart: at('2026-11-18T09:30:00+07:00') }))).toBe('ERR_APT_0006');
    expect(await liveAppointmentOf({ db: t.db, subject: request1.subject })).toMatchObject({ appointmentNo: appointment.appointmentNo });
    const [sms, mail] = await outboxFor(t, request1.contact.mobile ?? '').then(async (texts) => [
      texts[0],
      (await outboxFor(t, request1.contact.email ?? ''))[0],
    ]);
    expect(sms?.text).toContain(appointment.appointmentNo);
    expect(mail?.subject).toContain(appointment.appointmentNo);
    const listed = await request(t.app).get('/simservice/api/v1/outbox').query({ to: request1.contact.email }).set(commonHeaders());
    const message = listed.body.data.messages[0];
    expect(message.attachments).toEqual([
      { index: 0, filename: `${appointment.appointmentNo}.ics`, contentType: 'text/calendar', size: expect.any(Number) },
    ]);
    const file = await request(t.app)
      .get(`/simservice/api/v1/outbox/${message.id}/attachments/0`)
      .set(commonHeaders())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    const calendar = (file.body as Buffer).toString();
    expect(calendar).toContain(`UID:${appointment.appointmentNo}@mflow`);
    expect(calendar).toContain('DTSTART:20261118T020000Z');
    expect(calendar).toContain(request1.subject.ref);
    expect(calendar).toContain('LOCATION:M-Flow Service Centre Lat Krabang');
  });

  it('refuses a slot on a holiday, on Saturday, today, off the grid, after closing and on day 31', async () => {
    const refusal = (slotStart: string) => rejectionCode(bookAppointment(booking({ slotStart: at(slotStart) })));
    expect(await refusal('2026-11-25T09:00:00+07:00')).toBe('ERR_APT_0005');
    expect(await refusal('2026-11-21T09:00:00+07:00')).toBe('ERR_APT_0005');
    expect(await refusal('2026-11-16T14:00:00+07:00')).toBe('ERR_APT_0005');
    expect(await refusal('2026-11-18T09:15:00+07:00')).toBe('ERR_APT_0005');
    expect(await refusal('2026-11-18T16:30:00+07:00')).toBe('ERR_APT_0005');
    expect(await refusal('2026-12-17T09:00:00+07:00')).toBe('ERR_APT_0005');
    await expect(bookAppointment(booking({ slotStart: at('2026-12-16T16:00:00+07:00') }))).resolves.toMatchObject({ status: 'BOOKED' });
  });
});

describe('reschedule and cancel', () => {
  const slotStart = at('2026-11-20T09:00:00+07:00');

  it('reschedules 24 h + 1 s before the slot and refuses 24 h − 1 s before, moving the seat in one step', async () => {
    const booked = await bookAppointment(booking({ slotStart }));
    const early = await rescheduleAppointment({
      db: t.db,
      at: at('2026-11-19T08:59:59+07:00'),
      appointmentNo: booked.appointmentNo,
      centreCode: 'M9-TBR',
      slotStart: at('2026-11-20T13:00:00+07:00'),
      notifier: t.notifier,
    });
    expect(early).toMatchObject({ centre: { code: 'M9-TBR' }, time: '13:00', status: 'BOOKED' });
    const late = rescheduleAppointment({
      db: t.db,
      at: at('2026-11-19T13:00:01+07:00'),
      appointmentNo: booked.appointmentNo,
      centreCode: 'M9-TBR',
      slotStart: at('2026-11-20T14:00:00+07:00'),
    });
    expect(await rejectionCode(late)).toBe('ERR_APT_0007');
    const left = async (code: string, time: string) =>
      (await offeredSlots({ db: t.db, centreCode: code, from: '2026-11-20', to: '2026-11-20', at: t.clock.now() })).find(
        (slot) => slot.time === time,
      )?.seatsLeft;
    expect(await left('M7-LKB', '09:00')).toBe(3);
    expect(await left('M9-TBR', '13:00')).toBe(2);
  });

  it('cancels until 24 hours before, frees the seat, and refuses a second cancel', async () => {
    const booked = await bookAppointment(booking({ slotStart }));
    expect(
      await rejectionCode(cancelAppointment({ db: t.db, at: at('2026-11-19T09:00:01+07:00'), appointmentNo: booked.appointmentNo })),
    ).toBe('ERR_APT_0007');
    const cancelled = await cancelAppointment({ db: t.db, at: at('2026-11-19T08:59:59+07:00'), appointmentNo: booked.appointmentNo });
    expect(cancelled.status).toBe('CANCELLED');
    expect(await rejectionCode(cancelAppointment({ db: t.db, at: t.clock.now(), appointmentNo: booked.appointmentNo }))).toBe(
      'ERR_APT_0008',
    );
    expect(await liveAppointmentOf({ db: t.db, subject: booked.subject })).toBeUndefined();
    expect(await appointmentsOfSubjects({ db: t.db, subjects: [booked.subject] })).toHaveLength(1);
  });
});

describe('the look-up', () => {
  it('finds an appointment by number with its plate, in any spelling, and answers "appointment not found" otherwise', async () => {
    const booked = await bookAppointment(booking({ plate: '1กข 1234' }));
    const lookup = (body: object, language: 'TH' | 'EN' = 'EN') =>
      request(t.app).post('/appointmentservice/api/v1/appointments/lookup').set(accessKeyHeaders(t, language)).send(body);
    const found = await lookup({ appointmentNo: booked.appointmentNo.toLowerCase(), plate: '1กข1234', province: '10' });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({
      appointmentNo: booked.appointmentNo,
      subject: booked.subject,
      date: '2026-11-18',
      time: '09:00',
    });
    expect(found.body.data.plate).toBeUndefined();
    const wrongPlate = await lookup({ appointmentNo: booked.appointmentNo, plate: '1กข1235', province: '10' }, 'TH');
    expect(wrongPlate.status).toBe(404);
    expect(errorCodes(wrongPlate)).toEqual(['ERR_APT_0001']);
    expect(JSON.stringify(wrongPlate.body)).toContain('ไม่พบข้อมูลการนัดหมาย');
    expect(errorCodes(await lookup({ appointmentNo: 'AM00000000', plate: '1กข1234', province: '10' }))).toEqual(['ERR_APT_0001']);
    expect(errorCodes(await lookup({ appointmentNo: booked.appointmentNo, plate: '1กข1234', province: '11' }))).toEqual(['ERR_APT_0001']);
    expect((await lookup({ appointmentNo: 'AM123', plate: '1กข1234', province: '10' })).status).toBe(400);
    expect(await rejectionCode(appointmentByNumber({ db: t.db, appointmentNo: 'AMZZZZZZZZ', plate: 'x', province: '10' }))).toBe(
      'ERR_APT_0001',
    );
  });
});
