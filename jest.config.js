/** jest runs TypeScript as native ESM (the unified packages are ESM-only). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.test.json' }] },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
  testTimeout: 120000,
  // The sites every suite shares are built once per run (test/sharedSites.ts), in the run's own folder.
  globalSetup: '<rootDir>/test/globalSetup.mjs',
  globalTeardown: '<rootDir>/test/globalTeardown.mjs',
  // Two suites at a time, even on two cores: most of a suite's time is one Node thread waiting on
  // esbuild, Chromium or the file system, so the pair finishes in about 77 % of the time of one after the other.
  maxWorkers: 2,
  // The fixture sites' installed packages are theirs, not modules of the tests.
  modulePathIgnorePatterns: ['<rootDir>/test/fixtures/[^/]+/node_modules'],
};
