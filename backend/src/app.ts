import { checkRefundChannel, refundOf, requestRefund } from './services/payment/refunds/refunds.service';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { TAppDeps } from './platform/app-deps';
import { ERROR_CATALOGUE } from './error-catalogue';
import { AppError } from './platform/errors/app-error';
import { useErrorCatalogue } from './platform/errors/error-catalogue';
import { ApiRouter } from './platform/http/api-router';
import { createAuthGuards } from './platform/http/auth-guards';
import { apiDocsRouter } from './platform/http/api-docs';
import { requestIdentity, requireCommonHeaders } from './platform/http/common-headers';
import { errorHandler, unmatchedRoute } from './platform/http/error-handler';
import { createOpenApiRegistry, generateOpenApiDocument } from './platform/http/openapi';
import { portalRouter } from './platform/http/portal';
import { requestLog } from './platform/log/request-log';
import { SERVER_TIME_HEADER } from '@mflow/contracts/time/server-time';
import { answerHeaders } from './platform/http/answer-headers';
import { healthRouter, type TReadiness } from './services/health/health.routes';
import { appointmentListenersOf, appointmentsForAppeals, appointmentsForRfid } from './appointment-subjects';
import { registerAppointmentRoutes } from './services/appointments/appointments.routes';
import { registerAppointmentStaffRoutes } from './services/appointments/staff-appointments.routes';
import { registerAuthRoutes } from './services/auth/auth.routes';
import { registerBillingRuleRoutes, registerInvoiceRoutes, registerInvoiceStaffRoutes } from './services/billing/invoice.routes';
import { registerNoticeRoutes, registerNoticeStaffRoutes } from './services/billing/notices/notices.routes';
import { registerNoticeLetterRoutes } from './services/payment/receipts/notice-letter.routes';
import { registerCaseRoutes } from './services/cases/cases.routes';
import { registerCaseStaffRoutes } from './services/cases/staff-cases.routes';
import { registerComplaintRoutes } from './services/cases/complaints/complaint.routes';
import { registerChallengeRoutes } from './services/challenge/challenge.routes';
import { registerRfidRoutes } from './services/cases/rfid/rfid.routes';
import { passageFlagsOfToll } from './services/cases/disputes/dispute-views';
import { registerContentRoutes } from './services/content/content.routes';
import { registerContentStaffRoutes } from './services/content/content-staff.routes';
import { registerCustomerRoutes } from './services/customer/customer.routes';
import { registerFileRoutes } from './services/file/file.routes';
import { cardPageRouter } from './services/gateway/card-page.routes';
import { registerGatewaySimulationRoutes } from './services/gateway/gateway-sim.routes';
import { isSimulatedGateway } from './services/gateway/gateway-simulation';
import { registerMasterRoutes } from './services/master/master.routes';
import { registerOutboxRoutes } from './services/notification/outbox.routes';
import { registerOtpRoutes } from './services/otp/otp.routes';
import { registerPaymentMethodRoutes } from './services/payment/methods/payment-method.routes';
import { registerPaymentRoutes } from './services/payment/payments/payments.routes';
import {
  registerCreditNoteStaffRoutes,
  registerReceiptRoutes,
  registerTaxInvoiceStaffRoutes,
} from './services/payment/receipts/receipts.routes';
import { registerUnmatchedMoneyStaffRoutes } from './services/payment/payments/unmatched-money.routes';
import { paymentDocuments } from './services/payment/receipts/receipts.service';
import { registerPrepaidRoutes } from './services/payment/prepaid/prepaid.routes';
import { registerPrepaidStatementRoutes } from './services/payment/prepaid/prepaid-statement.routes';
import * as receiptPdfKit from './services/payment/receipts/receipt-pdf-kit';
import { registerPrepaidStaffRoutes } from './services/payment/prepaid/prepaid-staff.routes';
import { tagPrimaryVehicleAdmission } from './services/payment/methods/tag-primary';
import { registerApprovalRoutes } from './services/registration/approval.routes';
import { registerRegistrationRoutes } from './services/registration/registration.routes';
import { registerSocialSignInRoutes } from './services/social-sign-in/social-sign-in.routes';
import { registerStaffRoutes } from './services/staff/staff.routes';
import { requireStaffRole } from './services/staff/staff.service';
import { registerStaffAdminRoutes } from './services/staff/staff-admin.routes';
import { registerOperationsRoutes } from './services/backoffice/operations.routes';
import { registerCustomerLookupRoutes } from './services/backoffice/customer-lookup.routes';
import { registerAuditRoutes } from './services/backoffice/audit-log.routes';
import { registerTollSimulationRoutes } from './services/toll/toll-sim.routes';
import { registerTollRoutes } from './services/toll/toll.routes';
import { registerVehicleApprovalRoutes } from './services/vehicle/vehicle-approval.routes';
import { registerVehicleRoutes } from './services/vehicle/vehicle.routes';
import { registerPointsRoutes, registerPointsRuleRoutes } from './services/points/points.routes';
import { simulatedIdentityProviderRouter } from './sim/identity-provider/identity-provider';
import { registerConsoleRoutes } from './sim/console/console.routes';
import { registerSimulationRoutes } from './sim/sim.routes';

/** Paths of the service family `/<name>service/...`: they speak the wire contract (headers, envelope). */
const SERVICE_PATH = /^\/[a-z]+service(\/|$)/;

export type TCreatedApp = { app: Express; api: ApiRouter; openApi: () => object };

export function createApp(deps: TAppDeps, readiness: TReadiness = { ready: true }): TCreatedApp {
  const { config, clock, logger } = deps;
  useErrorCatalogue(ERROR_CATALOGUE);
  const app = express();
  app.disable('x-powered-by');
  // API answers are never kept (answer-headers.ts) and the portal's files get theirs from sendFile:
  // hashing every JSON answer for an ETag would be work no client can use.
  app.set('etag', false);
  // Behind a load balancer the client address (for rate limits and logs) is in X-Forwarded-For.
  app.set('trust proxy', config.trustProxyHops);

  app.use(requestIdentity(clock));
  app.use(requestLog(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        // The security confirmation's proof of work runs in workers the widget starts from blob: URLs (decision 0072).
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'worker-src': ["'self'", 'blob:'], 'upgrade-insecure-requests': null },
      },
      strictTransportSecurity: config.env === 'production',
    }),
  );

  // Staff access answers the simulation controls' question about a caller from another machine.
  const api = new ApiRouter(createOpenApiRegistry(), createAuthGuards(deps, requireStaffRole));
  registerMasterRoutes(api, deps);
  registerAuthRoutes(api, deps);
  registerSocialSignInRoutes(api, deps);
  registerRegistrationRoutes(api, deps);
  registerCustomerRoutes(api, deps);
  registerStaffRoutes(api, deps);
  registerApprovalRoutes(api, deps);
  // The payment module answers the vehicle module's question about a second vehicle (requirements/payment-methods.md#tags-as-the-primary-method).
  registerVehicleRoutes(api, deps, tagPrimaryVehicleAdmission);
  registerVehicleApprovalRoutes(api, deps);
  registerOtpRoutes(api, deps);
  registerPaymentMethodRoutes(api, deps);
  registerFileRoutes(api, deps);
  registerTollRoutes(api, deps);
  registerInvoiceRoutes(api, deps);
  registerNoticeRoutes(api, deps);
  // Receipts issue a payment's receipt when it is paid and list its documents for the history.
  registerPaymentRoutes(api, deps, paymentDocuments);
  registerPrepaidRoutes(api, deps, paymentDocuments);
  // The statement draws with receipts' PDF kit, handed in: receipts call the prepaid module (decision 0084).
  registerPrepaidStatementRoutes(api, deps, receiptPdfKit);
  registerReceiptRoutes(api, deps);
  registerNoticeLetterRoutes(api, deps);
  registerInvoiceStaffRoutes(api, deps);
  registerNoticeStaffRoutes(api, deps);
  registerTaxInvoiceStaffRoutes(api, deps);
  registerCreditNoteStaffRoutes(api, deps);
  registerUnmatchedMoneyStaffRoutes(api, deps, paymentDocuments);
  registerPrepaidStaffRoutes(api, deps);
  registerContentRoutes(api, deps);
  registerContentStaffRoutes(api, deps);
  registerPointsRoutes(api, deps);
  registerStaffAdminRoutes(api, deps);
  registerOperationsRoutes(api, deps);
  registerCustomerLookupRoutes(api, deps);
  registerAuditRoutes(api, deps);
  // Cases call the refunds, toll's journey flags and the appointments through ports (decisions 0052, 0060).
  const casePorts = {
    refunds: { requestRefund, refundOf, checkChannel: checkRefundChannel },
    flags: passageFlagsOfToll,
    appointments: appointmentsForAppeals(deps),
  };
  registerCaseRoutes(api, deps, casePorts);
  registerCaseStaffRoutes(api, deps, casePorts);
  registerRfidRoutes(api, deps, { ...casePorts, appointments: appointmentsForRfid(deps) });
  registerAppointmentRoutes(api, deps);
  registerAppointmentStaffRoutes(api, deps, appointmentListenersOf(deps));
  registerChallengeRoutes(api, deps);
  registerComplaintRoutes(api, deps);
  if (config.simulation) {
    registerSimulationRoutes(api, deps);
    registerBillingRuleRoutes(api, deps);
    registerPointsRuleRoutes(api, deps);
    registerOutboxRoutes(api, deps);
    registerTollSimulationRoutes(api, deps);
    registerConsoleRoutes(api, deps, casePorts);
    if (isSimulatedGateway(deps.gateway)) registerGatewaySimulationRoutes(api, deps.gateway.simulation);
  }
  // Built at the first request for it, not at start: it is most of building the app (about 90 ms),
  // which every test app, scenario file and instance start would pay for a page rarely opened.
  let document: object | undefined;
  const openApi = () => (document ??= generateOpenApiDocument(api.registry));

  const services = express.Router();
  services.use(answerHeaders(clock));
  services.use(
    cors({
      origin: config.corsOrigins,
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        'AccessKey',
        'type',
        'transactionId',
        'requestDate',
        'language',
        'source',
        'systemCode',
        'Idempotency-Key',
      ],
      exposedHeaders: ['transactionId', SERVER_TIME_HEADER],
    }),
  );
  services.use((_req, _res, next) => next(readiness.ready ? undefined : new AppError('ERR_COMMON_0503')));
  // Downloads by key, which browsers load with <img src> and no custom headers (docs/decisions/0004).
  services.use(api.headerFreeRouter);
  services.use(requireCommonHeaders);
  services.use(api.bodyParsers);
  services.use(express.json({ limit: config.bodyLimit }));
  services.use(api.router);
  services.use(unmatchedRoute(api.routes));
  // First, so API calls, the busiest path, pass no other router's layers on their way.
  app.use((req, res, next) => (SERVICE_PATH.test(req.path) ? services(req, res, next) : next()));
  if (config.simulation && isSimulatedGateway(deps.gateway)) app.use(cardPageRouter(deps.gateway.simulation));
  // The simulated identity providers (decision 0026): pages a browser opens, so outside `/<name>service` too.
  if (config.simulation) app.use(simulatedIdentityProviderRouter(config));
  app.use(healthRouter(readiness));
  app.use(apiDocsRouter(openApi));
  app.use(portalRouter(config));

  app.use((_req, _res, next) => next(new AppError('ERR_COMMON_0404')));
  app.use(errorHandler);
  return { app, api, openApi };
}
