const base = require('./jest.config');

/**
 * The API e2e specs whose behaviour depends on the engine, a second time on PostgreSQL: a private cluster
 * started for the run (test/postgres/), one fresh database per test workspace. A spec belongs here when what
 * it tests goes through SQL the engines answer differently: the migrations, search, raw queries and query
 * builders (sessions, second factors, outboxes, counters and limits, filters, exports, retention), locks
 * and concurrency, LISTEN/NOTIFY between instances, outages, and the contract traffic. The rest (HTTP
 * framing, headers, pages, the CLI, parsing and validation) runs on SQLite only: the engine cannot change
 * its answer. A new spec that touches SQL of its own is added to the list; a repository's spec runs here by its
 * name (REPOSITORY_SPECS).
 */
const ENGINE_SPECS = [
  // The schema, and what the engine stores and finds.
  'schema',
  'contacts',
  'contacts-search',
  'contacts-scale',
  'contacts-export',
  'contacts-whatsapp',
  'contact',
  'inquiries',
  'answer-promise',
  'overdue-reopen',
  'retention',
  'data-rights',
  'blog',
  'site-content',
  'office-hours',
  'booking-availability',
  'booking',
  'images',
  'image-library',
  // Raw SQL: sessions, second factors, counters and limits.
  'auth',
  'session-lifetime',
  'second-factor',
  'rate-limits',
  'visitor-email-caps',
  // Outboxes, their claims and locks, and what a crash leaves in them.
  'idempotency',
  'notifications',
  'notifications-crash',
  'newsletter-subscribe',
  'newsletter-subscribers',
  'newsletter-suppression',
  'newsletter-tokens',
  'newsletter-sending',
  'newsletter-crash',
  // More than one server on one database (LISTEN/NOTIFY, shared outboxes).
  'two-instances',
  'notifications-instances',
  'newsletter-instances',
  'site-content-instances',
  // The database going away or filling up.
  'database-outage',
  'disk-full',
  // Every documented endpoint against the contract, on the engine production grows into.
  'contract-traffic',
];

// The repositories' specs beside their code (every *.repository.spec.ts under src, and the health probe's),
// on a real database without HTTP (test/repository-database.ts): each runs on both engines.
const REPOSITORY_SPECS = [
  '<rootDir>/src/**/*.repository.spec.ts',
  '<rootDir>/src/health/storage-probe.spec.ts',
  '<rootDir>/src/contacts/submission-writer.spec.ts',
];

module.exports = {
  ...base,
  displayName: 'backend-postgres',
  // What tells test/harness.ts to give each workspace a PostgreSQL database.
  globals: { __TEST_ENGINE__: 'postgres' },
  testMatch: [...ENGINE_SPECS.map((name) => `<rootDir>/test/${name}.e2e-spec.ts`), ...REPOSITORY_SPECS],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/test/postgres/global-setup.ts',
  globalTeardown: '<rootDir>/test/postgres/global-teardown.ts',
};
