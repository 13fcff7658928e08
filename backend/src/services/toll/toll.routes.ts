import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { ZPassageIdParamsSchema, ZPassagePhotoQuerySchema } from '@mflow/contracts/toll/passage.contract';
import { ZTollNetworkResponseSchema } from '@mflow/contracts/toll/gantry.contract';
import { PASSAGE_PHOTO_MIME_TYPE, passagePhoto } from './passage-photo';
import { tollNetworkView } from './toll-network';

/**
 * The toll module's routes in the invoiceservice family (requirements/wire-contract.md#calls: accruals, invoices and passages
 * are served there). The passage history itself is the billing module's route; this serves the
 * photo its answers link to.
 */
export function registerTollRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, fileKeys } = deps;

  api.define({
    method: 'get',
    path: '/invoiceservice/api/v1/passages/{passageId}/photo',
    summary: "A passage's photo (SVG) with the key of its link; common headers optional, like file downloads (ADR 0004)",
    tag: 'invoiceservice',
    auth: 'none',
    commonHeaders: false,
    params: ZPassageIdParamsSchema,
    query: ZPassagePhotoQuerySchema,
    response: { binary: [PASSAGE_PHOTO_MIME_TYPE] },
    handler: ({ params, query }) => passagePhoto({ db, fileKeys, passageId: params.passageId, key: query.key }),
  });

  api.define({
    method: 'get',
    path: '/invoiceservice/api/v1/public/tollnetwork',
    summary:
      'The toll plazas with their tariff per vehicle class (satang, VAT included) and their gantries: what passages are priced by, for the knowledge page',
    tag: 'invoiceservice',
    auth: 'accessKeyOrBearer',
    response: ZTollNetworkResponseSchema,
    handler: () => tollNetworkView({ db }),
  });
}
