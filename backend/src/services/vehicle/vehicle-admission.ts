import type { TQueryable } from '../../platform/db/database';

/**
 * May this customer add `count` more vehicles? requirements/payment-methods.md#tags-as-the-primary-method refuses a second vehicle while the primary
 * payment method is an M-PASS or Easy Pass tag; that rule belongs to payment methods, a module
 * above this one, so the vehicle module declares the question and the app's wiring answers it
 * (docs/decisions/0020). A refusal throws the answering module's AppError.
 */
export type TVehicleAdmission = {
  assertMayAddVehicles(options: { db: TQueryable; customerId: string; count: number }): Promise<void>;
};
