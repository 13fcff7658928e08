import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  TAppealDecideRequest,
  TFileAppealRequest,
  ZAppealAppointmentSchema,
  ZFiledAppealSchema,
} from '@mflow/contracts/cases/appeal.contract';
import type { TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';
import { bangkokMinute } from '../time-text';
import { APPEAL_OUTCOME_WORDS, type TAppealSpec, type TAttendSpec, type TBookSpec, type TDecideAppealSpec } from '../verb-schemas';
import { DEFAULT_OFFICER } from '../staff';
import { withExpectedRefusal } from './refusal';
import { named, StepFailure, type TStepContext } from './step-context';
import { uploadPng } from './uploads';

type TFiledAppeal = z.infer<typeof ZFiledAppealSchema>;
type TAppealAppointment = z.infer<typeof ZAppealAppointmentSchema>;

const CASES = '/caseservice/api/v1';
const STAFF_CASES = '/staffservice/api/v1/cases';
const STAFF_APPOINTMENTS = '/staffservice/api/v1/appointments';

/** The notice appealed: the member's newest, or the one whose invoice to pay an earlier `expect` named. */
async function noticeOf(spec: TAppealSpec, context: TStepContext): Promise<string> {
  const notices = await context.reads.noticesOf(spec.by);
  const invoiceNo = spec.notice === 'latest' ? undefined : named(context.invoiceNames, spec.notice, 'invoice');
  const notice = invoiceNo === undefined ? notices[0] : notices.find((candidate) => candidate.invoiceNo === invoiceNo);
  if (!notice) throw new StepFailure(`${spec.by} has no toll notice${invoiceNo ? ` for ${invoiceNo}` : ''} to appeal`);
  return notice.noticeNo;
}

/**
 * The member appeals a toll notice through the portal's API (a police report uploaded for a stolen
 * vehicle, the appeal filed with an idempotency key); the appeal number is kept under `name`.
 */
export async function runAppeal(spec: TAppealSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  await withExpectedRefusal(context, `${spec.by}'s appeal`, spec.refused, async () => {
    const headers = await reads.memberHeaders(spec.by);
    const noticeNo = await noticeOf(spec, context);
    const body: TFileAppealRequest = {
      noticeNo,
      reason: spec.reason,
      fileIds: [],
      ...(spec.text === undefined ? {} : { reasonText: spec.text }),
      ...(spec.reason === 'STOLEN_VEHICLE' ? { policeReportFileId: await uploadPng(context, headers, 'police-report.png') } : {}),
    };
    const filed = await api.call<TFiledAppeal>('POST', `${CASES}/appeals`, {
      headers: { ...headers, 'Idempotency-Key': `scenario-${randomUUID()}` },
      body,
    });
    if (spec.name) context.caseNames?.set(spec.name, { caseNo: filed.caseNo, by: spec.by });
    timeline.add(
      step.at,
      'case',
      `${spec.by} appeals ${noticeNo} (${spec.reason}): ${filed.caseNo} ${filed.status}, deadline ${filed.deadlineDate}`,
    );
  });
}

/** The appellant books the appeal's appointment at a centre's slot through the portal's API. */
export async function runBook(spec: TBookSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  const { caseNo, by } = named(context.caseNames, spec.appeal, 'appeal');
  await withExpectedRefusal(context, `${by}'s booking for ${spec.appeal}`, spec.refused, async () => {
    const booked = await api.call<TAppealAppointment>('POST', `${CASES}/appeals/${encodeURIComponent(caseNo)}/appointment`, {
      headers: await reads.memberHeaders(by),
      body: { centreCode: spec.centre, slotStart: spec.slot },
    });
    timeline.add(
      step.at,
      'appointment',
      `${by} books ${booked.appointmentNo} for ${caseNo} at ${booked.centreCode} ${bangkokMinute(new Date(booked.slotStart))}: ${booked.status}`,
    );
  });
}

/** The appeal's appointment as its member's case page shows it, or a failure when none was booked. */
async function appointmentOf(context: TStepContext, appeal: string): Promise<{ caseNo: string; appointmentNo: string }> {
  const { caseNo, by } = named(context.caseNames, appeal, 'appeal');
  const appointment = (await context.reads.caseOf(by, caseNo)).appeal?.appointment;
  if (!appointment) throw new StepFailure(`${appeal} (${caseNo}) has no appointment to attend`);
  return { caseNo, appointmentNo: appointment.appointmentNo };
}

/** A case officer checks the appellant in at the counter, as the back-office's day list does: the appeal goes to review. */
export async function runAttend(spec: TAttendSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  const officer = spec.by ?? DEFAULT_OFFICER;
  await withExpectedRefusal(context, `${officer}'s check-in for ${spec.appeal}`, spec.refused, async () => {
    const { caseNo, appointmentNo } = await appointmentOf(context, spec.appeal);
    const checked = await api.call<{ status: string }>('POST', `${STAFF_APPOINTMENTS}/${encodeURIComponent(appointmentNo)}/check-in`, {
      headers: await reads.officerHeaders(officer),
    });
    timeline.add(step.at, 'appointment', `${appointmentNo} for ${caseNo} ${checked.status} by ${officer}`);
  });
}

/**
 * A case officer decides an appeal through the officers' API, as the back-office does: the case
 * read for its version, taken first when still SUBMITTED, then upheld, its fees waived or rejected
 * with a reason of the list.
 */
export async function runDecideAppeal(spec: TDecideAppealSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  const officer = spec.by ?? DEFAULT_OFFICER;
  const { caseNo } = named(context.caseNames, spec.appeal, 'appeal');
  const route = `${STAFF_CASES}/${encodeURIComponent(caseNo)}`;
  await withExpectedRefusal(context, `${officer}'s decision on ${spec.appeal}`, spec.refused, async () => {
    const headers = await reads.officerHeaders(officer);
    let page = await api.call<TStaffCaseDetail>('GET', route, { headers });
    if (page.status === 'SUBMITTED') {
      page = await api.call<TStaffCaseDetail>('POST', `${route}/take`, { headers, body: { version: page.version } });
      timeline.add(step.at, 'case', `${caseNo} taken by ${officer}: ${page.status}`);
    }
    const body: TAppealDecideRequest = {
      version: page.version,
      outcome: APPEAL_OUTCOME_WORDS[spec.outcome],
      reasonCode: spec.reason,
      ...(spec.text === undefined ? {} : { text: spec.text }),
      ...(spec.cancelToll === undefined ? {} : { cancelToll: spec.cancelToll }),
    };
    const decided = await api.call<TStaffCaseDetail>('POST', `${route}/decide`, { headers, body });
    const appeal = decided.appeal;
    const notice = appeal ? `: ${appeal.noticeNo} ${appeal.noticeStatus}, due ${appeal.noticeDueDate}` : '';
    timeline.add(step.at, 'case', `${caseNo} ${decided.status} by ${officer} (${spec.reason})${notice}`);
  });
}
