import { z } from 'zod';

/** An ALTCHA challenge as the widget takes it (docs/decisions/0072-proof-of-work-challenge.md). */
export const ZChallengeSchema = z
  .object({
    parameters: z
      .record(z.string(), z.unknown())
      .meta({ description: 'Algorithm, cost, nonce, salt, key prefix and signed data (the expiry)', additionalProperties: {} }),
    signature: z.string().optional(),
  })
  .meta({ id: 'Challenge' });
