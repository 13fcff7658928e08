import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { perAddressLimit } from '../auth/rate-limit';
import { ZVerifyIndividualSchema, ZVerifyJuristicSchema } from '@mflow/contracts/customer/registration';
import { ZVerifyIndividualResponseSchema, ZVerifyJuristicResponseSchema } from '@mflow/contracts/registry/registry.contract';
import { verifyCompany, verifyPerson } from './registry.service';

/** Identity checks of the registration form's first step, against the simulated registries. */
export function registerRegistryRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, config } = deps;

  api.define({
    method: 'post',
    path: '/customerservice/api/v1/verifyIndividual',
    summary: 'Check a person against the population registry: ID number, laser code (Thai cards), name and birth date must all match',
    tag: 'customerservice',
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    body: ZVerifyIndividualSchema,
    response: ZVerifyIndividualResponseSchema,
    handler: async ({ body }) => {
      await verifyPerson({ db, person: body });
      return { verified: true as const };
    },
  });

  api.define({
    method: 'post',
    path: '/customerservice/api/v1/verifyJuristic',
    summary: 'Check a juristic registration number (and optionally the name) against the company registry; answers the registered names',
    tag: 'customerservice',
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    body: ZVerifyJuristicSchema,
    response: ZVerifyJuristicResponseSchema,
    handler: async ({ body }) => ({ verified: true as const, ...(await verifyCompany({ db, ...body })) }),
  });
}
