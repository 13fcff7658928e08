import type { Logger } from 'pino';
import { AppError } from '../../platform/errors/app-error';
import type { TRegistries } from '../../platform/ports';

/**
 * The registries outside simulation while no real adapter exists: the portal starts and serves
 * everything else, and a registration, identity check or new vehicle is refused with a clear 503
 * rather than checked against demo data that a production database must never hold.
 */
export function createUnconfiguredRegistries({ logger }: { logger: Logger }): TRegistries {
  logger.warn('no population, company or vehicle registry is configured: identity checks, registrations and new vehicles will be refused');
  const refuse = (): never => {
    throw new AppError('ERR_REG_0004');
  };
  const refuseVehicle = (): never => {
    throw new AppError('ERR_REG_0005');
  };
  return {
    population: { verifyPerson: async () => refuse() },
    company: { verifyCompany: async () => refuse() },
    vehicle: { findVehicle: async () => refuseVehicle(), findVehicles: async () => refuseVehicle() },
  };
}
