import type { TJobRunner } from '../../platform/jobs/job-runner';
import type { TPaymentGateway } from '../ports';
import { isSimulatedGateway } from './gateway-simulation';

/**
 * Every hour the simulated gateway settles what expired and hands the listeners what they failed
 * to take. Settlements are delivered at once when they happen; this run is for the ones a listener
 * threw on, and for expiries nothing else asked about. Hourly, not every minute, because a clock
 * moved by a month replays every run.
 */
export function registerGatewayJobs(jobs: TJobRunner, gateway: TPaymentGateway): void {
  if (!isSimulatedGateway(gateway)) return;
  jobs.register({
    name: 'gateway-settlements',
    schedule: '0 * * * *',
    run: async (at) => ({ delivered: await gateway.simulation.deliverSettlements(at) }),
  });
}
