// The demo company's back office on first start: payroll details (employee IDs and payroll names)
// for most reps — a few left without, so Payroll Export shows who is missing — and a short history
// in the activity log (the admin's login, the upload, a portal email round, calculator and access
// changes, the ID mapping, a payroll export), dated over the last days so it reads like real use.
// Written once, with the demo ledger (seed.service.ts).
import type { EntityManager } from 'typeorm';
import { exec, row, rows } from '../database/sql.js';
import { counted } from '../uploads/reconcile-sql.js';

/** ADP-style file numbers (up to 6 digits); the last reps of the ledger are left without one. */
const EMPLOYEE_IDS: [email: string, id: string, first: string, last: string][] = [
  ['maya.brooks@demosolar.example', '100101', 'Maya', 'Brooks'],
  ['liam.carter@demosolar.example', '100102', 'Liam', 'Carter'],
  ['olivia.nguyen@demosolar.example', '100103', 'Olivia', 'Nguyen'],
  ['noah.patel@demosolar.example', '100104', 'Noah', 'Patel'],
  ['emma.johnson@demosolar.example', '100105', 'Emma', 'Johnson'],
  ['ava.martinez@demosolar.example', '100106', 'Ava', 'Martinez'],
  ['ethan.kim@demosolar.example', '100107', 'Ethan', 'Kim'],
  ['sophia.lee@demosolar.example', '100108', 'Sophia', 'Lee'],
];

const HOUR = 3_600_000;
const DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

export async function seedDemoActivity(
  tx: EntityManager,
  companyId: number,
  adminEmail: string,
  now = new Date(),
): Promise<void> {
  const admin = await row<{ id: number; email: string; name: string | null }>(
    tx,
    `SELECT id, email, nullif(trim(name), '') AS name FROM users
      WHERE company_id = $1 AND lower(email) = lower($2)`,
    [companyId, adminEmail],
  );
  const ledgerEmails = new Set(
    (
      await rows<{ email: string }>(
        tx,
        `SELECT DISTINCT lower(trim(rep_email)) AS email FROM ledger_records WHERE company_id = $1`,
        [companyId],
      )
    ).map((r) => r.email),
  );
  const profiles = EMPLOYEE_IDS.filter(([email]) => ledgerEmails.has(email));
  await exec(
    tx,
    `INSERT INTO rep_profiles (company_id, email, employee_id, first_name, last_name)
     SELECT $1, p.email, p.employee_id, p.first_name, p.last_name
       FROM jsonb_to_recordset($2::jsonb) AS p(email text, employee_id text, first_name text, last_name text)
     ON CONFLICT (company_id, email) DO NOTHING`,
    [
      companyId,
      JSON.stringify(
        profiles.map(([email, employee_id, first_name, last_name]) => ({
          email,
          employee_id,
          first_name,
          last_name,
        })),
      ),
    ],
  );
  if (!admin) return;

  const upload = (await row<{ rows: number; total: string }>(
    tx,
    // An upload's rows and total as docs/numbers.md defines them (CANCELLED lines in no total).
    `SELECT count(*)::int AS rows, coalesce(sum(${counted('r')}), 0)::text AS total
       FROM ledger_records r WHERE r.company_id = $1`,
    [companyId],
  ))!;
  const paid = await row<{ pay_date: string | null; reps: number; total: string | null }>(
    tx,
    `WITH last AS (SELECT max(pay_date) AS d FROM ledger_records WHERE company_id = $1 AND pay_status = 'PAID')
     SELECT to_char(last.d, 'YYYY-MM-DD') AS pay_date,
            count(DISTINCT lower(trim(r.rep_email)))::int AS reps, sum(r.amount)::text AS total
       FROM last LEFT JOIN ledger_records r
         ON r.company_id = $1 AND r.pay_date = last.d AND r.pay_status = 'PAID'
      GROUP BY last.d`,
    [companyId],
  );
  const recipients = [...ledgerEmails].sort();
  const events: { hoursAgo: number; action: string; target?: string; details?: object }[] = [
    { hoursAgo: 75, action: 'auth.login' },
    {
      hoursAgo: 74.8,
      action: 'ledger.upload',
      target: 'demo-seed.csv',
      details: { file_name: 'demo-seed.csv', rows: upload.rows, total: Number(upload.total) },
    },
    {
      hoursAgo: 74.5,
      action: 'calculator.saved',
      details: { changed: ['rate table', 'result label'] },
    },
    {
      hoursAgo: 74.2,
      action: 'rep.access_changed',
      target: 'maya.brooks@demosolar.example',
      details: {
        changes: [{ email: 'maya.brooks@demosolar.example', custom_features: ['whatif-calc'] }],
      },
    },
    {
      hoursAgo: 50,
      action: 'reps.mapping_uploaded',
      target: 'employee-ids.csv',
      details: { file_name: 'employee-ids.csv', rows: profiles.length },
    },
    ...(paid?.pay_date
      ? [
          {
            hoursAgo: 49.5,
            action: 'portal.emails_sent',
            target: paid.pay_date,
            details: { pay_date: paid.pay_date, count: recipients.length, recipients },
          },
          {
            hoursAgo: 26,
            action: 'payroll.exported',
            target: paid.pay_date,
            details: {
              pay_date: paid.pay_date,
              format: 'generic',
              format_label: 'Generic',
              reps: paid.reps,
              total: Number(paid.total ?? 0),
            },
          },
        ]
      : []),
    { hoursAgo: 25.8, action: 'ledger.master_csv' },
    { hoursAgo: 2, action: 'auth.login' },
    {
      hoursAgo: 1.9,
      action: 'portal.preview',
      target: 'liam.carter@demosolar.example',
    },
  ];
  await exec(
    tx,
    `INSERT INTO activity_events
       (company_id, created_at, actor_kind, actor_user_id, actor_email, actor_name, action, target,
        details, ip, user_agent)
     SELECT $1, e.created_at, 'user', $2, $3, $4, e.action, e.target, e.details, '203.0.113.24', $5
       FROM jsonb_to_recordset($6::jsonb)
         AS e(created_at timestamptz, action text, target text, details jsonb)
      ORDER BY e.created_at`,
    [
      companyId,
      admin.id,
      admin.email,
      admin.name,
      DESKTOP,
      JSON.stringify(
        events.map((e) => ({
          created_at: new Date(now.getTime() - e.hoursAgo * HOUR).toISOString(),
          action: e.action,
          target: e.target ?? null,
          details: e.details ?? {},
        })),
      ),
    ],
  );
}
