import type { TTimelineEntry } from '@mflow/contracts/sim/console.contract';

const DAY_MS = 86_400_000;
/** Thailand keeps UTC+7 all year, so a Bangkok wall time is an instant at a fixed offset. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** A day on from `now`, to the millisecond: the daily jobs of the next 00:00 run on the way. */
export function oneDayLater(now: Date): Date {
  return new Date(now.getTime() + DAY_MS);
}

/** What a `datetime-local` field shows for an instant, in Bangkok time (`2026-11-16T00:00`). */
export function bangkokInputOf(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant a `datetime-local` field means, read as Bangkok time; undefined when it is not a whole date and time. */
export function instantOfBangkokInput(value: string): Date | undefined {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return undefined;
  const instant = new Date(`${match[1]}T${match[2]}:00+07:00`);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** Where a timeline entry leads: a back-office page (router path) or a portal page (opened beside). */
export type TimelineLink = { to: string } | { href: string };

function invoicesOf(entry: TTimelineEntry): TimelineLink | undefined {
  if (entry.customerId) return { to: `/invoices?${new URLSearchParams({ customerId: entry.customerId })}` };
  if (entry.plate && entry.province) return { to: `/invoices?${new URLSearchParams({ plate: entry.plate, province: entry.province })}` };
  return undefined;
}

/**
 * An invoice, notice, payment or passage leads to the invoices of its customer (or of its plate,
 * for a non-member), where the back-office shows it; a message to the simulated mailbox of its
 * recipient in the portal; a job run to the job's history.
 */
export function timelineLinkOf(entry: TTimelineEntry): TimelineLink | undefined {
  if (entry.kind === 'message') return { href: `/mflow/mailbox?${new URLSearchParams({ to: entry.reference })}` };
  if (entry.kind === 'job') return { to: `/jobs?${new URLSearchParams({ job: entry.reference })}` };
  return invoicesOf(entry);
}
