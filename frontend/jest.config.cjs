// Unit specs sit beside the code. ts-jest compiles them to CommonJS through tsconfig.jest.json,
// because the app's own tsconfig targets the bundler (ESNext modules).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'frontend',
  roots: ['<rootDir>/src', '<rootDir>/vite'],
  testEnvironment: 'node',
  // Component specs (*.spec.tsx) choose jsdom in their docblock: test/jsdom-environment.cjs.
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  moduleNameMapper: {
    '^@abogados/shared$': '<rootDir>/../shared/src/index.ts',
    '\\.css$': '<rootDir>/test/css-module.cjs',
  },
  // Waits end on what they wait for, not after Testing Library's one second (test/testing-library.ts).
  setupFilesAfterEnv: ['<rootDir>/test/testing-library.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
};
