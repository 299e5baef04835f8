// The command line and the output of a bench: its arguments, progress on stderr, the machine.
import { cpus, loadavg } from 'node:os';

/**
 * `--rows 1000 --seconds 5` or `--rows=1000` → { rows: 1000, seconds: 5 } (numbers when they look
 * like numbers). Through a nested `npm run` (npm run test:load -- --seconds 60) npm keeps the flags
 * for itself: it hands them over as npm_config_<name> variables (with `--seconds=60`) or, with
 * `--seconds 60`, as npm_config_seconds=true and a bare 60; both are read for the keys of `defaults`.
 */
export function parseArgs(argv = process.argv.slice(2), defaults = {}) {
  const out = { ...defaults };
  const given = new Set();
  const positionals = [];
  const typed = (value) =>
    /^-?\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : value === 'true'
        ? true
        : value === 'false'
          ? false
          : value;
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) {
      positionals.push(argv[i]);
      continue;
    }
    const key = match[1].replace(/-(\w)/g, (_, c) => c.toUpperCase());
    let value = match[2];
    if (value === undefined)
      value = argv[i + 1] !== undefined && !argv[i + 1].startsWith('--') ? argv[++i] : 'true';
    out[key] = typed(value);
    given.add(key);
  }
  const swallowed = [];
  for (const key of Object.keys(defaults)) {
    const value = process.env[`npm_config_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`];
    if (value === undefined || given.has(key)) continue;
    if (value === 'true' && typeof defaults[key] !== 'boolean') swallowed.push(key);
    else out[key] = typed(value);
  }
  if (swallowed.length === 1 && positionals.length === 1) out[swallowed[0]] = typed(positionals[0]);
  else if (swallowed.length) {
    throw new Error(
      `npm kept the values of ${swallowed.map((k) => `--${k}`).join(', ')}: write them as --name=VALUE`,
    );
  }
  return out;
}

/** Progress goes to stderr; stdout carries only the one JSON line. */
export function note(...parts) {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
}

export function machine() {
  const [one, five, fifteen] = loadavg().map((v) => +v.toFixed(2));
  return { cores: cpus().length, loadavg_1_5_15: [one, five, fifteen], node: process.version };
}

export const round = (value, digits = 1) =>
  value === null || value === undefined ? value : +value.toFixed(digits);
