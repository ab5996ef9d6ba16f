/** Browser tests: Debian's Chromium driven by playwright-core against the built app served by the real server. */
module.exports = {
  displayName: 'browser',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  testTimeout: 90000,
};
