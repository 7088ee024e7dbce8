import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['./vitest.setup.ts'],
    // Above asyncUtilTimeout (vitest.setup.ts), so a slow wait fails on its own message, not on the test's timeout.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
