/** Unit specs beside the code, e2e specs in test/ against the real bootstrap(). */
module.exports = {
  displayName: 'backend',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // Stops a PostgreSQL cluster: the PostgreSQL project runs it (jest.postgres.config.js sets its own list).
  testPathIgnorePatterns: ['/node_modules/', '/test/database-outage\\.e2e-spec\\.ts$'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
};
