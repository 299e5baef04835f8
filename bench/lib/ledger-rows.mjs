// Deterministic ledger rows for the benches: people, rows, the upload file (the product's own CSV
// titles, libs/shared), the JSON records and COPY text, and loading them straight into a database.
import { randomBytes } from 'node:crypto';
import { CSV_COLUMNS, CSV_TITLES } from '@commissionbee/shared/csv';
import { note } from './cli.mjs';

/** A small seeded random number generator: the same seed, the same numbers in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Maya',
  'Liam',
  'Ava',
  'Noah',
  'Zoe',
  'Ethan',
  'Iris',
  'Lucas',
  'Nora',
  'Owen',
  'Ruby',
  'Mateo',
  'Leah',
  'Caleb',
  'Sofia',
  'Jonah',
  'Elena',
  'Wyatt',
  'Hazel',
  'Diego',
];
const LAST = [
  'Brooks',
  'Nguyen',
  'Patel',
  'Garcia',
  'Kim',
  'Okafor',
  'Rossi',
  'Silva',
  'Cohen',
  'Ward',
  'Hughes',
  'Moreno',
  'Tanaka',
  'Fischer',
  'Novak',
  'Reyes',
  'Larsen',
  'Dubois',
  'Murphy',
  'Singh',
];
const STREETS = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Birch',
  'Willow',
  'Aspen',
  'Lakeview',
  'Hillcrest',
];
const PAY_TYPES = [
  'Commission',
  'Commission',
  'Commission',
  'Bonus',
  'Override',
  'Adjustment',
  'Spiff',
  'Chargeback',
];
const SEED = 7;
const PAY_DAYS = 78; // three years of biweekly Fridays
const FIRST_PAY_DAY = Date.UTC(2023, 0, 6);

/**
 * The people of a bench company: `reps` reps (rep0001@…); the first `managers` reps are also
 * managers, each with a team of `teamSize` reps taken from the reps after them.
 */
export function makePeople({ reps = 1000, managers = 20, teamSize = 10 } = {}) {
  const people = [];
  for (let i = 0; i < reps; i++) {
    const number = String(i + 1).padStart(4, '0');
    people.push({
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${number}`,
      email: `rep${number}@bench.example`,
      manager_email: null,
    });
  }
  for (let m = 0; m < Math.min(managers, reps); m++) {
    for (let t = 0; t < teamSize; t++) {
      const member = people[managers + m * teamSize + t];
      if (!member) break;
      member.manager_email = people[m].email;
    }
  }
  return people;
}

/** Row `j` of a bench ledger (same j, same row): rep j % reps, a pay date or PENDING/CANCELLED, … */
function ledgerRow(j, people) {
  const rand = mulberry32((SEED * 0x9e3779b1) ^ Math.imul(j + 1, 0x85ebca6b));
  const rep = people[j % people.length];
  const roll = rand();
  const payDate =
    roll < 0.02
      ? 'PENDING'
      : roll < 0.03
        ? 'CANCELLED'
        : new Date(FIRST_PAY_DAY + Math.floor(rand() * PAY_DAYS) * 14 * 86_400_000)
            .toISOString()
            .slice(0, 10);
  const payType = PAY_TYPES[Math.floor(rand() * PAY_TYPES.length)];
  const cents = 5_000 + Math.floor(rand() * 495_000);
  const amount = ((payType === 'Chargeback' ? -cents : cents) / 100).toFixed(2);
  const customer = `${LAST[Math.floor(rand() * LAST.length)]} Residence ${100 + Math.floor(rand() * 9_900)} ${STREETS[Math.floor(rand() * STREETS.length)]} St`;
  const kw = (4 + rand() * 10).toFixed(1);
  const breakdown =
    rand() < 0.4
      ? [
          `System ${kw} kW`,
          `Rate $0.${20 + Math.floor(rand() * 30)}/W`,
          'single-line',
          `Total $${amount}`,
        ]
      : null;
  const manualNote =
    rand() < 0.1 ? `Adjusted per ticket ${1000 + Math.floor(rand() * 9000)}` : null;
  return {
    pay_date: payDate,
    rep_name: rep.name,
    rep_email: rep.email,
    item_name: customer,
    item_pay_type: payType,
    amount,
    manager_email: rep.manager_email,
    breakdown,
    manual_note: manualNote,
  };
}

export function* ledgerRows(n, people, from = 0) {
  for (let j = from; j < n; j++) yield ledgerRow(j, people);
}

/** The upload file's columns: the product's CSV titles (libs/shared) but Line ID. */
const UPLOAD_TITLES = CSV_TITLES.filter((title) => CSV_COLUMNS[title] !== 'line_id');

/** The cells the upload file and COPY share, from Rep Name to Manual Note. */
function sharedCells(r) {
  return [
    r.rep_name,
    r.rep_email,
    r.item_name,
    r.item_pay_type,
    r.amount,
    r.manager_email,
    r.breakdown && JSON.stringify(r.breakdown),
    r.manual_note,
  ];
}

function csvCell(value) {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The upload file (the CSV an admin uploads), as one string. */
export function uploadCsv(rows) {
  const lines = [UPLOAD_TITLES.join(',')];
  for (const r of rows) {
    lines.push([r.pay_date, ...sharedCells(r)].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The JSON records the upload screen POSTs as {data: [...]}. */
export function jsonRecords(rows) {
  return rows.map((r) => ({
    pay_date: r.pay_date,
    rep_name: r.rep_name,
    rep_email: r.rep_email,
    item_name: r.item_name,
    item_pay_type: r.item_pay_type,
    amount: Number(r.amount),
    manager_email: r.manager_email,
    breakdown: r.breakdown,
    manual_note: r.manual_note,
  }));
}

/** COPY text (CSV, copyColumns order; an unquoted empty cell is NULL), in chunks of `chunkRows`. */
export function* copyCsvChunks(rows, companyId, chunkRows = 10_000) {
  let lines = [];
  for (const r of rows) {
    const dated = r.pay_date !== 'PENDING' && r.pay_date !== 'CANCELLED';
    const status = [companyId, dated ? r.pay_date : null, dated ? 'PAID' : r.pay_date];
    lines.push([...status, ...sharedCells(r)].map(csvCell).join(','));
    if (lines.length >= chunkRows) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length) yield `${lines.join('\n')}\n`;
}

/**
 * Loads `n` bench rows for `companyId` with COPY, 100,000 rows per COPY, then writes their search
 * text into the search index as the server does after an upload (so that the server does not do
 * it in the background while it is being measured); answers COPY's rows/s.
 */
export async function copyLedger(direct, n, people, companyId) {
  const batchRows = 100_000;
  const started = process.hrtime.bigint();
  for (let start = 0; start < n; start += batchRows) {
    const count = Math.min(batchRows, n - start);
    const rows = (function* () {
      for (let j = start; j < start + count; j++) yield ledgerRow(j, people);
    })();
    await direct.copyCsv([...copyCsvChunks(rows, companyId)]);
    if (n > batchRows) note(`COPY ${start + count} / ${n}`);
  }
  const rate = n / (Number(process.hrtime.bigint() - started) / 1e9);
  await indexSearch(direct);
  return rate;
}

/** Indexes every pending ledger row's search text (migration LedgerSearchDeferred). */
export async function indexSearch(direct) {
  const [{ present }] = await direct.query(
    `SELECT to_regproc('ledger_search_index_pending') IS NOT NULL AS present`,
  );
  if (!present) return;
  const started = Date.now();
  let indexed = 0;
  for (;;) {
    const [{ n }] = await direct.query(`SELECT ledger_search_index_pending(20000) AS n`);
    if (n === 0) break;
    indexed += n;
  }
  note(`search index: ${indexed} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Live view keys for every person, inserted as the upload does (one per email). */
export async function createRepKeys(direct, companyId, people) {
  const keys = people.map(() => randomBytes(24).toString('base64url'));
  await direct.query(
    `INSERT INTO rep_keys (company_id, email, view_key)
     SELECT $1, e.email, e.view_key FROM unnest($2::varchar[], $3::varchar[]) AS e(email, view_key)`,
    [companyId, people.map((p) => p.email), keys],
  );
  const rows = await direct.query(
    `SELECT id, email, view_key FROM rep_keys WHERE company_id = $1 AND revoked_at IS NULL`,
    [companyId],
  );
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  return people.map((p) => ({
    ...p,
    keyId: byEmail.get(p.email).id,
    viewKey: byEmail.get(p.email).view_key,
  }));
}

/** A company with the calculator and the commission % switched on. */
export async function createCompany(direct, name) {
  const [row] = await direct.query(
    `INSERT INTO companies (name, features) VALUES ($1, $2) RETURNING id`,
    [name, ['whatif-calc', 'show-commission-pct']],
  );
  return row.id;
}
