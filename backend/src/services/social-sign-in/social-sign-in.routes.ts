import { z } from 'zod';
import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import { ZSignInResponseSchema } from '@mflow/contracts/auth/auth.contract';
import {
  ZSocialCallbackRequestSchema,
  ZSocialCallbackResponseSchema,
  ZSocialIdentityListSchema,
  ZSocialLinkConfirmRequestSchema,
  ZSocialProviderListSchema,
  ZSocialProviderSchema,
  ZSocialStartRequestSchema,
  ZSocialStartResponseSchema,
} from '@mflow/contracts/auth/social-sign-in.contract';
import { perAddressLimit } from '../../platform/http/rate-limit';
import { createOpenIdClients } from './openid-clients';
import {
  confirmSocialLink,
  finishSocialSignIn,
  listSocialIdentities,
  startSocialSignIn,
  unlinkSocialIdentity,
} from './social-sign-in.service';

/** Sign-in with a social identity provider and the member's linked providers (requirements/accounts.md#sign-in, decision 0026). */
export function registerSocialSignInRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config, sessions, fileKeys } = deps;
  const clients = createOpenIdClients(config);
  const identitiesPath = '/customerservice/api/v1/customer/social-identities';

  api.define({
    method: 'get',
    path: '/authservice/api/social/providers',
    summary: 'The social providers the sign-in page offers',
    tag: 'authservice',
    auth: 'accessKey',
    response: ZSocialProviderListSchema,
    handler: () => ({ providers: clients.providers() }),
  });

  api.define({
    method: 'post',
    path: '/authservice/api/social/start',
    summary:
      "Begin signing in with a social provider: answers the provider's URL for the browser and a key the browser keeps for the callback",
    tag: 'authservice',
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    body: ZSocialStartRequestSchema,
    response: ZSocialStartResponseSchema,
    handler: ({ body }) => startSocialSignIn({ db, clock, clients, provider: body.provider }),
  });

  api.define({
    method: 'post',
    path: '/authservice/api/social/callback',
    summary:
      'Finish at the provider: the query the provider sent the browser back with, and the browser key. Answers SIGNED_IN, CONFIRM_LINK (a member has this verified e-mail), REGISTER (with the name and e-mail to prefill) or LINKED',
    tag: 'authservice',
    auth: 'accessKeyOrBearer',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    body: ZSocialCallbackRequestSchema,
    response: ZSocialCallbackResponseSchema,
    handler: ({ body, context }) =>
      finishSocialSignIn({
        db,
        clock,
        sessions,
        fileKeys,
        clients,
        provider: body.provider,
        query: body.query,
        browserKey: body.browserKey,
        signedInCustomerId: context.principal?.subjectType === 'CUSTOMER' ? context.principal.subjectId : undefined,
      }),
  });

  api.define({
    method: 'post',
    path: '/authservice/api/social/link',
    summary:
      'Link the provider identity of a CONFIRM_LINK answer to the member by their password, and sign in. Wrong passwords count towards the sign-in lock',
    tag: 'authservice',
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    body: ZSocialLinkConfirmRequestSchema,
    response: ZSignInResponseSchema,
    handler: ({ body }) => confirmSocialLink({ db, clock, config, sessions, fileKeys, linkToken: body.linkToken, password: body.password }),
  });

  api.define({
    method: 'get',
    path: identitiesPath,
    summary: "The signed-in member's linked social providers, and the providers offered",
    tag: 'customerservice',
    auth: 'bearer',
    response: ZSocialIdentityListSchema,
    handler: ({ context }) => listSocialIdentities({ db, clients, customerId: customerIdOf(context) }),
  });

  api.define({
    method: 'post',
    path: `${identitiesPath}/link`,
    summary: 'Begin linking a social provider to the signed-in member; the callback then answers LINKED',
    tag: 'customerservice',
    auth: 'bearer',
    body: ZSocialStartRequestSchema,
    response: ZSocialStartResponseSchema,
    handler: ({ body, context }) => startSocialSignIn({ db, clock, clients, provider: body.provider, customerId: customerIdOf(context) }),
  });

  api.define({
    method: 'delete',
    path: `${identitiesPath}/{provider}`,
    summary: 'Unlink a social provider from the signed-in member',
    tag: 'customerservice',
    auth: 'bearer',
    params: z.object({ provider: ZSocialProviderSchema }),
    response: z.object({ unlinked: z.literal(true) }),
    handler: async ({ params, context }) => {
      await unlinkSocialIdentity({ db, customerId: customerIdOf(context), provider: params.provider });
      return { unlinked: true as const };
    },
  });
}
