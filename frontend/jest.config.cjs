/** Unit tests cover pure modules only (no DOM is installed): catalogues, the access-key cache, formatting, route gating; for the portal, the back-office, the UI package they share and the build's plugins. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/backoffice/src', '<rootDir>/vite-plugins', '<rootDir>/../packages/ui/src'],
  testMatch: ['**/*.test.ts'],
  // react-intl and its formatjs packages ship only ES modules, so they are compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
