import type { PENDING_VERBS } from '../schema';

/**
 * Verbs the file format has for features this backend does not have yet. Each becomes a module of
 * its own beside pass.ts and pay.ts once its feature lands.
 */
export const NEEDS: Record<(typeof PENDING_VERBS)[number], string> = {
  appeal: 'the member-services feature (toll-notice appeals)',
};
