const base = require('./jest.config');

/**
 * The API e2e suite a second time, on PostgreSQL: a private cluster started for the run (test/postgres/),
 * one fresh database per test workspace. Left out: the specs about SQLite itself (the kill -9 and
 * shutdown tests read the SQLite file, backups are SQLite's VACUUM INTO, the Docker runtime stage boots
 * on SQLite), the fuzzer, whose models are engine-neutral but which would double a minute of run time,
 * the installed-tree checks, which read package-lock.json only, and nginx in front of the server, whose body
 * limits do not depend on the engine.
 */
module.exports = {
  ...base,
  displayName: 'backend-postgres',
  // What tells test/harness.ts to give each workspace a PostgreSQL database.
  globals: { __TEST_ENGINE__: 'postgres' },
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/test/(durability|shutdown|backup|docker|nginx|startup|fuzz|dependencies)\\.e2e-spec\\.ts$',
  ],
  globalSetup: '<rootDir>/test/postgres/global-setup.ts',
  globalTeardown: '<rootDir>/test/postgres/global-teardown.ts',
};
