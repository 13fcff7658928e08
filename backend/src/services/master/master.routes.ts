import { rateLimit } from 'express-rate-limit';
import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { sendFailure } from '../../platform/http/envelope';
import {
  ZAccessKeyResponseSchema,
  ZMasterListResponseSchema,
  ZMasterNameParamsSchema,
  ZMasterQuerySchema,
  ZPageConfigSchema,
  ZPagePermissionResponseSchema,
  ZRemoteConfigResponseSchema,
} from '@mflow/contracts/master/master.contract';
import { getMaintenance, getPageConfig, listMasterItems, listPagePermissions } from './master.service';

export function registerMasterRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, accessKeys } = deps;
  const accessKeyLimit = rateLimit({
    windowMs: 60_000,
    limit: deps.config.accessKeyRateLimitPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => sendFailure(res, 429, [{ code: 'ERR_COMMON_0429' }]),
  });

  for (const method of ['get', 'post'] as const) {
    api.define({
      method,
      path: '/masterservice/api/v1/accesskey',
      summary: 'Issue an access key (valid under 5 minutes) for calls made without a signed-in customer',
      tag: 'masterservice',
      auth: 'none',
      before: [accessKeyLimit],
      response: ZAccessKeyResponseSchema,
      handler: () => accessKeys.issue(),
    });
  }

  api.define({
    method: 'get',
    path: '/masterservice/api/v1/page/config',
    summary: 'Page configuration: statusPage true shows the coming-soon view',
    tag: 'masterservice',
    auth: 'accessKey',
    response: ZPageConfigSchema,
    handler: () => getPageConfig({ db, clock }),
  });

  api.define({
    method: 'get',
    path: '/masterservice/api/v1/pagepermission',
    summary: 'The menu codes and whether each is ACTIVE',
    tag: 'masterservice',
    auth: 'accessKey',
    response: ZPagePermissionResponseSchema,
    handler: ({ context }) => listPagePermissions({ db, clock, language: context.language }),
  });

  api.define({
    method: 'get',
    path: '/masterservice/api/v1/remoteconfig',
    summary: 'Remote configuration polled by the portal; needs no key so that every start-up path can read it',
    tag: 'masterservice',
    auth: 'none',
    response: ZRemoteConfigResponseSchema,
    handler: async () => {
      const maintenance = await getMaintenance({ db, clock });
      return { settings: [{ key: 'maintenance' as const, enabled: maintenance.enabled }] };
    },
  });

  api.define({
    method: 'get',
    path: '/customerservice/api/v1/master/{name}',
    summary: 'A master list (provinces, districts, subdistricts, postcodes, banks, ...), names in the request language',
    tag: 'customerservice',
    auth: 'accessKeyOrBearer',
    params: ZMasterNameParamsSchema,
    query: ZMasterQuerySchema,
    response: ZMasterListResponseSchema,
    handler: async ({ params, query, context }) => ({
      items: await listMasterItems({ db, name: params.name, parentCode: query.parent, language: context.language }),
    }),
  });
}
