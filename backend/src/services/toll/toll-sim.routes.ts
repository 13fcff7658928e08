import type { TAppDeps } from '../../platform/app-deps';
import type { TErrorItem } from '../../platform/errors/app-error';
import { describeError } from '../../platform/errors/error-catalogue';
import type { ApiRouter } from '../../platform/http/api-router';
import { toValidationError } from '../../platform/http/validation';
import { ZTollNetworkResponseSchema } from '@mflow/contracts/toll/gantry.contract';
import {
  ZRecordPassageBatchRequestSchema,
  ZRecordPassageBatchResponseSchema,
  ZRecordPassageRequestSchema,
  ZRecordPassageResponseSchema,
  type TRecordPassageRequest,
} from '@mflow/contracts/toll/passage.contract';
import { PASSAGE_BATCH_MAX } from '@mflow/contracts/toll/toll-rule-texts';
import { toPassageView } from './passage.mapper';
import { journeySettingsOf, recordPassage, recordPassages, type TPassageReading } from './passage.service';
import { tollNetworkView } from './toll-network';

/** Roomy for a full batch (PASSAGE_BATCH_MAX) of passages of about 150 bytes each, Thai letters taking 3 bytes. */
const BATCH_BODY_LIMIT = '4mb';

function toReading(request: TRecordPassageRequest): TPassageReading {
  return { ...request, passedAt: request.passedAt === undefined ? undefined : new Date(request.passedAt) };
}

/**
 * The simulated road (issue 11 "Gantries and passages"): the plazas and gantries, and gantries
 * reporting passages one at a time or in bulk, for testers, scenarios and benchmarks. Mounted in
 * simulation mode only, like the other simulation controls; in production passages come through
 * the gantries' passage feed (platform/ports.ts).
 */
export function registerTollSimulationRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, fileKeys, registries, notifier, config } = deps;
  const recording = { db, clock, registry: registries.vehicle, notifier, journeys: journeySettingsOf(config) };
  const tag = 'simservice';

  api.define({
    method: 'get',
    path: '/simservice/api/v1/gantries',
    summary: 'The toll plazas with their tariffs per vehicle class, and their gantries with lanes',
    tag,
    auth: 'simulationControl',
    response: ZTollNetworkResponseSchema,
    handler: () => tollNetworkView({ db }),
  });

  api.define({
    method: 'post',
    path: '/simservice/api/v1/passages',
    summary:
      'A gantry records one passage: priced, member or not, billed in the open period; the same read sent again answers the same passage',
    tag,
    auth: 'simulationControl',
    body: ZRecordPassageRequestSchema,
    response: ZRecordPassageResponseSchema,
    handler: async ({ body }) => {
      const { passage, alreadyRecorded } = await recordPassage({ ...recording, reading: toReading(body) });
      return { ...toPassageView(passage, fileKeys), alreadyRecorded };
    },
  });

  api.define({
    method: 'post',
    path: '/simservice/api/v1/passages/batch',
    summary: `Gantries record many passages at once (up to ${PASSAGE_BATCH_MAX}), in one transaction; each item answers its passage or its own errors`,
    tag,
    auth: 'simulationControl',
    bodyLimit: BATCH_BODY_LIMIT,
    body: ZRecordPassageBatchRequestSchema,
    response: ZRecordPassageBatchResponseSchema,
    handler: async ({ body, context }) => {
      const describe = (items: TErrorItem[]) =>
        items.map(({ code, params }) => ({ code, description: describeError(code, context.language, params) }));
      const parsed = body.passages.map((item, index) => ({ index, result: ZRecordPassageRequestSchema.safeParse(item), item }));
      const readable = parsed.flatMap(({ index, result }) => (result.success ? [{ index, reading: toReading(result.data) }] : []));
      const outcomes = await recordPassages({ ...recording, readings: readable.map(({ reading }) => reading) });
      const outcomeOf = new Map(readable.map(({ index }, position) => [index, outcomes[position]]));
      const results = parsed.map(({ index, result, item }) => {
        if (!result.success)
          return { index, ok: false as const, errors: describe(toValidationError(result.error.issues, item, `passages.${index}`).items) };
        const outcome = outcomeOf.get(index);
        if (!outcome) throw new Error('a readable passage was left without an outcome');
        if (!outcome.ok) return { index, ok: false as const, errors: describe(outcome.errors) };
        return {
          index,
          ok: true as const,
          passage: { ...toPassageView(outcome.passage, fileKeys), alreadyRecorded: outcome.alreadyRecorded },
        };
      });
      return {
        recorded: results.filter((result) => result.ok && !result.passage.alreadyRecorded).length,
        alreadyRecorded: results.filter((result) => result.ok && result.passage.alreadyRecorded).length,
        failed: results.filter((result) => !result.ok).length,
        results,
      };
    },
  });
}
