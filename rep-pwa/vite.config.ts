/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { REP_PATHS, REP_ROUTE_PATTERNS } from '../libs/shared/src/rep-routes';
import {
  catalogueLanguages,
  catalogues,
  readCatalogue,
} from '../libs/ui/src/i18n/catalogue-plugin';
import { themeBoot } from '../libs/ui/src/theme-boot-plugin';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const libs = fileURLToPath(new URL('../libs/', import.meta.url));

/**
 * The folder of `dependency` as `owner` resolves it. The persist-client packages pin older
 * @tanstack/query-core versions than @tanstack/react-query, so npm nests up to three copies;
 * resolving every import to the copy react-query uses keeps one query-core in the bundle.
 */
function packageDir(dependency: string, owner?: string): string {
  const require = createRequire(import.meta.url);
  const paths = owner ? [dirname(require.resolve(`${owner}/package.json`))] : undefined;
  return dirname(require.resolve(`${dependency}/package.json`, { paths }));
}

// The manifest colours match the icons (scripts/make-icons.mjs) and the top bar (--cb-dark).
const THEME_COLOR = '#1f2933';
const BACKGROUND_COLOR = '#1f2933';

/**
 * The URL the shell HTML is precached from. dist/index.html is served by the backend on the rep
 * routes only (DESIGN §3: every other path, /index.html included, belongs to the admin SPA), so
 * the service worker fetches and caches it from a rep route rather than from /index.html.
 */
const SHELL_URL = REP_PATHS.dash;

/** The web app manifest in English; other languages get a copy with their words (below). */
const MANIFEST: Partial<ManifestOptions> = {
  id: REP_PATHS.dash,
  name: 'CommissionBee Rep Portal',
  short_name: 'CommissionBee',
  description: 'Your commission pay, paychecks and customers at a glance.',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  display: 'standalone',
  orientation: 'portrait',
  start_url: REP_PATHS.dash,
  scope: '/',
  icons: [
    { src: '/rep-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/rep-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/rep-icons/icon-512-maskable.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

/**
 * The manifest in each other language (issue 33): /manifest-<lang>.webmanifest with the name and
 * description from that language's rep catalogue. The app points its <link rel="manifest"> at the
 * rep's language, so the installed app is named in it.
 */
function localizedManifests(): PluginOption {
  return {
    name: 'cb-localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of catalogueLanguages().filter((l) => l !== 'en')) {
        const words = readCatalogue(language, 'rep');
        const manifest = {
          ...MANIFEST,
          lang: language,
          name: words['manifest.name'],
          short_name: MANIFEST.short_name,
          description: words['manifest.description'],
        };
        this.emitFile({
          type: 'asset',
          fileName: `manifest-${language}.webmanifest`,
          source: JSON.stringify(manifest, null, 2),
        });
      }
    },
  };
}

function pwa(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false, // registered by src/features/offline/service-worker.ts (CSP: no inline scripts)
    filename: 'sw.js',
    scope: '/',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false, // already matched by globPatterns; listed once
    manifest: MANIFEST,
    workbox: {
      // The plugin adds manifest.webmanifest itself; woff2 keeps Inter for the portal offline.
      globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
      inlineWorkboxRuntime: true, // one file, /sw.js, for the backend to serve
      // Push notifications (public/sw-push.js): generateSW has no push handler of its own.
      importScripts: ['/sw-push.js'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) =>
            entry.url === 'index.html' ? { ...entry, url: SHELL_URL } : entry,
          ),
          warnings: [],
        }),
      ],
      navigateFallback: SHELL_URL,
      // Navigations for rep routes only (DESIGN §3): every admin route goes to the network so the
      // admin SPA is never served the rep shell.
      navigateFallbackAllowlist: REP_ROUTE_PATTERNS,
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Statements (issue 31): the network first, and the last few opened kept for offline.
          urlPattern: ({ url }) => /^\/api\/bee\/rep\/statements\/.+\.pdf$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'rep-statements',
            networkTimeoutSeconds: 10,
            expiration: { maxEntries: 6, maxAgeSeconds: 90 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Company logos (possibly on another origin) so the top bar still shows them offline.
          urlPattern: ({ request }) => request.destination === 'image',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'rep-images',
            expiration: { maxEntries: 30, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
      ],
    },
    devOptions: { enabled: false },
  });
}

export default defineConfig(() => ({
  plugins: [
    react(),
    themeBoot(),
    catalogues(),
    localizedManifests(),
    process.env.VITEST ? null : pwa(),
  ],
  resolve: {
    alias: [
      { find: /^@commissionbee\/shared\/(.*)$/, replacement: `${libs}shared/src/$1` },
      { find: /^@commissionbee\/ui\/(.*)$/, replacement: `${libs}ui/src/$1` },
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
      {
        find: /^@tanstack\/query-core$/,
        replacement: packageDir('@tanstack/query-core', '@tanstack/react-query'),
      },
      {
        find: /^@tanstack\/query-persist-client-core$/,
        replacement: packageDir(
          '@tanstack/query-persist-client-core',
          '@tanstack/react-query-persist-client',
        ),
      },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The admin app owns /assets/; the rep app's files live under /rep/assets/ so both dist
    // folders can be served from one origin without collisions.
    assetsDir: 'rep/assets',
    // Every browser the portal supports preloads modules natively; the polyfill only cost bytes.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: { port: 5174 },
  test: {
    environment: 'jsdom',
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where
    // the jsdom files then ran one at a time beside an idle core (admin-web alone: 232 → 138 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Generous on a loaded 2-core CI machine; a test that hangs still fails.
    testTimeout: 20_000,
  },
}));
