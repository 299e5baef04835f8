import { defineConfig } from 'vitest/config';

// Browser tests share one running product (started in global setup), so files run one at a time.
export default defineConfig({
  test: {
    include: ['tests/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // On a loaded 2-core CI machine a browser step can miss its timeout once; a broken feature
    // still fails both tries.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default'],
  },
});
