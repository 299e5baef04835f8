// Writes docs/api.md's table of error codes from the one declared list (libs/shared
// error-codes.ts, built to dist). Deterministic: the list's order, formatted by prettier.
// `node scripts/error-codes-table.mjs --check` fails when the table is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const root = fileURLToPath(new URL('..', import.meta.url));
const doc = `${root}docs/api.md`;
const START = '<!-- error-codes:start (scripts/error-codes-table.mjs writes this table) -->';
const END = '<!-- error-codes:end -->';

const { ERROR_CODES } = await import(`${root}libs/shared/dist/error-codes.js`);
const rows = Object.entries(ERROR_CODES).map(
  ([code, { status, area, when }]) =>
    `| \`${code}\` | ${status} | ${area} | ${when.replace(/\|/g, '\\|')} |`,
);
const table = ['| Code | Status | Area | When |', '| --- | --- | --- | --- |', ...rows].join('\n');

const text = readFileSync(doc, 'utf8');
const from = text.indexOf(START);
const to = text.indexOf(END);
if (from < 0 || to < from) throw new Error(`docs/api.md lacks the markers ${START} … ${END}`);
const written = text.slice(0, from + START.length) + '\n\n' + table + '\n\n' + text.slice(to);
const options = { ...(await prettier.resolveConfig(doc)), filepath: doc };
const formatted = await prettier.format(written, options);

if (process.argv.includes('--check')) {
  if (formatted !== text) {
    console.error(
      'docs/api.md: the error code table is out of date; run node scripts/error-codes-table.mjs',
    );
    process.exit(1);
  }
} else {
  writeFileSync(doc, formatted);
}
