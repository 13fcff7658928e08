import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import {
  ZOutboxAttachmentParamsSchema,
  ZOutboxIdParamsSchema,
  ZOutboxListResponseSchema,
  ZOutboxMessageSchema,
  ZOutboxQuerySchema,
} from '@mflow/contracts/notification/outbox.contract';
import { getOutboxMessage, listOutbox, outboxAttachment } from './outbox.service';

/**
 * The simulated mailbox: every e-mail and SMS the system "sent", for the portal's mailbox page and
 * for tests. Simulation only, and guarded like the other simulation controls: it holds every
 * one-time code and password-reset link, so from another machine it needs an operations or
 * trainer sign-in.
 */
export function registerOutboxRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db } = deps;

  api.define({
    method: 'get',
    path: '/simservice/api/v1/outbox',
    summary: 'Messages in the simulated outbox, newest first, optionally for one address or number and one channel',
    tag: 'simservice',
    auth: 'simulationControl',
    query: ZOutboxQuerySchema,
    response: ZOutboxListResponseSchema,
    handler: async ({ query }) => ({ messages: await listOutbox({ db, ...query }) }),
  });

  api.define({
    method: 'get',
    path: '/simservice/api/v1/outbox/{id}',
    summary: 'One message of the simulated outbox',
    tag: 'simservice',
    auth: 'simulationControl',
    params: ZOutboxIdParamsSchema,
    response: ZOutboxMessageSchema,
    handler: ({ params }) => getOutboxMessage({ db, id: params.id }),
  });

  api.define({
    method: 'get',
    path: '/simservice/api/v1/outbox/{id}/attachments/{index}',
    summary: 'A file sent with a message of the simulated outbox, such as the calendar file of an appointment',
    tag: 'simservice',
    auth: 'simulationControl',
    params: ZOutboxAttachmentParamsSchema,
    response: { binary: ['text/calendar'] },
    handler: ({ params }) => outboxAttachment({ db, id: params.id, index: params.index }),
  });
}
