import { PAYMENT_METHOD_RULE_TEXTS } from '@mflow/contracts/payment/payment-method-rule-texts';
import { RULE_TEXTS } from '@mflow/contracts/rules/rule-texts';
import { TOLL_RULE_TEXTS } from '@mflow/contracts/toll/toll-rule-texts';
import { VEHICLE_RULE_TEXTS } from '@mflow/contracts/vehicle/vehicle-rule-texts';
import { appointmentsMessages } from './services/appointments/appointments.messages';
import { billingMessages } from './services/billing/billing.messages';
import { noticesMessages } from './services/billing/notices/notices.messages';
import { authMessages } from './services/auth/auth.messages';
import { backofficeMessages } from './services/backoffice/backoffice.messages';
import { casesMessages } from './services/cases/cases.messages';
import { appealsMessages } from './services/cases/appeals/appeals.messages';
import { rfidMessages } from './services/cases/rfid/rfid.messages';
import { contentMessages } from './services/content/content.messages';
import { customerMessages } from './services/customer/customer.messages';
import { fileMessages } from './services/file/file.messages';
import { gatewayMessages } from './services/gateway/gateway.messages';
import { masterMessages } from './services/master/master.messages';
import { notificationMessages } from './services/notification/notification.messages';
import { otpMessages } from './services/otp/otp.messages';
import { paymentMethodMessages } from './services/payment/methods/payment-method.messages';
import { paymentsMessages } from './services/payment/payments/payments.messages';
import { pointsMessages } from './services/points/points.messages';
import { receiptsMessages } from './services/payment/receipts/receipts.messages';
import { refundsMessages } from './services/payment/refunds/refunds.messages';
import { prepaidMessages } from './services/payment/prepaid/prepaid.messages';
import { registrationMessages } from './services/registration/registration.messages';
import { registryMessages } from './services/registry/registry.messages';
import { socialSignInMessages } from './services/social-sign-in/social-sign-in.messages';
import { staffMessages } from './services/staff/staff.messages';
import { tollMessages } from './services/toll/toll.messages';
import { vehicleMessages } from './services/vehicle/vehicle.messages';
import { consoleMessages } from './sim/console/console.messages';
import { mergeCatalogue } from './platform/errors/catalogue-part';
import { challengeMessages } from './services/challenge/challenge.messages';
import { complaintsMessages } from './services/cases/complaints/complaints.messages';
import type { TErrorCatalogue } from './platform/errors/error-catalogue';
import { platformMessages } from './platform/errors/platform.messages';

/**
 * The error catalogue, assembled where the app is wired: the platform cannot import the modules
 * above it, so it lists the codes (platform/errors/error-catalogue.ts) and this list gathers each
 * module's texts of them. createApp hands the result to the platform (useErrorCatalogue).
 * docs/decisions/0034-error-catalogue-at-the-top.md
 */

export const CATALOGUE_PARTS = [
  { name: 'contract rule texts', messages: RULE_TEXTS },
  { name: 'contract vehicle rule texts', messages: VEHICLE_RULE_TEXTS },
  { name: 'contract toll rule texts', messages: TOLL_RULE_TEXTS },
  { name: 'contract payment-method rule texts', messages: PAYMENT_METHOD_RULE_TEXTS },
  { name: 'platform', messages: platformMessages },
  { name: 'master', messages: masterMessages },
  { name: 'auth', messages: authMessages },
  { name: 'staff', messages: staffMessages },
  { name: 'back-office', messages: backofficeMessages },
  { name: 'customer', messages: customerMessages },
  { name: 'registration', messages: registrationMessages },
  { name: 'registry', messages: registryMessages },
  { name: 'otp', messages: otpMessages },
  { name: 'notification', messages: notificationMessages },
  { name: 'file', messages: fileMessages },
  { name: 'vehicle', messages: vehicleMessages },
  { name: 'toll', messages: tollMessages },
  { name: 'billing', messages: billingMessages },
  { name: 'toll notices', messages: noticesMessages },
  { name: 'gateway', messages: gatewayMessages },
  { name: 'payment methods', messages: paymentMethodMessages },
  { name: 'payments', messages: paymentsMessages },
  { name: 'cases', messages: casesMessages },
  { name: 'appeals', messages: appealsMessages },
  { name: 'RFID requests', messages: rfidMessages },
  { name: 'appointments', messages: appointmentsMessages },
  { name: 'content', messages: contentMessages },
  { name: 'receipts', messages: receiptsMessages },
  { name: 'refunds', messages: refundsMessages },
  { name: 'points', messages: pointsMessages },
  { name: 'social sign-in', messages: socialSignInMessages },
  { name: 'trainer console', messages: consoleMessages },
  { name: 'challenge', messages: challengeMessages },
  { name: 'complaints', messages: complaintsMessages },
  { name: 'prepaid account', messages: prepaidMessages },
] as const;

/**
 * Merged at start, which stops when a code is defined twice. Typed as the platform's catalogue, so
 * a code the platform lists without a text here (a part missing from the list above) fails to
 * compile.
 */
export const ERROR_CATALOGUE: TErrorCatalogue = mergeCatalogue(CATALOGUE_PARTS);
