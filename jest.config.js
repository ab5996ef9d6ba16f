/** Every jest project of the workspace; `npm test` runs them all (see scripts/run-tests.mjs). */
module.exports = {
  projects: [
    '<rootDir>/shared/jest.config.js',
    '<rootDir>/backend/jest.config.js',
    '<rootDir>/backend/jest.postgres.config.js',
    '<rootDir>/frontend/jest.config.cjs',
    '<rootDir>/e2e/jest.config.js',
    '<rootDir>/e2e/jest.built-site.config.js',
  ],
  // testTimeout is a global option: a project's own value is ignored when projects run together.
  // Browser and API e2e tests start real servers and browsers; 90 s leaves room on a busy machine.
  testTimeout: 90000,
};
