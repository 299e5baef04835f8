import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogues } from '../libs/ui/src/i18n/catalogue-plugin';
import { themeBoot } from '../libs/ui/src/theme-boot-plugin';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // catalogues(): virtual:cb-catalogues/admin, one chunk per language (issue 33).
  plugins: [react(), themeBoot(), catalogues()],
  resolve: {
    alias: [
      // The shared libraries are consumed as TypeScript sources (no build step needed in dev).
      { find: '@commissionbee/shared', replacement: fromHere('../libs/shared/src') },
      { find: '@commissionbee/ui', replacement: fromHere('../libs/ui/src') },
      // Messages are compiled to their AST at build time (catalogues()): no ICU parser in the
      // app. The tests keep it, for the catalogue checks.
      ...(process.env.VITEST
        ? []
        : [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]),
    ],
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
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where
    // the jsdom files then ran one at a time beside an idle core (admin-web alone: 232 → 138 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    include: ['src/**/*.spec.{ts,tsx}', '../libs/ui/src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
