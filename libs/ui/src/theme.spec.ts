import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// import.meta.dirname is not set under jsdom, so the folder comes from the module's path.
const here = dirname(fileURLToPath(import.meta.url));
const tokens = readFileSync(join(here, 'theme', 'tokens.css'), 'utf8');

/** The declarations of the first rule after `selector`, one per line, trimmed. */
function declarations(selector: string): string[] {
  const start = tokens.indexOf(selector);
  const body = tokens.slice(tokens.indexOf('{', start) + 1, tokens.indexOf('}', start));
  return body
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('theme tokens', () => {
  it('gives the system dark theme exactly the tokens of the chosen dark theme', () => {
    const chosen = declarations(":root[data-theme='dark'] {");
    expect(chosen.length).toBeGreaterThan(30);
    expect(declarations(":root:not([data-theme='light']) {")).toEqual(chosen);
  });
});
