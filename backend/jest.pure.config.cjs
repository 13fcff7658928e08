/**
 * The pure unit tests: no database, no test app, no global setup. They state the rules of docs/requirements/
 * rules at their boundaries, and they are what mutation testing (stryker.config.json) runs for
 * every mutant, so each run takes milliseconds. `jest.config.cjs` runs them too, with the rest.
 * A test file joins this list only if it needs neither PostgreSQL nor the test harness; one that
 * does fails here at once, as the harness finds no database.
 */
const PURE_TESTS = [
  'packages/contracts/src/**/*.test.ts',
  'backend/src/config.test.ts',
  'backend/src/platform/auth/access-key.test.ts',
  'backend/src/platform/auth/session-timing.test.ts',
  'backend/src/platform/auth/verified-tokens.test.ts',
  'backend/src/platform/clock.test.ts',
  'backend/src/platform/clock/clock-offset.test.ts',
  'backend/src/platform/http/html-page.test.ts',
  'backend/src/platform/db/per-handle.test.ts',
  'backend/src/platform/jobs/job-catch-up.test.ts',
  'backend/src/platform/jobs/job-schedule.test.ts',
  'backend/src/services/credentials/throttle-window.test.ts',
  'backend/src/services/billing/kept-answer.test.ts',
  'backend/src/services/otp/otp-timing.test.ts',
  'backend/src/services/payment/payments/key-retention.test.ts',
  'backend/src/services/payment/payments/request-hash.test.ts',
  'backend/src/services/payment/refunds/refund-rules.test.ts',
  'backend/src/services/payment/prepaid/prepaid-rules.test.ts',
  'backend/src/services/social-sign-in/social-sign-in.rules.test.ts',
  'backend/src/services/toll/billing-period.test.ts',
  'backend/src/services/toll/journey-rule.test.ts',
  'backend/src/services/vehicle/vehicle-rules.test.ts',
  'backend/src/sim/console/next-events.test.ts',
  'backend/src/sim/scenario/expectations.test.ts',
  'backend/src/sim/scenario/expectations-verdicts.test.ts',
];

module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/backend/src', '<rootDir>/packages/contracts/src'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testMatch: PURE_TESTS.map((pattern) => `<rootDir>/${pattern}`),
  // The contract package by path, not through node_modules, so a mutated copy of it is the one loaded.
  moduleNameMapper: { '^@mflow/contracts/(.*)$': '<rootDir>/packages/contracts/src/$1' },
};
