import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The example test starts the API on a fresh copy of the migrated test database, as the API's tests do.
    globalSetup: ['../../apps/api/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
