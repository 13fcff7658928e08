/**
 * The OpenID libraries ship only ES modules, which node requires natively but jest's module system
 * does not: they are compiled to CommonJS like the project's own files.
 */
const OPENID_PACKAGES = '/node_modules/(openid-client|oauth4webapi|jose|oidc-provider)/';

/** Unit and integration tests of the backend and the seed data; integration tests share one fresh PostgreSQL database per run. */
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/backend/src', '<rootDir>/seed', '<rootDir>/packages/contracts/src'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    [`${OPENID_PACKAGES}.+\\.js$`]: ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!${OPENID_PACKAGES.slice('/node_modules/'.length)})`],
  globalSetup: '<rootDir>/backend/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/backend/src/test/global-teardown.ts',
  // A file's set-up (a database copied, an app, members registered) has taken over 30 s on a machine
  // busy with other work (decision 0071).
  testTimeout: 60000,
  // Jest's default is one worker fewer than the cores, which on two cores runs the files one after
  // another. The integration tests mostly wait on PostgreSQL, so a worker per core halves the run
  // there: 502 s with one worker, 250 s with two.
  maxWorkers: '100%',
};
