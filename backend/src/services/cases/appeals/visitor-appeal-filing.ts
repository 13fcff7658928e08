import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import { appealRefusalOf } from '@mflow/contracts/cases/appeal-rules';
import {
  APPEAL_REASON_OPTIONS,
  type TVisitorAppealCodeRequest,
  type TVisitorAppealRequest,
  type TVisitorAppealVerifyRequest,
} from '@mflow/contracts/cases/appeal.contract';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TLanguage } from '../../../platform/errors/error-catalogue';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { noticeForAppeal, type TNoticeRow } from '../../billing/notice-outcomes';
import { normaliseContact } from '../../notification/contact';
import { consumeOtpVerification, requestOtp, verifyOtp, type TOtpSettings } from '../../otp/otp.service';
import { APPEAL_REFUSALS, fileVisitorAppeal } from './appeal-filing';

/*
 * A visitor's appeal (docs/decisions/0060-notice-appeals.md), as a visitor's dispute is
 * filed (decision 0053): the notice number with the plate and province it was issued for prove the
 * notice, a one-time code sent to the e-mail or phone the visitor gives proves the contact the case
 * will speak to. The filing itself is the members' one path (appeal-filing.ts).
 */

type TNoticeProof = { noticeNo: string; plate: string; province: string };

/**
 * Whether the notice is one a visitor may appeal with this proof: a notice without a member (a
 * non-member plate's, posted to its registered owner) of exactly the plate and province given. A
 * member's notice is the member's to appeal signed in.
 */
function provenBy(proof: TNoticeProof) {
  return (notice: TNoticeRow) =>
    notice.customerId === null && notice.plate === normalisePlate(proof.plate) && notice.province === proof.province;
}

/**
 * The notice the proof names, refused as the filing would refuse it today. An unknown number, a
 * plate or province that is not the notice's and a member's notice all answer ERR_CASE_0220 alike:
 * the answer must not tell which it was (decision 0046).
 */
async function visitorsNotice(db: TQueryable, clock: Clock, proof: TNoticeProof) {
  const found = await noticeForAppeal({ db, noticeNo: proof.noticeNo });
  if (!found || !provenBy(proof)(found.notice)) throw new AppError('ERR_CASE_0220');
  const refusal = appealRefusalOf(found.notice, bangkokDateOf(clock.now()));
  if (refusal) throw new AppError(APPEAL_REFUSALS[refusal], { dueDate: found.notice.dueDate });
  return found;
}

/** Sends the code to the contact the visitor gives, once the notice is proven and may be appealed: no code goes out otherwise. */
export async function requestVisitorAppealCode(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  settings: TOtpSettings;
  language: TLanguage;
  request: TVisitorAppealCodeRequest;
}) {
  const { db, clock, request } = options;
  await visitorsNotice(db, clock, request);
  return requestOtp({ ...options, channel: request.channel, contact: request.contact, purpose: 'VISITOR_APPEAL' });
}

/** Checks the code and answers what the appeal form needs: the notice's summary, the reasons, and the token the filing spends. */
export async function verifyVisitorAppeal(options: {
  db: TDatabase;
  clock: Clock;
  settings: TOtpSettings;
  request: TVisitorAppealVerifyRequest;
}) {
  const { db, clock, settings, request } = options;
  const { notice, current } = await visitorsNotice(db, clock, request);
  const proof = await verifyOtp({ db, clock, settings, contact: request.contact, otpReference: request.otpReference, otp: request.otp });
  return {
    ...proof,
    notice: {
      noticeNo: notice.noticeNo,
      plate: notice.plate ?? '',
      province: notice.province ?? '',
      issuedAt: notice.issuedAt.toISOString(),
      dueDate: notice.dueDate,
      invoiceNo: current?.invoiceNo ?? null,
      tollAmount: current?.tollAmount ?? 0,
      lateFees: (current?.firstLateFee ?? 0) + (current?.secondLateFee ?? 0),
      fine: current?.fine ?? 0,
      totalAmount: current?.totalAmount ?? 0,
    },
    reasons: APPEAL_REASON_OPTIONS,
  };
}

/** Files the visitor's appeal: the notice proven again and the contact's token spent in the filing's transaction. */
export function fileAppealAsVisitor(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  language: TLanguage;
  request: TVisitorAppealRequest;
  idempotencyKey: string;
}) {
  const { clock, request, language } = options;
  const { verificationToken, name, plate: _plate, province: _province, contact: _given, ...appeal } = request;
  const contact = normaliseContact(request.contact);
  return fileVisitorAppeal({
    ...options,
    filer: {
      kind: 'VISITOR',
      contact: { channel: contact.includes('@') ? 'EMAIL' : 'SMS', to: contact },
      name: name ?? null,
      language,
      owns: provenBy(request),
      prove: (tx) => consumeOtpVerification({ db: tx, clock, verificationToken, purpose: 'VISITOR_APPEAL', contact }),
    },
    request: appeal,
  });
}
