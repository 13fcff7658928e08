import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { perAddressLimit } from '../../platform/http/rate-limit';
import {
  ZAppointmentLookupRequestSchema,
  ZAppointmentSchema,
  ZCentreListSchema,
  ZCentreParamsSchema,
  ZOfferedSlotListSchema,
  ZSlotRangeQuerySchema,
} from '@mflow/contracts/appointments/appointments.contract';
import { appointmentByNumber, listCentres, offeredSlots } from './appointments.service';
import { publicViewOf } from './appointment-views';

const base = '/appointmentservice/api/v1';

/** What anyone may read: the centres, their free slots, and an appointment by its number with the plate (requirements/notices-and-appeals.md#appointment-fields). */
export function registerAppointmentRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config } = deps;
  // As the visitors' invoice look-up: behind the portal's access key, and per address.
  const visitor = {
    tag: 'appointmentservice',
    auth: 'accessKeyOrBearer' as const,
    before: [perAddressLimit(config.authRateLimitPerMinute)],
  };

  api.define({
    method: 'get',
    path: `${base}/centres`,
    summary: 'The service centres where appointments are held, with their addresses, map links and opening hours',
    ...visitor,
    response: ZCentreListSchema,
    handler: async () => ({ items: await listCentres({ db }) }),
  });

  api.define({
    method: 'get',
    path: `${base}/centres/{code}/slots`,
    summary:
      'The 30-minute slots of a centre offered from `from` to `to` (at most 31 days): business days from the next one up to 30 days ahead, ' +
      'closed slots left out, each with the seats it has left',
    ...visitor,
    params: ZCentreParamsSchema,
    query: ZSlotRangeQuerySchema,
    response: ZOfferedSlotListSchema,
    handler: async ({ params, query }) => ({
      centreCode: params.code,
      items: await offeredSlots({ db, centreCode: params.code, from: query.from, to: query.to, at: clock.now() }),
    }),
  });

  api.define({
    method: 'post',
    path: `${base}/appointments/lookup`,
    summary:
      'An appointment by its number with the plate and province it was booked for: the centre, date, time, status and the case it is for. ' +
      'An unknown number or another plate is ERR_APT_0001 ("appointment not found")',
    ...visitor,
    body: ZAppointmentLookupRequestSchema,
    response: ZAppointmentSchema,
    handler: async ({ body }) => publicViewOf(await appointmentByNumber({ db, ...body })),
  });
}
