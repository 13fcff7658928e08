import type { TNowSource } from '@mflow/contracts/time/bangkok';

/**
 * The portal's "now" is the server's: a trainer who moves the simulated clock sees the portal move
 * with it. Every API answer carries the server's time (the contract's SERVER_TIME_HEADER); the offset from the
 * browser's clock is kept and applied until the next answer corrects it.
 */
let offsetMs = 0;

export const serverClock: TNowSource = {
  now: () => new Date(Date.now() + offsetMs),
};

/** Takes the server's time from an answer's header; a missing or unreadable header changes nothing. */
export function observeServerTime(headerValue: string | null, receivedAtMs: number = Date.now()): void {
  if (!headerValue) return;
  const serverMs = Date.parse(headerValue);
  if (Number.isFinite(serverMs)) offsetMs = serverMs - receivedAtMs;
}
