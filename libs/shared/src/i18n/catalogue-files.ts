// Reading a catalogue from disk (Node only: the apps' build and the server). A language's area is
// the JSON files of libs/shared/locales/<language>/<area>/, merged; a key twice is an error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One language's area under `root` (the locales folder), its files merged: key → ICU text. */
export function readCatalogueFiles(
  root: string,
  language: string,
  area: string,
): Record<string, string> {
  const dir = join(root, language, area);
  const merged: Record<string, string> = {};
  if (!existsSync(dir)) return merged;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const messages = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text !== 'string')
        throw new Error(`${language}/${area}/${file}: ${key} is not a string`);
      if (key in merged) throw new Error(`${language}/${area}/${file}: ${key} is defined twice`);
      merged[key] = text;
    }
  }
  return merged;
}
