import type { z } from 'zod';
import type { ZPublicInvoiceListSchema } from '@mflow/contracts/billing/invoice.contract';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { Clock } from '../../platform/clock';
import type { TQueryable } from '../../platform/db/database';
import { frozenAnswer } from '../../platform/http/frozen-answer';
import type { TPhotoUrl } from '../toll/passage-photo';
import { mayGiveKeptAnswer } from './kept-answer';
import { openNonMemberDetailsOf, plateVersionOf } from './public-lookup';

type TPlateAnswer = Readonly<z.input<typeof ZPublicInvoiceListSchema>>;
type TKept = { version: string; builtAt: number; answer: TPlateAnswer };

/**
 * An answer is kept at most this long, because its photo links carry download keys that open for
 * 5 minutes from when they were signed: a visitor is never handed one with less than 4 minutes left.
 */
const MAX_AGE_MS = 60_000;

/** Plates kept per process; the oldest kept is dropped first. */
const MAX_PLATES = 5_000;

/**
 * The visitor look-up of a plate's open invoices, answered from memory while nothing in it has
 * changed. Every call still asks PostgreSQL for the plate's version (one read by primary key, kept
 * by triggers), so a payment, a fee, a notice or a replacement made by any process shows at once:
 * the kept answer is used only when the version is the one it was built under. What is saved is building the
 * answer, checking it against the contract and serialising it, which is most of a look-up's cost;
 * the pay flow and page reloads look the same plate up several times.
 */
export function createPlateAnswers(options: { clock: Clock; maxAgeMs?: number; maxPlates?: number }) {
  const { clock, maxAgeMs = MAX_AGE_MS, maxPlates = MAX_PLATES } = options;
  const kept = new Map<string, TKept>();

  const keep = (key: string, entry: TKept) => {
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > maxPlates) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
  };

  return {
    /** The plate's open invoices, or none; a frozen answer is checked and serialised only once. */
    async answerFor(request: {
      db: TQueryable;
      plate: string;
      province: string;
      language: 'TH' | 'EN';
      photoUrl: TPhotoUrl;
    }): Promise<TPlateAnswer> {
      const { db, province, language } = request;
      const plate = normalisePlate(request.plate);
      const key = `${language}|${province}|${plate}`;
      const version = await plateVersionOf({ db, plate, province });
      if (version === '') {
        kept.delete(key);
        return { invoices: [], passagesShown: true };
      }
      const now = clock.now().getTime();
      const entry = kept.get(key);
      if (entry && mayGiveKeptAnswer(entry, { version, now, maxAgeMs })) return entry.answer;
      // Read after the version, the answer is at least as new as it: a later change gives the plate
      // a new version, so an older answer is never kept under a newer version.
      const answer = frozenAnswer({ invoices: await openNonMemberDetailsOf({ ...request, plate }), passagesShown: true });
      keep(key, { version, builtAt: now, answer });
      return answer;
    },
  };
}

export type TPlateAnswers = ReturnType<typeof createPlateAnswers>;
