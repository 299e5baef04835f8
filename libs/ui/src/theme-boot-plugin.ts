// Vite plugin for both apps: serves/emits theme-boot.js as /cb-theme-boot.js and loads it first in
// <head>, so a stored dark/light choice applies before the first paint without an inline script.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const THEME_BOOT_PATH = '/cb-theme-boot.js';

export function themeBoot(): Plugin {
  const source = readFileSync(new URL('./theme-boot.js', import.meta.url), 'utf8');
  return {
    name: 'cb-theme-boot',
    configureServer(server) {
      server.middlewares.use(THEME_BOOT_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: THEME_BOOT_PATH.slice(1), source });
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: THEME_BOOT_PATH }, injectTo: 'head' }];
    },
  };
}
