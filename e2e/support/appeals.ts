/**
 * A member's appeal of a toll notice, filed and booked through the API, for the back-office's
 * counter and case screens. The member is the disputes' one (อนุชา บุญมา, 5กก 8888): his passage
 * now runs up the ladder to its toll notice, which he appeals and books the first slot offered for.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { addDays, bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { dayAfter, moveClock, nextCut, recordPassage, serverNow } from './billing';
import { DISPUTED_VEHICLE, disputingMember, memberHeaders } from './disputes';
import { dataOf } from './registration';

/** The centre the appointment is booked at (seed/master/service-centres.ts). */
export const APPEAL_CENTRE = 'M7-LKB';
/** Slots are offered from the next business day: two weeks always hold some. */
const SLOT_DAYS_SEARCHED = 14;

export type BookedAppeal = {
  caseNo: string;
  noticeNo: string;
  appointmentNo: string;
  /** The appointment's Bangkok date and time. */
  date: string;
  time: string;
  plate: string;
  province: string;
};

type TNotice = { noticeNo: string; status: string; invoiceNo: string };

/** The member's newest invoice, after the clock has moved: its due date is when the ladder takes the next step. */
async function newestDueDate(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const { invoices } = await dataOf<{ invoices: { dueDate: string; status: string }[] }>(
    await request.get('/invoiceservice/api/v1/invoices', { headers }),
    "the appellant's invoices",
  );
  return invoices[0]?.dueDate ?? '';
}

/**
 * A passage of 5กก 8888 now, the clock on through the cut, the invoice's due date and the first
 * late fee's (the notice issued), the notice appealed as NOT_MY_VEHICLE and the first slot offered
 * at the centre booked; then the clock to 08:00 of the appointment's day, so the officer may check
 * the member in. The appeal is SUBMITTED with its appointment BOOKED.
 */
export async function fileAndBookAppeal(request: APIRequestContext): Promise<BookedAppeal> {
  const member = await disputingMember(request);
  await recordPassage(request, { plate: DISPUTED_VEHICLE.plateNumber, province: DISPUTED_VEHICLE.provinceCode });
  await moveClock(request, nextCut(await serverNow(request)));
  await moveClock(request, dayAfter(await newestDueDate(request, await memberHeaders(request, member))));
  await moveClock(request, dayAfter(await newestDueDate(request, await memberHeaders(request, member))));

  const headers = await memberHeaders(request, member);
  const { notices } = await dataOf<{ notices: TNotice[] }>(
    await request.get('/invoiceservice/api/v1/notices', { headers }),
    "the appellant's notices",
  );
  const notice = notices.find((candidate) => candidate.status === 'OPEN');
  if (!notice) throw new Error('the ladder issued no open notice to appeal');
  const filed = await dataOf<{ caseNo: string }>(
    await request.post('/caseservice/api/v1/appeals', {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: { noticeNo: notice.noticeNo, reason: 'NOT_MY_VEHICLE' },
    }),
    'the appeal',
  );

  const from = bangkokDateOf(await serverNow(request));
  const { items } = await dataOf<{ items: { slotStart: string }[] }>(
    await request.get(`/appointmentservice/api/v1/centres/${APPEAL_CENTRE}/slots`, {
      headers,
      params: { from, to: addDays(from, SLOT_DAYS_SEARCHED) },
    }),
    'the slots offered',
  );
  const slotStart = items[0]?.slotStart;
  if (!slotStart) throw new Error(`no slot offered at ${APPEAL_CENTRE}`);
  const { appointmentNo } = await dataOf<{ appointmentNo: string }>(
    await request.post(`/caseservice/api/v1/appeals/${filed.caseNo}/appointment`, {
      headers,
      data: { centreCode: APPEAL_CENTRE, slotStart },
    }),
    'the booking',
  );
  const date = bangkokDateOf(new Date(slotStart));
  await moveClock(request, new Date(`${date}T08:00:00+07:00`));
  const time = new Date(slotStart).toLocaleTimeString('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' });
  return {
    caseNo: filed.caseNo,
    noticeNo: notice.noticeNo,
    appointmentNo,
    date,
    time,
    plate: DISPUTED_VEHICLE.plateNumber,
    province: DISPUTED_VEHICLE.provinceCode,
  };
}

/** The member's look-up of the notice by its number, as the portal's notice page asks it: its status now. */
export async function noticeStatusOf(request: APIRequestContext, appeal: BookedAppeal): Promise<string> {
  const headers = await memberHeaders(request, await disputingMember(request));
  const notice = await dataOf<{ status: string }>(
    await request.get(`/invoiceservice/api/v1/notices/${encodeURIComponent(appeal.noticeNo)}`, { headers }),
    'the notice look-up',
  );
  return notice.status;
}
