import type { TRecordPassageRequest } from '@mflow/contracts/toll/passage.contract';
import { bahtOf } from '../money';
import type { TPassSpec } from '../verb-schemas';
import { StepFailure, type TStepContext } from './step-context';

type TRecorded = { passageId: string; price: number; isMember: boolean; billingPeriod: string; plate: string; province: string };

function vehicleOf(spec: TPassSpec, context: TStepContext): { plate: string; province: string; vehicleClass: number | undefined } {
  if (!spec.vehicle) return { plate: spec.plate ?? '', province: spec.province ?? '', vehicleClass: spec.class };
  const [owner = '', name = ''] = spec.vehicle.split('.');
  const vehicle = context.reads.person(owner).vehicles[name];
  if (!vehicle) throw new StepFailure(`${owner} has no vehicle named ${name}`);
  return { plate: vehicle.plate, province: vehicle.province, vehicleClass: spec.class ?? vehicle.class };
}

/** A gantry reports the vehicle passing at the step's instant (POST /simservice/api/v1/passages). */
export async function runPass(spec: TPassSpec, context: TStepContext): Promise<void> {
  const { plate, province, vehicleClass } = vehicleOf(spec, context);
  const reading: TRecordPassageRequest = {
    gantryCode: spec.gantry,
    lane: spec.lane,
    plate,
    province,
    passedAt: context.step.at.toISOString(),
  };
  if (vehicleClass !== undefined) reading.vehicleClass = vehicleClass as TRecordPassageRequest['vehicleClass'];
  const passage = await context.api.call<TRecorded>('POST', '/simservice/api/v1/passages', { body: reading });
  const who = passage.isMember ? 'member' : 'non-member';
  context.timeline.add(
    context.step.at,
    'passage',
    `${passage.plate} (${passage.province}) at ${spec.gantry}: ${bahtOf(passage.price)}, ${who}, billed in ${passage.billingPeriod}`,
  );
  if (spec.name) context.passageNames?.set(spec.name, passage.passageId);
  if (!passage.isMember) context.watchPlate({ plate: passage.plate, province: passage.province });
}
