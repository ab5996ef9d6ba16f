/** Browser tests: Debian's Chromium driven by playwright-core against the built app served by the real server. */
module.exports = {
  displayName: 'browser',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
  moduleNameMapper: { '^@abogados/shared$': '<rootDir>/../shared/src/index.ts' },
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  testTimeout: 90000,
};
