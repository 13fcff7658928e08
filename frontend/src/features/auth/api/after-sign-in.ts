/**
 * Signing in switches the portal to the member layout, which mounts the sign-in page afresh; the
 * page that should follow (the passcode step, or where the visitor came from) is handed over here.
 * It is kept (not taken) because the sign-in page may render more than once before the router has
 * moved on; sign-out reloads the portal, which forgets it.
 */
export type AfterSignIn = { to: string; from: string };

let pending: AfterSignIn | undefined;

export function setAfterSignIn(next: AfterSignIn): void {
  pending = next;
}

export function peekAfterSignIn(): AfterSignIn | undefined {
  return pending;
}
