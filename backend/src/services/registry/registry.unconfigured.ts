import type { Logger } from 'pino';
import { AppError } from '../../platform/errors/app-error';
import type { TRegistries } from '../ports';

/**
 * The registries outside simulation while no real adapter exists: the portal starts and serves
 * everything else, and a registration or identity check is refused with a clear 503 rather than
 * checked against demo data that a production database must never hold.
 */
export function createUnconfiguredRegistries({ logger }: { logger: Logger }): TRegistries {
  logger.warn('no population or company registry is configured: identity checks and registrations will be refused');
  const refuse = (): never => {
    throw new AppError('ERR_REG_0004');
  };
  return { population: { verifyPerson: async () => refuse() }, company: { verifyCompany: async () => refuse() } };
}
