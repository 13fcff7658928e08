/** The Drizzle schema entry: every service's tables, for drizzle-kit and the typed database handle. */
export * from '../backend/src/services/master/master.schema';
export * from '../backend/src/platform/auth/session.schema';
export * from '../backend/src/services/notification/notification.schema';
export * from '../backend/src/services/otp/otp.schema';
export * from '../backend/src/services/file/file.schema';
export * from '../backend/src/services/registry/registry.schema';
export * from '../backend/src/services/customer/customer.schema';
export * from '../backend/src/services/auth/auth.schema';
export * from '../backend/src/services/staff/staff.schema';
export * from '../backend/src/platform/clock/sim-clock.schema';
export * from '../backend/src/services/vehicle/vehicle.schema';
export * from '../backend/src/platform/jobs/jobs.schema';
export * from '../backend/src/services/toll/toll.schema';
export * from '../backend/src/services/billing/billing.schema';
export * from '../backend/src/services/content/content.schema';
