import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TLanguage } from '../../../platform/errors/error-catalogue';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { consumeOtpVerification, requestOtp, verifyOtp, type TOtpSettings } from '../../otp/otp.service';
import { caseTrackingGrants } from './case-engine.schema';
import { findCase, type TCaseRow } from './case-records';

/*
 * A visitor tracks a case by its number and a one-time code sent to the contact the case holds,
 * never to one the caller names (docs/decisions/0053-visitor-case-proofs.md). The verified code
 * gives a tracking session: a random token, kept hashed, that opens that one case for 30 minutes.
 */

/** Long enough to read the case and write a reply with files; short enough that a forgotten tab soon stops opening it. */
const TRACKING_SESSION_SECONDS = 1800;

type TChannel = 'EMAIL' | 'SMS';

/** A visitor's case by number; a member's case or none is "not found" alike. */
async function visitorCase(db: TQueryable, caseNo: string): Promise<TCaseRow> {
  const row = await findCase({ db, caseNo });
  if (!row || row.customerId !== null) throw new AppError('ERR_CASE_0001');
  return row;
}

function contactOf(row: TCaseRow, channel: TChannel): string {
  const contact = channel === 'EMAIL' ? row.visitorEmail : row.visitorMobile;
  if (!contact) throw new AppError('ERR_CASE_0151');
  return contact;
}

/** Enough of the contact for the visitor to recognise it, not enough to learn it. */
function maskedContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at < 0) return `${contact.slice(0, 2)}${'*'.repeat(Math.max(contact.length - 4, 0))}${contact.slice(-2)}`;
  const local = contact.slice(0, at);
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 3))}${contact.slice(at)}`;
}

/** Sends a code to the case's own contact on the channel asked for. */
export async function requestTrackingCode(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  settings: TOtpSettings;
  language: TLanguage;
  caseNo: string;
  channel: TChannel;
}) {
  const { db, caseNo, channel } = options;
  const contact = contactOf(await visitorCase(db, caseNo), channel);
  const sent = await requestOtp({ ...options, contact, purpose: 'TRACK_CASE' });
  return { ...sent, sentTo: maskedContact(contact) };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Checks the code sent to the case's contact and opens a tracking session of that case. */
export async function openTrackingSession(options: {
  db: TDatabase;
  clock: Clock;
  settings: TOtpSettings;
  caseNo: string;
  channel: TChannel;
  otpReference: string;
  otp: string;
}) {
  const { db, clock, settings, caseNo, channel, otpReference, otp } = options;
  const row = await visitorCase(db, caseNo);
  const contact = contactOf(row, channel);
  const { verificationToken } = await verifyOtp({ db, clock, settings, contact, otpReference, otp });
  const trackingToken = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.transaction(async (tx) => {
    await consumeOtpVerification({ db: tx, clock, verificationToken, purpose: 'TRACK_CASE', contact });
    await tx.insert(caseTrackingGrants).values({
      tokenHash: hashOf(trackingToken),
      caseId: row.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TRACKING_SESSION_SECONDS * 1000),
    });
  });
  return { trackingToken, expiresIn: TRACKING_SESSION_SECONDS };
}

/**
 * The case a tracking session opens. An unknown or expired session is ERR_CASE_0152 (ask for a new
 * code); a live session of another case finds nothing here, as if the case did not exist.
 */
export async function trackedCase({ db, clock, caseNo, token }: { db: TQueryable; clock: Clock; caseNo: string; token: string }) {
  const [grant] = await db
    .select({ caseId: caseTrackingGrants.caseId })
    .from(caseTrackingGrants)
    .where(and(eq(caseTrackingGrants.tokenHash, hashOf(token)), gt(caseTrackingGrants.expiresAt, clock.now())));
  if (!grant) throw new AppError('ERR_CASE_0152');
  const row = await findCase({ db, caseNo });
  if (!row || row.id !== grant.caseId) throw new AppError('ERR_CASE_0001');
  return row;
}
