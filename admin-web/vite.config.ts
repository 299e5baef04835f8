import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { themeBoot } from '../libs/ui/src/theme-boot-plugin';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), themeBoot()],
  resolve: {
    // The shared libraries are consumed as TypeScript sources (no build step needed in dev).
    alias: {
      '@commissionbee/shared': fromHere('../libs/shared/src'),
      '@commissionbee/ui': fromHere('../libs/ui/src'),
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}', '../libs/ui/src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
