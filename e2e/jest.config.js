const builtSite = require('./jest.built-site.config');

/** Browser tests: Debian's Chromium driven by playwright-core against the built app served by the real server. */
module.exports = {
  displayName: 'browser',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
  // The specs that need no browser are the built-site project's.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...builtSite.testMatch.map((path) => path.replace('<rootDir>', '/e2e').replace(/\./g, '\\.') + '$'),
  ],
  moduleNameMapper: {
    '^@abogados/shared$': '<rootDir>/../shared/src/index.ts',
    // Specs that run the server in their own process load otplib as the backend's specs do (see there).
    '^otplib$': '<rootDir>/../backend/test/otplib-bundle.cjs',
  },
  // One Chromium for the run; each spec connects to it and opens contexts of its own (support/browser.ts).
  globalSetup: '<rootDir>/support/global-browser.ts',
  globalTeardown: '<rootDir>/support/global-browser-teardown.ts',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  testTimeout: 90000,
};
