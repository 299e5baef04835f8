import { defineConfig } from 'vitest/config';

// Browser tests share one running product (started in global setup), so files run one at a time.
export default defineConfig({
  test: {
    include: ['tests/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
