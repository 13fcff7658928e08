import type { TJobRunner } from '../../platform/jobs/job-runner';
import type { TPaymentGateway } from '../../platform/ports';
import { isSimulatedGateway } from './gateway-simulation';

/**
 * Every hour the simulated gateway settles what expired and hands the listeners what they failed
 * to take. Settlements are delivered at once when they happen; this run is for the ones a listener
 * threw on, and for expiries nothing else asked about. Hourly, not every minute: nothing waits on
 * it. A sweep (each run settles all that expired by its instant), so a clock moved by a month
 * runs it once per row of due hours between other jobs' runs (job-catch-up.ts).
 */
export function registerGatewayJobs(jobs: TJobRunner, gateway: TPaymentGateway): void {
  if (!isSimulatedGateway(gateway)) return;
  jobs.register({
    name: 'gateway-settlements',
    schedule: '0 * * * *',
    catchUp: 'latest',
    run: async (at) => ({ delivered: await gateway.simulation.deliverSettlements(at) }),
  });
}
