/**
 * The arithmetic of the simulation clock (database-clock.ts) as pure functions, so moving it is
 * tested without a database (clock-offset.test.ts): the clock tells wall time plus an offset, and
 * each move writes a new offset under a version that only grows.
 */

export type TOffset = { offsetMs: number; version: number };

/** `<version>:<offsetMs>`, as the notification of a move carries it. */
const PAYLOAD = /^(\d+):(-?\d+)$/;

export function timeAt(wallMs: number, offset: Pick<TOffset, 'offsetMs'>): Date {
  return new Date(wallMs + offset.offsetMs);
}

/** The offset, one version on from `stored`, that makes the clock read `target` at wall time `wallMs`. */
export function offsetFor(target: Date, wallMs: number, stored: TOffset | undefined): TOffset {
  return { offsetMs: target.getTime() - wallMs, version: (stored?.version ?? 0) + 1 };
}

/** Versions only grow, so a late notification or a slow reload never undoes a newer move. */
export function isNewer(next: TOffset, current: TOffset): boolean {
  return next.version > current.version;
}

export function payloadOf(offset: TOffset): string {
  return `${offset.version}:${offset.offsetMs}`;
}

/** The offset a notification carries, or undefined for one that cannot be read. */
export function offsetOfPayload(payload: string): TOffset | undefined {
  const match = PAYLOAD.exec(payload);
  return match ? { version: Number(match[1]), offsetMs: Number(match[2]) } : undefined;
}
