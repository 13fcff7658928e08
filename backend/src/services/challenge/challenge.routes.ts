import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { perAddressLimit } from '../../platform/http/rate-limit';
import { ZChallengeSchema } from '@mflow/contracts/challenge/challenge.contract';
import { issueChallenge, type TChallengeSettings } from './challenge.service';

/** The settings of the challenges, from the configuration. */
export function challengeSettingsOf(config: TAppDeps['config']): TChallengeSettings {
  return {
    hmacKey: config.challengeHmacKey,
    ttlSeconds: config.challengeTtlSeconds,
    cost: config.challengeCost,
    maxCounter: config.challengeMaxCounter,
  };
}

export function registerChallengeRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { clock, config } = deps;
  const settings = challengeSettingsOf(config);
  api.define({
    method: 'get',
    path: '/challengeservice/api/v1/public/challenge',
    summary:
      'A new proof-of-work challenge for the security confirmation of a public form (ALTCHA, PBKDF2/SHA-256): solved in the browser, ' +
      `submitted with the form once, within ${config.challengeTtlSeconds} seconds`,
    tag: 'challengeservice',
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    response: ZChallengeSchema,
    handler: async () => {
      const { parameters, signature } = await issueChallenge({ settings, clock });
      return { parameters: { ...parameters }, signature };
    },
  });
}
