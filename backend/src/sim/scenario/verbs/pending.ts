import type { PENDING_VERBS } from '../schema';

/**
 * Verbs the file format has for features this backend does not have yet. Each becomes a module of
 * its own beside pass.ts and waive.ts once its feature lands (pay.ts with the payments feature).
 */
export const NEEDS: Record<(typeof PENDING_VERBS)[number], string> = {
  pay: 'the payments feature (charges, channels, the gateway outcome)',
  setPaymentMethod: 'the payments feature (saved cards, bank debits, the channel-change rule)',
  dispute: 'the member-services feature (passage disputes)',
  appeal: 'the member-services feature (toll-notice appeals)',
};
