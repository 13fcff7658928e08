import { movesFrom, type TCaseStatus } from '@mflow/contracts/cases/case-status';
import { paymentMethodStep } from '@mflow/contracts/payment/payment-method-kinds';
import type { TOtpPurpose } from '@mflow/contracts/otp/otp.contract';
import type { TRfidDetail } from '@mflow/contracts/cases/rfid.contract';

/** What the member may do with their request now (requirements/rfid-installation.md#statuses and #after-fitting). */
export function rfidOffersOf(status: TCaseStatus, rfid: Pick<TRfidDetail, 'installed' | 'paymentMethodId'>) {
  return {
    cancel: movesFrom('RFID', status, 'CUSTOMER').includes('CANCELLED'),
    addAsPaymentMethod: status === 'INSTALLED' && rfid.installed !== null && rfid.paymentMethodId === null,
  };
}

/** The one-time code the backend asks for: the CREATE step of the fitted tag's kind, as on the payment-methods page. */
export function fittedTagStep(installed: NonNullable<TRfidDetail['installed']>): TOtpPurpose {
  return paymentMethodStep('CREATE', installed.tagKind);
}
