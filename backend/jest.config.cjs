/** Unit and integration tests of the backend and the seed data; integration tests share one fresh PostgreSQL database per run. */
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/backend/src', '<rootDir>/seed', '<rootDir>/packages/contracts/src'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  globalSetup: '<rootDir>/backend/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/backend/src/test/global-teardown.ts',
  testTimeout: 30000,
};
