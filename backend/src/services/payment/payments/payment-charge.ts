import { AppError } from '../../../platform/errors/app-error';
import { qrPngDataUrl } from '../../gateway/qr-image';
import type { TChargeOutcome, TChargeSource, TPaymentGateway } from '../../../platform/ports';
import type { TPaymentMethodRow } from '../methods/payment-method-records';
import type { TPaymentRow } from './payments-records';

/** The return path (requirements/wire-contract.md#calls) of the gateway's card page; the gateway adds `Ref` and `oneTimeToken`. */
const CARD_RETURN_PATH = '/invoiceservice/api/v1/ktb/callback/card.html';

/** How long a payment QR can be scanned. */
const QR_TTL_MS = 15 * 60_000;

export type TGatewayAnswer = {
  outcome: TChargeOutcome;
  redirectUrl?: string;
  qr?: { payload: string; image: string; expiresAt: string };
};

/** What a saved method is charged as; a QR method has nothing to charge (ERR_PAY_0117), the prepaid account its own call (ERR_PREPAID_0011). */
export function chargeSourceOf(method: TPaymentMethodRow): TChargeSource {
  switch (method.kind) {
    case 'CARD':
      if (method.gatewayToken) return { kind: 'CARD', token: method.gatewayToken };
      break;
    case 'BANK_DEBIT':
      if (method.bankCode && method.accountReference)
        return { kind: 'BANK_DEBIT', bankCode: method.bankCode, accountNumber: method.accountReference };
      break;
    case 'REQUEST_TO_PAY':
      if (method.accountReference) return { kind: 'REQUEST_TO_PAY', mobile: method.accountReference };
      break;
    case 'MPASS':
    case 'EASYPASS':
      if (method.tagNumber) return { kind: 'TAG', programme: method.kind, tagNumber: method.tagNumber };
      break;
    case 'QR':
      break;
    case 'MFLOW':
      // The balance is drawn on without the gateway, by its own call (docs/decisions/0088).
      throw new AppError('ERR_PREPAID_0011');
  }
  throw new AppError('ERR_PAY_0117');
}

type TAskOptions = {
  gateway: TPaymentGateway;
  payment: TPaymentRow;
  invoiceNos: string[];
  source: TChargeSource | undefined;
  portalBaseUrl: string;
  now: Date;
};

/**
 * The one call that moves money, made outside any database transaction, with the payment's id as
 * the gateway's idempotency key and merchant reference: asked again for the same payment, the
 * gateway answers the same charge.
 */
export async function askGateway({ gateway, payment, invoiceNos, source, portalBaseUrl, now }: TAskOptions): Promise<TGatewayAnswer> {
  const base = { idempotencyKey: payment.id, amountSatang: payment.amount, reference: payment.id };
  const description = (invoiceNos.length > 0 ? `Toll invoices ${invoiceNos.join(', ')}` : 'M-Flow prepaid account top-up').slice(0, 500);
  const pending = (gatewayReference: string): TChargeOutcome => ({
    status: 'PENDING',
    gatewayReference,
    amountSatang: payment.amount,
    reference: payment.id,
  });
  switch (payment.channel) {
    case 'SAVED':
      if (!source) throw new AppError('ERR_PAY_0117');
      return { outcome: await gateway.charge({ ...base, description, source }) };
    case 'CARD': {
      const page = await gateway.openCardPage({ ...base, description, returnUrl: `${portalBaseUrl}${CARD_RETURN_PATH}` });
      return { outcome: pending(page.gatewayReference), redirectUrl: page.pageUrl };
    }
    case 'QR': {
      const qr = await gateway.createQr({ ...base, expiresAt: new Date(now.getTime() + QR_TTL_MS) });
      return {
        outcome: pending(qr.gatewayReference),
        qr: { payload: qr.payload, image: await qrPngDataUrl(qr.payload), expiresAt: qr.expiresAt.toISOString() },
      };
    }
    case 'COUNTER':
      throw new Error('counter payments are made at the bank, not asked for');
  }
}
