import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { perAddressLimit } from '../../platform/http/rate-limit';
import {
  ZAcceptedResponseSchema,
  ZActivateRequestSchema,
  ZActivateResponseSchema,
  ZRegistrationResponseSchema,
  ZResendActivationRequestSchema,
} from '@mflow/contracts/customer/customer.contract';
import { ZRegistrationSchema, ZVerifyIndividualSchema, ZVerifyJuristicSchema } from '@mflow/contracts/customer/registration';
import { ZVerifyIndividualResponseSchema, ZVerifyJuristicResponseSchema } from '@mflow/contracts/registry/registry.contract';
import { activateEmail, resendActivationLink } from './activation.service';
import { registerCustomer } from './registration.service';

const tag = 'customerservice';
const base = '/customerservice/api/v1';

/** The registration steps (requirements/accounts.md#registration-steps), in the customerservice family the portal calls. */
export function registerRegistrationRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config, notifier, registries } = deps;
  const limited = () => [perAddressLimit(config.authRateLimitPerMinute)];

  api.define({
    method: 'post',
    path: `${base}/verifyIndividual`,
    summary: 'Check a person against the population registry: ID number, laser code (Thai cards), name and birth date must all match',
    tag,
    auth: 'accessKey',
    before: limited(),
    body: ZVerifyIndividualSchema,
    response: ZVerifyIndividualResponseSchema,
    handler: async ({ body }) => {
      await registries.population.verifyPerson(body);
      return { verified: true as const };
    },
  });

  api.define({
    method: 'post',
    path: `${base}/verifyJuristic`,
    summary: 'Check a juristic registration number (and optionally the name) against the company registry; answers the registered names',
    tag,
    auth: 'accessKey',
    before: limited(),
    body: ZVerifyJuristicSchema,
    response: ZVerifyJuristicResponseSchema,
    handler: async ({ body }) => ({ verified: true as const, ...(await registries.company.verifyCompany(body)) }),
  });

  api.define({
    method: 'post',
    path: `${base}/customer`,
    summary:
      'Register an individual or juristic customer (steps 1-3 of requirements/accounts.md#registration-steps): needs the OTP verification tokens of the mobile (REGISTER_MOBILE) ' +
      'and the e-mail (REGISTER_EMAIL) and the online-uploaded documents; e-mails a confirmation link to /mflow/activate valid 7 days',
    tag,
    auth: 'accessKey',
    body: ZRegistrationSchema,
    response: ZRegistrationResponseSchema,
    successStatus: 201,
    handler: ({ body, context }) => registerCustomer({ db, clock, config, notifier, registries, input: body, language: context.language }),
  });

  api.define({
    method: 'post',
    path: `${base}/activate`,
    summary:
      'Confirm the e-mail address with the token of the e-mailed link (/mflow/activate?token=...); the registration then awaits staff approval',
    tag,
    auth: 'accessKey',
    before: limited(),
    body: ZActivateRequestSchema,
    response: ZActivateResponseSchema,
    handler: ({ body }) => activateEmail({ db, clock, token: body.token }),
  });

  api.define({
    method: 'post',
    path: `${base}/resend/activate/link`,
    summary: 'Send a new e-mail confirmation link (the old one stops working); the same answer whether or not the address is registered',
    tag,
    auth: 'accessKey',
    before: limited(),
    body: ZResendActivationRequestSchema,
    response: ZAcceptedResponseSchema,
    handler: async ({ body }) => {
      await resendActivationLink({ db, clock, config, notifier, email: body.email });
      return { accepted: true as const };
    },
  });
}
