/** Every jest project of the workspace; `npm test` runs them all (see scripts/run-tests.mjs). */
module.exports = {
  projects: [
    '<rootDir>/backend/jest.config.js',
    '<rootDir>/frontend/jest.config.cjs',
    '<rootDir>/e2e/jest.config.js',
  ],
};
