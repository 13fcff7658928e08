import { appointmentListenersOf } from './appointment-subjects';
import type { TAppDeps } from './platform/app-deps';
import { registerAppointmentJobs } from './services/appointments/appointment-jobs';
import { registerBillingJobs } from './services/billing/billing-jobs';
import { registerCaseJobs } from './services/cases/engine/case-jobs';
import { registerFileJobs } from './services/file/file-jobs';
import { registerGatewayJobs } from './services/gateway/gateway-jobs';
import { registerAutoDebitJobs } from './services/payment/auto-debit/auto-debit-jobs';
import { registerPaymentJobs } from './services/payment/payments/payment-jobs';
import { paymentSettlementListener } from './services/payment/payments/payments.service';
import { refundCreditNotesOf } from './services/payment/receipts/credit-notes';
import { etaxMailOf } from './services/payment/receipts/etax-mail';
import { paymentDocuments } from './services/payment/receipts/receipts.service';
import { registerRefundJobs } from './services/payment/refunds/refund-jobs';
import { registerPointsJobs } from './services/points/points-jobs';
import { registerPrepaidJobs } from './services/payment/prepaid/prepaid-jobs';
import { refundsIntoPrepaid } from './services/payment/prepaid/prepaid-refunds';
import { registerChallengeJobs } from './services/challenge/challenge-jobs';

/**
 * The jobs and the gateway's settlement listener of a running backend, wired once for main.ts and
 * the scenario runner's backend, so both run the same work in the same order: at 00:00 the cuts
 * come before the automatic charges of the invoices they issue. Tests register only the jobs they
 * are about.
 */
export function registerScheduledWork({ db, clock, logger, notifier, registries, gateway, jobs, config }: TAppDeps): void {
  registerBillingJobs(jobs, { db, notifier, vehicleRegistry: registries.vehicle });
  registerAutoDebitJobs(jobs, {
    deps: { db, clock, gateway, logger, portalBaseUrl: config.portalBaseUrl, documents: paymentDocuments },
    notifier,
  });
  registerGatewayJobs(jobs, gateway);
  registerPointsJobs(jobs, { db });
  registerPaymentJobs(jobs, { db, gateway, logger, documents: paymentDocuments });
  registerRefundJobs(jobs, {
    db,
    gateway,
    notifier,
    logger,
    creditNotes: refundCreditNotesOf(etaxMailOf({ notifier, config })),
    prepaid: refundsIntoPrepaid,
  });
  registerFileJobs(jobs, { db, config });
  registerCaseJobs(jobs, { db, notifier });
  registerAppointmentJobs(jobs, { db, notifier, listeners: appointmentListenersOf({ notifier }) });
  gateway.onSettled(paymentSettlementListener({ db, clock, documents: paymentDocuments }));
  registerPrepaidJobs(jobs, {
    deps: { db, clock, gateway, logger, portalBaseUrl: config.portalBaseUrl, documents: paymentDocuments },
    notifier,
  });
  registerChallengeJobs(jobs, { db });
}
