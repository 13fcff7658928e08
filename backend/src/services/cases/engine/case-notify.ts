import type { TCaseStatus } from '@mflow/contracts/cases/case-status';
import type { TQueryable } from '../../../platform/db/database';
import type { TNotification, TNotifier } from '../../../platform/ports';
import { findCustomer } from '../../customer/customer-records';
import { displayNameOf } from '../../customer/customer.mapper';
import { sendToMember } from '../../customer/member-notices';
import { renderMessage } from '../../notification/message-templates';
import type { TCaseRow } from './case-records';

/*
 * Every change of a case tells its customer, by e-mail and SMS, in the language of the case
 * (requirements/disputes.md#screens): written through the caller's transaction, so the message is
 * recorded with the change it reports, or not at all.
 */

/** What happened, as one clause of the message. */
export type TCaseUpdate =
  | { kind: 'FILED' }
  | { kind: 'STATUS'; to: TCaseStatus }
  | { kind: 'MESSAGE'; text: string }
  | { kind: 'REPLY'; text: string }
  | {
      kind: 'DECIDED';
      to: 'ACCEPTED' | 'REJECTED' | 'UPHELD' | 'FEES_WAIVED' | 'LAPSED' | 'RESOLVED';
      text: string | null;
      dueDate?: string | undefined;
    };

const DATE_FORMATS = {
  TH: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }),
  EN: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }),
};
const dateOf = (isoDate: string, language: 'TH' | 'EN') => DATE_FORMATS[language].format(new Date(`${isoDate}T12:00:00+07:00`));

const STATUS_CLAUSES: Record<TCaseStatus, Record<'TH' | 'EN', string>> = {
  SUBMITTED: { TH: 'ได้รับเรื่องแล้ว', EN: 'received' },
  IN_REVIEW: { TH: 'เจ้าหน้าที่กำลังพิจารณา', EN: 'an officer is reviewing it' },
  INFO_REQUESTED: { TH: 'เจ้าหน้าที่ขอข้อมูลเพิ่มเติม', EN: 'we need more information from you' },
  ACCEPTED: { TH: 'ได้รับการอนุมัติ', EN: 'accepted' },
  REJECTED: { TH: 'ไม่ได้รับการอนุมัติ', EN: 'not accepted' },
  WITHDRAWN: { TH: 'ยกเลิกตามคำขอของท่านแล้ว', EN: 'withdrawn at your request' },
  UPHELD: { TH: 'อุทธรณ์ได้รับการอนุมัติ ใบแจ้งเตือนถูกยกเลิก', EN: 'your appeal is upheld and the notice cancelled' },
  FEES_WAIVED: { TH: 'ได้รับการยกเว้นค่าปรับและค่าธรรมเนียม คงเหลือเฉพาะค่าผ่านทาง', EN: 'the fees and fine are waived; only the toll remains' },
  LAPSED: { TH: 'สิ้นสุดลงเนื่องจากท่านไม่ได้มาตามนัดหมาย', EN: 'closed because the appointment was missed' },
  ANSWERED: { TH: 'เจ้าหน้าที่ตอบกลับแล้ว', EN: 'an officer has answered' },
  RESOLVED: { TH: 'ดำเนินการเสร็จสิ้นแล้ว', EN: 'resolved' },
  REOPENED: { TH: 'เปิดเรื่องอีกครั้งตามคำขอของท่านแล้ว', EN: 'reopened at your request' },
  REQUESTED: { TH: 'ได้รับคำขอแล้ว', EN: 'received' },
  CONTACTED: { TH: 'เจ้าหน้าที่ได้ติดต่อท่านแล้ว', EN: 'an officer has contacted you' },
  SCHEDULED: { TH: 'นัดหมายติดตั้งแล้ว', EN: 'the fitting is booked' },
  INSTALLED: { TH: 'ติดตั้งแท็กเรียบร้อยแล้ว', EN: 'your tag is fitted' },
  CANCELLED: { TH: 'ยกเลิกแล้ว', EN: 'cancelled' },
};

function clauseOf(update: TCaseUpdate, row: TCaseRow, language: 'TH' | 'EN'): string {
  switch (update.kind) {
    case 'FILED':
      if (row.kind === 'COMPLAINT') {
        return language === 'TH'
          ? `ได้รับเรื่องแล้ว เจ้าหน้าที่จะตอบกลับภายในวันที่ ${dateOf(row.deadlineDate, 'TH')}`
          : `received; an officer will answer by ${dateOf(row.deadlineDate, 'EN')}`;
      }
      return language === 'TH'
        ? `ได้รับเรื่องแล้ว จะพิจารณาให้แล้วเสร็จภายในวันที่ ${dateOf(row.deadlineDate, 'TH')}`
        : `received; it will be decided by ${dateOf(row.deadlineDate, 'EN')}`;
    case 'STATUS':
      return STATUS_CLAUSES[update.to][language];
    case 'MESSAGE':
      return `${STATUS_CLAUSES.INFO_REQUESTED[language]}: ${update.text}`;
    case 'REPLY':
      return `${STATUS_CLAUSES.ANSWERED[language]}: ${update.text}`;
    case 'DECIDED': {
      const due = update.dueDate
        ? language === 'TH'
          ? ` กรุณาชำระภายในวันที่ ${dateOf(update.dueDate, 'TH')}`
          : `; please pay by ${dateOf(update.dueDate, 'EN')}`
        : '';
      const outcome = `${STATUS_CLAUSES[update.to][language]}${due}`;
      if (!update.text) return outcome;
      return language === 'TH' ? `${outcome} เหตุผล: ${update.text}` : `${outcome}. Reason: ${update.text}`;
    }
  }
}

export async function notifyCaseCustomer({
  db,
  notifier,
  row,
  update,
}: {
  db: TQueryable;
  notifier: TNotifier;
  row: TCaseRow;
  update: TCaseUpdate;
}) {
  const language = row.language;
  const customer = row.customerId ? await findCustomer({ db, customerId: row.customerId }) : undefined;
  const name = customer ? displayNameOf(customer) : (row.visitorName ?? '');
  const email = customer?.email ?? row.visitorEmail;
  const mobile = customer?.mobile ?? row.visitorMobile;
  const rendered = renderMessage('CASE_UPDATED', language, { name, caseNo: row.caseNo, update: clauseOf(update, row, language) });
  const purpose = 'CASE_UPDATED';
  const messages: TNotification[] = [];
  if (email) messages.push({ channel: 'EMAIL', to: email, purpose, language, ...rendered });
  if (mobile) messages.push({ channel: 'SMS', to: mobile, purpose, language, text: rendered.text });
  // A member's decision is a legal notice; every other change of a case is a case update they may switch off.
  const event = update.kind === 'DECIDED' ? 'CASE_DECISION' : 'CASE_UPDATE';
  if (customer) await sendToMember({ db, notifier, customerId: customer.id, event, messages });
  else for (const message of messages) await notifier.send({ db, message });
}

/** Tells the case supervisors a case passed its deadline undecided. */
export async function notifyOverdue({ db, notifier, row, to }: { db: TQueryable; notifier: TNotifier; row: TCaseRow; to: string[] }) {
  const rendered = renderMessage('CASE_OVERDUE', 'EN', { caseNo: row.caseNo, deadlineDate: dateOf(row.deadlineDate, 'EN') });
  for (const email of to)
    await notifier.send({ db, message: { channel: 'EMAIL', to: email, purpose: 'CASE_OVERDUE', language: 'EN', ...rendered } });
}
