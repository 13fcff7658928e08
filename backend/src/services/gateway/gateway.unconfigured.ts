import type { Logger } from 'pino';
import { AppError } from '../../platform/errors/app-error';
import type { TPaymentGateway } from '../../platform/ports';

/**
 * The gateway outside simulation while no merchant-gateway adapter exists: the portal starts and
 * serves everything else, and every payment is refused with a clear 503 rather than simulated.
 */
export function createUnconfiguredGateway({ logger }: { logger: Logger }): TPaymentGateway {
  logger.warn('no payment gateway is configured: card, tag, bank and QR payments will be refused');
  const refuse = async (): Promise<never> => {
    throw new AppError('ERR_GW_0015');
  };
  return {
    saveCard: refuse,
    checkTag: refuse,
    charge: refuse,
    openCardPage: refuse,
    redeemReturnToken: refuse,
    createQr: refuse,
    status: refuse,
    chargeByKey: refuse,
    refund: refuse,
    refundByKey: refuse,
    onSettled: () => undefined,
  };
}
