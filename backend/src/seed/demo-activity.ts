// The demo company's back office on first start: payroll details (employee IDs and payroll names)
// for most reps — a few left without, so Payroll Export shows who is missing — and a short history
// in the activity log (the admin's login, the upload, a portal email round, calculator and access
// changes, the ID mapping, a payroll export), dated over the last days so it reads like real use.
// Written once, with the demo ledger (seed.service.ts).
import type { EntityManager } from 'typeorm';
import type { SeedRepository } from './seed.repository.js';

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
  seed: SeedRepository,
  companyId: number,
  adminEmail: string,
  uploadId: number,
  now = new Date(),
): Promise<void> {
  const admin = await seed.user(tx, companyId, adminEmail);
  const ledgerEmails = new Set(await seed.ledgerEmails(tx, companyId));
  const profiles = EMPLOYEE_IDS.filter(([email]) => ledgerEmails.has(email));
  await seed.insertProfiles(
    tx,
    companyId,
    profiles.map(([email, employee_id, first_name, last_name]) => ({
      email,
      employee_id,
      first_name,
      last_name,
    })),
  );
  if (!admin) return;

  // An upload's rows and total as docs/numbers.md defines them (CANCELLED lines in no total).
  const upload = await seed.ledgerTotals(tx, companyId, uploadId);
  const paid = await seed.lastPaycheck(tx, companyId);
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
  await seed.insertUserEvents(
    tx,
    companyId,
    admin,
    DESKTOP,
    events.map((e) => ({
      created_at: new Date(now.getTime() - e.hoursAgo * HOUR).toISOString(),
      action: e.action,
      target: e.target ?? null,
      details: e.details ?? {},
    })),
  );
}
