/**
 * The specs of e2e/ that need no browser: the files the build wrote (prerender) and the HTML the built server
 * sends, checked by the W3C Nu HTML Checker (html-validity). They run in the API lane (scripts/run-tests.mjs),
 * which keeps the two lanes' lengths close; the browser project (jest.config.js) leaves them out.
 */
const SPECS = ['prerender', 'html-validity'];

module.exports = {
  displayName: 'built-site',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: SPECS.map((name) => `<rootDir>/${name}.spec.ts`),
  moduleNameMapper: { '^@abogados/shared$': '<rootDir>/../shared/src/index.ts' },
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
};
