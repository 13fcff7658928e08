/** Counts the foreground API calls in flight, for the global spinner. */
let inFlight = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function beginActivity(): () => void {
  inFlight += 1;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    notify();
  };
}

export function subscribeActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function activityCount(): number {
  return inFlight;
}
