import { defineConfig } from 'vitest/config';

// `pnpm test:chaos`: fault injection against real processes (throwaway PostgreSQL and Redis, API instances
// started from src/server.ts). One file at a time: each starts its own servers, and the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['src/chaos/**/*.chaos.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
