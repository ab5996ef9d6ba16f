const base = require('./jest.config');

/**
 * The real image, built and run with podman: scripts/image-test.mjs (`npm run test:image`) builds it, then runs
 * these specs against it. Not one of `npm test`'s projects: `.ci/run` runs it as a step of its own.
 */
module.exports = {
  ...base,
  displayName: 'image',
  testMatch: ['<rootDir>/test/image/*.image-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: undefined,
  globalTeardown: undefined,
  // Containers start, restart and stop for real.
  testTimeout: 120000,
};
