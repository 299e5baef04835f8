// Keeps "one way to refuse": a route refuses with appError (or a class built on errorBody), so
// every answer's code comes from the shared list with the status the list gives it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Nest's exception classes constructed directly, which would skip the shared list of codes. */
const RAW_THROW =
  /new (?:[A-Z][A-Za-z]*)?(?:Http|Request|Found|Entity|Large|Type|Error|Unavailable|Unauthorized|Forbidden|Conflict)Exception\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('error answers', () => {
  it('are made with appError, never by constructing a Nest exception', () => {
    const raw = sources(SRC)
      // The filter itself wraps what other libraries throw; it then adds the generic code.
      .filter((file) => !/common[\\/](app-error|http-exception\.filter)\.ts$/.test(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(SRC, file)}:${i + 1}` }))
          .filter(({ line }) => RAW_THROW.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(raw).toEqual([]);
  });
});
