/** The Drizzle schema entry: every service's tables, for drizzle-kit and the typed database handle. */
export * from '../backend/src/services/master/master.schema';
export * from '../backend/src/platform/auth/session.schema';
