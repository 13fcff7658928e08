import type { TQueryable } from '../../../platform/db/database';
import type { TNotifier } from '../../../platform/ports';
import { findCustomer } from '../../customer/customer-records';
import { displayNameOf } from '../../customer/customer.mapper';
import { renderMessage } from '../../notification/message-templates';
import type { TCaseRow } from '../engine/case-records';
import type { rfidRequests } from './rfid.schema';

/*
 * Every change of an RFID request tells the requester on the one channel they chose
 * (requirements/rfid-installation.md#request-fields): an e-mail, or an SMS to the phone staff will
 * call. Written through the caller's transaction, as the case engine's notices are.
 */

type TRfidRow = typeof rfidRequests.$inferSelect;

export type TRfidUpdate =
  | { kind: 'REQUESTED' }
  | { kind: 'CONTACTED' }
  | { kind: 'SCHEDULED'; centreCode: string; slotStart: string }
  | { kind: 'MISSED' }
  | { kind: 'INSTALLED'; tagNumber: string }
  | { kind: 'CANCELLED'; text: string | null };

const WHEN = {
  TH: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Bangkok' }),
  EN: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Bangkok' }),
};
const DAY = {
  TH: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }),
  EN: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }),
};

function clauseOf(update: TRfidUpdate, row: TCaseRow, language: 'TH' | 'EN'): string {
  const th = language === 'TH';
  switch (update.kind) {
    case 'REQUESTED': {
      const by = DAY[language].format(new Date(`${row.deadlineDate}T12:00:00+07:00`));
      return th ? `ได้รับคำขอติดตั้งแท็กแล้ว เจ้าหน้าที่จะติดต่อท่านภายในวันที่ ${by}` : `received; an officer will contact you by ${by}`;
    }
    case 'CONTACTED':
      return th ? 'เจ้าหน้าที่ได้ติดต่อท่านแล้ว และจะนัดหมายวันติดตั้ง' : 'an officer has contacted you and will book the fitting';
    case 'SCHEDULED': {
      const when = WHEN[language].format(new Date(update.slotStart));
      return th ? `นัดหมายติดตั้งที่ศูนย์บริการ ${update.centreCode} วันที่ ${when}` : `the fitting is booked at ${update.centreCode} on ${when}`;
    }
    case 'MISSED':
      return th ? 'ท่านไม่ได้มาตามนัด เจ้าหน้าที่จะติดต่อเพื่อนัดหมายใหม่' : 'the fitting was missed; an officer will book another';
    case 'INSTALLED':
      return th
        ? `ติดตั้งแท็กหมายเลข ${update.tagNumber} แล้ว ท่านสามารถเพิ่มแท็กเป็นช่องทางชำระเงินได้`
        : `tag ${update.tagNumber} is fitted; you may add it as a payment method`;
    case 'CANCELLED':
      if (!update.text) return th ? 'ยกเลิกแล้ว' : 'cancelled';
      return th ? `ยกเลิกแล้ว เหตุผล: ${update.text}` : `cancelled. Reason: ${update.text}`;
  }
}

export async function notifyRfidRequester(options: {
  db: TQueryable;
  notifier: TNotifier;
  row: TCaseRow;
  rfid: Pick<TRfidRow, 'contactChannel'>;
  update: TRfidUpdate;
}) {
  const { db, notifier, row, rfid, update } = options;
  const { language } = row;
  const customer = row.customerId ? await findCustomer({ db, customerId: row.customerId }) : undefined;
  const name = customer ? displayNameOf(customer) : (row.visitorName ?? '');
  const rendered = renderMessage('CASE_UPDATED', language, { name, caseNo: row.caseNo, update: clauseOf(update, row, language) });
  const purpose = 'CASE_UPDATED';
  if (rfid.contactChannel === 'EMAIL') {
    const to = customer?.email ?? row.visitorEmail;
    if (to) await notifier.send({ db, message: { channel: 'EMAIL', to, purpose, language, ...rendered } });
    return;
  }
  const to = customer?.mobile ?? row.visitorMobile;
  if (to) await notifier.send({ db, message: { channel: 'SMS', to, purpose, language, text: rendered.text } });
}
