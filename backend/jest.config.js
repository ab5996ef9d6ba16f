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
  // The shared rules' source, as the typecheck reads it: tests never run against a stale build of them.
  moduleNameMapper: {
    '^@abogados/shared$': '<rootDir>/../shared/src/index.ts',
    // otplib requires @scure/base, published as ES modules only, which jest's module loader cannot
    // require (Node itself and the server's bundle can): tests load otplib's own self-contained build.
    '^otplib$': '<rootDir>/test/otplib-bundle.cjs',
  },
  // The migrated database every test workspace starts from, made once a run (test/database-template.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
};
