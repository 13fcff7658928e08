import { DAILY_RUN_HOURS } from '@mflow/contracts/payment/auto-debit-cutoff';
import { PAYMENT_METHOD_KINDS, type TPaymentMethodKind } from '@mflow/contracts/payment/payment-method-kinds';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { billingCycleOf } from '@mflow/contracts/time/billing-cycle';
import type { TJobRunner } from '../../../platform/jobs/job-runner';
import type { TNotifier } from '../../../platform/ports';
import { runAutoDebit } from './auto-debit';
import type { TPaymentDeps } from '../payments/payments.service';

/** Every kind that can be charged without the payer: QR is paid by scanning. */
const CHARGEABLE: readonly TPaymentMethodKind[] = PAYMENT_METHOD_KINDS.filter((kind) => kind !== 'QR');
/** The evening run after the card run: bank direct debit, and the channels with no cut-off (tags, request to pay). */
const ACCOUNT_KINDS = CHARGEABLE.filter((kind) => kind !== 'CARD');

/**
 * Automatic payment (requirements/payments.md#automatic-payment, docs/decisions/0024-auto-debit.md), registered after the
 * billing jobs so the charge at 00:00 on the 1st and the 16th comes after that instant's member
 * cut. Daily deduction charges the open member invoices each evening, in runs an hour before
 * each cut-off (contracts' auto-debit-cutoff.ts).
 */
export function registerAutoDebitJobs(jobs: TJobRunner, { deps, notifier }: { deps: TPaymentDeps; notifier: TNotifier }): void {
  jobs.register({
    name: 'auto-debit-cut',
    schedule: '0 0 1,16 * *',
    run: async (at) => {
      const cycle = billingCycleOf(bangkokDateOf(new Date(at.getTime() - 1)));
      return runAutoDebit({ deps, notifier, day: bangkokDateOf(at), mode: 'AUTOMATIC', kinds: CHARGEABLE, billingPeriod: cycle.id });
    },
  });
  jobs.register({
    name: 'auto-debit-daily-card',
    schedule: `0 ${DAILY_RUN_HOURS.CARD} * * *`,
    run: (at) => runAutoDebit({ deps, notifier, day: bangkokDateOf(at), mode: 'DAILY', kinds: ['CARD'] }),
  });
  jobs.register({
    name: 'auto-debit-daily-account',
    schedule: `0 ${DAILY_RUN_HOURS.BANK_DEBIT} * * *`,
    run: (at) => runAutoDebit({ deps, notifier, day: bangkokDateOf(at), mode: 'DAILY', kinds: ACCOUNT_KINDS }),
  });
}
