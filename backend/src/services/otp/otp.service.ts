import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import { isThaiMobile, normaliseContact } from '../notification/contact';
import { renderMessage } from '../notification/message-templates';
import type { TNotifier } from '../../platform/ports';
import type { TOtpChannel, TOtpPurpose } from '@mflow/contracts/otp/otp.contract';
import { stepCodeOf } from '@mflow/contracts/otp/verification-steps';
import { otpChallenges } from './otp.schema';
import {
  attemptsLeft,
  hourlyCapWaitMinutes,
  hourlyWindowStart,
  isOtpExpired,
  otpExpiresAt,
  otpLifetimeMinutes,
  resendWaitSeconds,
  verificationExpiresAt,
  VERIFICATION_TTL_SECONDS,
} from './otp-timing';

export type TOtpSettings = {
  ttlSeconds: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
  /** Codes per contact in any sliding hour: a cap against SMS bombing. */
  hourlyLimit: number;
};

const REFERENCE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ZEmailSchema = z.email();

/** A mobile number is proven by SMS and an e-mail address by e-mail; the other purposes take either. */
const CHANNEL_OF_PURPOSE: Partial<Record<TOtpPurpose, TOtpChannel>> = {
  REGISTER_MOBILE: 'SMS',
  CHANGE_MOBILE: 'SMS',
  REGISTER_EMAIL: 'EMAIL',
  CHANGE_EMAIL: 'EMAIL',
};

function hashCode(code: string, salt: string): Buffer {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(code).digest();
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newReference(taken: Set<string>): string {
  for (;;) {
    const reference = Array.from({ length: 4 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('');
    if (!taken.has(reference)) return reference;
  }
}

function checkedContact(channel: TOtpChannel, purpose: TOtpPurpose, contact: string): string {
  const normalised = normaliseContact(contact);
  if (channel === 'SMS' && !isThaiMobile(normalised)) throw new AppError('ERR_OTP_0001');
  if (channel === 'EMAIL' && !ZEmailSchema.safeParse(normalised).success) throw new AppError('ERR_OTP_0002');
  const required = CHANNEL_OF_PURPOSE[purpose];
  if (required && required !== channel) throw new AppError('ERR_OTP_0003');
  return normalised;
}

type RequestOtpOptions = {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  settings: TOtpSettings;
  language: TLanguage;
  channel: TOtpChannel;
  contact: string;
  purpose: TOtpPurpose;
};

/**
 * Sends a new 6-digit code. The newest code for a contact and purpose is the only one that counts;
 * a code whose message could not be delivered is discarded, so the customer can ask again at once.
 */
export async function requestOtp(options: RequestOtpOptions) {
  const { db, clock, notifier, settings, language, channel, purpose } = options;
  const contact = checkedContact(channel, purpose, options.contact);
  const now = clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const challenge = await db.transaction(async (tx) => {
    // Two requests for one contact at once must not both pass the cooldown and the hourly cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${contact}`}, 0))`);
    const recent = await tx
      .select({ createdAt: otpChallenges.createdAt, reference: otpChallenges.reference })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.contact, contact), gt(otpChallenges.createdAt, hourlyWindowStart(now))))
      .orderBy(desc(otpChallenges.createdAt));
    const waitSeconds = resendWaitSeconds(recent[0]?.createdAt, now, settings.resendCooldownSeconds);
    if (waitSeconds > 0) throw new AppError('ERR_OTP_0004', { seconds: String(waitSeconds) });
    const leavingWindow = recent[settings.hourlyLimit - 1];
    if (leavingWindow) throw new AppError('ERR_OTP_0005', { minutes: String(hourlyCapWaitMinutes(leavingWindow.createdAt, now)) });
    const row = {
      id: randomUUID(),
      reference: newReference(new Set(recent.map((r) => r.reference))),
      channel,
      contact,
      purpose,
      codeSalt: salt,
      codeHash: hashCode(code, salt).toString('hex'),
      createdAt: now,
      expiresAt: otpExpiresAt(now, settings.ttlSeconds),
    };
    await tx.insert(otpChallenges).values(row);
    return row;
  });

  const minutes = otpLifetimeMinutes(settings.ttlSeconds);
  const wording = renderMessage(channel === 'SMS' ? 'OTP_SMS' : 'OTP_EMAIL', language, { code, reference: challenge.reference, minutes });
  const sent = await notifier.send({ db, message: { channel, to: contact, purpose: `OTP_${purpose}`, language, ...wording } });
  if (sent.status === 'FAILED') {
    await db.delete(otpChallenges).where(eq(otpChallenges.id, challenge.id));
    throw new AppError('ERR_NOTI_0001');
  }
  await db
    .update(otpChallenges)
    .set({ supersededAt: now })
    .where(
      and(
        eq(otpChallenges.contact, contact),
        eq(otpChallenges.purpose, purpose),
        ne(otpChallenges.id, challenge.id),
        isNull(otpChallenges.verifiedAt),
        isNull(otpChallenges.supersededAt),
      ),
    );
  return { otpReference: challenge.reference, expiresIn: settings.ttlSeconds, resendAfter: settings.resendCooldownSeconds };
}

type VerifyOtpOptions = { db: TDatabase; clock: Clock; settings: TOtpSettings; contact: string; otpReference: string; otp: string };

/** Checks a code; a right one is spent at once and answered with a single-use verification token. */
export async function verifyOtp(options: VerifyOtpOptions): Promise<{ verificationToken: string; expiresIn: number }> {
  const { db, clock, settings, otpReference, otp } = options;
  const contact = normaliseContact(options.contact);
  const now = clock.now();
  // Failures are returned, not thrown, so that a wrong attempt is committed before the error goes out.
  const outcome = await db.transaction(async (tx): Promise<{ token: string } | { failure: TErrorItem }> => {
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.contact, contact), eq(otpChallenges.reference, otpReference)))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1)
      .for('update');
    if (!challenge) return { failure: { code: 'ERR_OTP_0009' } };
    if (challenge.verifiedAt) return { failure: { code: 'ERR_OTP_0010' } };
    if (challenge.supersededAt) return { failure: { code: 'ERR_OTP_0011' } };
    if (isOtpExpired(challenge.expiresAt, now)) return { failure: { code: 'ERR_OTP_0007' } };
    if (challenge.attempts >= settings.maxAttempts) return { failure: { code: 'ERR_OTP_0008' } };
    const attempts = challenge.attempts + 1;
    if (!timingSafeEqual(hashCode(otp, challenge.codeSalt), Buffer.from(challenge.codeHash, 'hex'))) {
      await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, challenge.id));
      const left = attemptsLeft(attempts, settings.maxAttempts);
      return { failure: left > 0 ? { code: 'ERR_OTP_0006', params: { attemptsLeft: String(left) } } : { code: 'ERR_OTP_0008' } };
    }
    const token = randomBytes(32).toString('base64url');
    await tx
      .update(otpChallenges)
      .set({
        attempts,
        verifiedAt: now,
        verificationHash: hashToken(token),
        verificationExpiresAt: verificationExpiresAt(now),
      })
      .where(eq(otpChallenges.id, challenge.id));
    return { token };
  });
  if ('failure' in outcome) throw AppError.many([outcome.failure]);
  return { verificationToken: outcome.token, expiresIn: VERIFICATION_TTL_SECONDS };
}

type ConsumeOtpVerificationOptions = {
  db: TQueryable;
  clock: Clock;
  verificationToken: string;
  purpose: TOtpPurpose;
  /** The contact the code must have gone to, or any of several (a member's registered mobile or e-mail). */
  contact: string | readonly string[];
};

/**
 * Spends a verification token for the step it was issued for: same step (purpose), same contact,
 * within 30 minutes, once. Call it inside the transaction of that step, so a step that fails
 * leaves the token unspent. Throws ERR_OTP_0012 (unknown), 0013 (expired), 0014 (used), 0016
 * (issued for another step of the verification step table, both named by code) or 0015 (another
 * contact).
 */
export async function consumeOtpVerification(options: ConsumeOtpVerificationOptions): Promise<void> {
  const { db, clock, verificationToken, purpose } = options;
  const contacts = (typeof options.contact === 'string' ? [options.contact] : [...options.contact]).map(normaliseContact);
  const verificationHash = hashToken(verificationToken);
  const now = clock.now();
  const spent = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.verificationHash, verificationHash),
        isNull(otpChallenges.consumedAt),
        eq(otpChallenges.purpose, purpose),
        inArray(otpChallenges.contact, contacts),
        gt(otpChallenges.verificationExpiresAt, now),
      ),
    )
    .returning({ id: otpChallenges.id });
  if (spent.length === 1) return;
  const [challenge] = await db.select().from(otpChallenges).where(eq(otpChallenges.verificationHash, verificationHash));
  if (!challenge) throw new AppError('ERR_OTP_0012');
  if (challenge.consumedAt) throw new AppError('ERR_OTP_0014');
  if (challenge.purpose !== purpose) {
    throw new AppError('ERR_OTP_0016', {
      given: challenge.purpose,
      givenCode: String(stepCodeOf(challenge.purpose)),
      expected: purpose,
      expectedCode: String(stepCodeOf(purpose)),
    });
  }
  if (!contacts.includes(challenge.contact)) throw new AppError('ERR_OTP_0015');
  throw new AppError('ERR_OTP_0013');
}
