import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import { ZVehicleIdParamsSchema } from '@mflow/contracts/vehicle/vehicle.contract';
import {
  ZVehicleDecisionResponseSchema,
  ZVehicleQueueQuerySchema,
  ZVehicleQueueSchema,
  ZVehicleRejectRequestSchema,
  ZVehicleReviewSchema,
} from '@mflow/contracts/vehicle/vehicle-review.contract';
import { decideVehicle, getVehicleReview, listVehicleQueue } from './vehicle-approval.service';

const tag = 'staffservice';
const base = '/staffservice/api/v1';

/** The back office's vehicle approval queue, beside the registration queue, in the staffservice family. */
export function registerVehicleApprovalRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config, notifier, fileKeys, registries } = deps;

  api.define({
    method: 'get',
    path: `${base}/vehicles`,
    summary: 'The vehicle approval queue: new and resubmitted vehicles (WAIT) and edits of ACTIVE ones, oldest first, paged',
    tag,
    auth: 'staff',
    query: ZVehicleQueueQuerySchema,
    response: ZVehicleQueueSchema,
    handler: ({ query, context }) => listVehicleQueue({ db, staffId: staffIdOf(context), ...query }),
  });

  api.define({
    method: 'get',
    path: `${base}/vehicles/{vehicleId}`,
    summary:
      'One vehicle for review: its data and documents (short-lived URLs), a waiting edit, the member, the land-transport record now, the history',
    tag,
    auth: 'staff',
    params: ZVehicleIdParamsSchema,
    response: ZVehicleReviewSchema,
    handler: ({ params, context }) =>
      getVehicleReview({ db, staffId: staffIdOf(context), fileKeys, registries, vehicleId: params.vehicleId }),
  });

  api.define({
    method: 'post',
    path: `${base}/vehicles/{vehicleId}/approve`,
    summary:
      'Approve a WAIT vehicle (it becomes ACTIVE) or the waiting edit of an ACTIVE one (it applies); the member is told by e-mail and SMS',
    tag,
    auth: 'staff',
    params: ZVehicleIdParamsSchema,
    response: ZVehicleDecisionResponseSchema,
    handler: ({ params, context }) =>
      decideVehicle({ db, clock, config, notifier, staffId: staffIdOf(context), vehicleId: params.vehicleId, decision: { approve: true } }),
  });

  api.define({
    method: 'post',
    path: `${base}/vehicles/{vehicleId}/reject`,
    summary:
      'Reject a WAIT vehicle (REJECTED; the e-mail links to /mflow/car/resubmit) or the waiting edit of an ACTIVE one (dropped, the vehicle stays ACTIVE), ' +
      'with a reason code from the list and free text; the member is told by e-mail and SMS',
    tag,
    auth: 'staff',
    params: ZVehicleIdParamsSchema,
    body: ZVehicleRejectRequestSchema,
    response: ZVehicleDecisionResponseSchema,
    handler: ({ params, body, context }) =>
      decideVehicle({
        db,
        clock,
        config,
        notifier,
        staffId: staffIdOf(context),
        vehicleId: params.vehicleId,
        decision: { approve: false, reasonCode: body.reasonCode, reasonText: body.reasonText || undefined },
      }),
  });
}
