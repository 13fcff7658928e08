import type { TComplaintRequest } from '@mflow/contracts/cases/complaint.contract';
import { firstAnswerDueOf } from '@mflow/contracts/cases/complaint-rules';
import { addDays, bangkokDateOf } from '@mflow/contracts/time/bangkok';
import type { Clock } from '../../../platform/clock';
import type { TDatabase } from '../../../platform/db/database';
import type { TLanguage } from '../../../platform/errors/error-catalogue';
import type { TNotifier } from '../../../platform/ports';
import { spendChallenge, type TChallengeSettings } from '../../challenge/challenge.service';
import { findCustomer } from '../../customer/customer-records';
import { holidaySetBetween } from '../../master/holiday-calendar';
import { notifyCaseCustomer } from '../engine/case-notify';
import { appendEvent, openCase } from '../engine/case-records';
import { checkedChoice } from './complaint-lists';
import { complaints } from './complaints.schema';

/**
 * Files a complaint, for a member or a visitor alike (requirements/complaints.md): in one
 * transaction the challenge is spent (a refused filing leaves it unspent), the topic and type
 * checked against the list, the case numbered with its first answer due in business days on the
 * holiday calendar, the complaint's fields stored and its detail put first on the timeline, and the
 * acknowledgement written to the outbox by e-mail and SMS.
 */
export async function fileComplaint(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  challenge: TChallengeSettings;
  firstAnswerBusinessDays: number;
  customerId: string | null;
  language: TLanguage;
  request: TComplaintRequest;
}) {
  const { db, clock, notifier, challenge, firstAnswerBusinessDays, customerId, language, request } = options;
  const at = clock.now();
  const filedOn = bangkokDateOf(at);
  return db.transaction(async (tx) => {
    await spendChallenge({ db: tx, clock, settings: challenge, payload: request.challenge });
    const topic = await checkedChoice({ db: tx, kind: 'TOPIC', code: request.topicCode, text: request.topicText });
    const type = await checkedChoice({ db: tx, kind: 'TYPE', code: request.typeCode, text: request.typeText });
    const holidays = await holidaySetBetween({ db: tx, from: filedOn, to: addDays(filedOn, 60) });
    const customer = customerId ? await findCustomer({ db: tx, customerId }) : undefined;
    const name = `${request.firstName} ${request.lastName}`;
    const { row } = await openCase({
      db: tx,
      kase: {
        kind: 'COMPLAINT',
        customerId,
        visitor: customerId ? undefined : { name, email: request.email.toLowerCase(), mobile: request.phone },
        language: customer?.notificationLanguage ?? language,
        summary: `Complaint about ${topic.code} (${type.code})`,
        deadlineDate: firstAnswerDueOf(filedOn, firstAnswerBusinessDays, holidays),
        at,
      },
      actor: customerId ? { kind: 'CUSTOMER', id: customerId } : { kind: 'VISITOR', id: null },
    });
    await tx.insert(complaints).values({
      caseId: row.id,
      topicCode: topic.code,
      topicText: topic.text,
      typeCode: type.code,
      typeText: type.text,
      detail: request.detail,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email.toLowerCase(),
      phone: request.phone,
    });
    await appendEvent({
      db: tx,
      caseId: row.id,
      at,
      actor: customerId ? { kind: 'CUSTOMER', id: customerId } : { kind: 'VISITOR', id: null },
      type: 'MESSAGE',
      visibleToCustomer: true,
      data: { text: request.detail, fileIds: [] },
    });
    await notifyCaseCustomer({ db: tx, notifier, row, update: { kind: 'FILED' } });
    return { caseNo: row.caseNo, status: row.status, firstAnswerBy: row.deadlineDate };
  });
}
