// The demo manager's questions, one in each state, and reviews of their latest paychecks, so the
// demo's My questions, the admin queue and the Email Center's review summary have something to show.
import type { EntityManager } from 'typeorm';
import { exec, row, rows } from '../database/sql.js';
import { PaycheckReviewsRepository } from '../questions/paycheck-reviews.repository.js';

interface SeedLine {
  id: number;
  pay_date: string;
  rep_name: string;
  rep_email: string;
  item_name: string;
  item_pay_type: string;
  amount: number;
  breakdown: string[] | null;
  manual_note: string | null;
  upload_id: number | null;
}

/** The company's ($1) paid lines, as a question's snapshot keeps them. */
const PAID_LINES = `SELECT id, to_char(pay_date, 'YYYY-MM-DD') AS pay_date, rep_name, lower(trim(rep_email)) AS rep_email,
            item_name, item_pay_type, amount::float8 AS amount, breakdown, manual_note, upload_id
       FROM ledger_records
      WHERE company_id = $1 AND pay_status = 'PAID'`;

type Step = [kind: string, actor: 'rep' | 'admin', body: string | null];

export async function seedDemoQuestions(
  tx: EntityManager,
  reviews: PaycheckReviewsRepository,
  companyId: number,
  managerEmail: string,
  adminEmail: string,
): Promise<void> {
  const manager = managerEmail.toLowerCase();
  const lines = await rows<SeedLine>(
    tx,
    `${PAID_LINES} AND lower(trim(rep_email)) = $2
      ORDER BY pay_date DESC, id LIMIT 4`,
    [companyId, manager],
  );
  const team = await row<SeedLine>(
    tx,
    `${PAID_LINES} AND lower(trim(manager_email)) = $2
        AND lower(trim(rep_email)) <> $2
      ORDER BY pay_date DESC, id LIMIT 1`,
    [companyId, manager],
  );
  if (lines.length < 3) return;
  const admin = adminEmail.toLowerCase();
  const ask = async (
    line: SeedLine | null,
    reason: string,
    status: string,
    steps: Step[],
    extra: { resolution?: string; adjusted?: string; unread?: boolean; days: number },
  ) => {
    const { id } = (await row<{ id: number }>(
      tx,
      `INSERT INTO questions (company_id, asker_email, scope, record_id, line_rep_email, pay_date, reason,
                              snapshot, status, resolution, adjusted_pay_date, resolved_at, rep_unread,
                              created_at, updated_at, opened_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9::varchar, $10::varchar, $11::date,
               CASE WHEN $9::varchar IN ('resolved', 'accepted') THEN now() - interval '1 day' END, $12,
               now() - make_interval(days => $13), now() - interval '1 hour', now() - make_interval(days => $13))
       RETURNING id`,
      [
        companyId,
        manager,
        line ? 'line' : 'missing',
        line?.id ?? null,
        line?.rep_email ?? null,
        line?.pay_date ?? null,
        reason,
        line ? JSON.stringify(line) : null,
        status,
        extra.resolution ?? null,
        extra.adjusted ?? null,
        extra.unread ?? false,
        extra.days,
      ],
    ))!;
    for (const [kind, actor, body] of steps)
      await exec(
        tx,
        `INSERT INTO question_events (question_id, kind, actor, actor_email, body) VALUES ($1, $2, $3, $4, $5)`,
        [id, kind, actor, actor === 'rep' ? manager : admin, body],
      );
  };
  await ask(
    lines[0],
    'amount_wrong',
    'open',
    [['asked', 'rep', 'The system size on this job was 9 kW, not 8 kW.']],
    {
      days: 1,
    },
  );
  await ask(
    team ?? lines[1],
    'wrong_customer',
    'waiting_on_rep',
    [
      ['asked', 'rep', 'This job belongs to another customer, I think.'],
      [
        'request_info',
        'admin',
        'Which customer should it be? Send the contract number if you have it.',
      ],
    ],
    { days: 3 },
  );
  await ask(
    lines[1],
    'missing_pay',
    'resolved',
    [
      ['asked', 'rep', 'The M2 for this job is missing.'],
      ['resolved', 'admin', 'You were right: the M2 will be on your next paycheck.'],
    ],
    { resolution: 'adjusted', adjusted: lines[0].pay_date, unread: true, days: 6 },
  );
  await ask(
    lines[2],
    'other',
    'accepted',
    [
      ['asked', 'rep', 'Why is the dealer fee higher on this one?'],
      [
        'resolved',
        'admin',
        'The customer chose the 25-year loan, which has the higher dealer fee.',
      ],
      ['accepted', 'rep', null],
    ],
    { resolution: 'no_change', days: 12 },
  );
  // The latest paycheck is left for the visitor to review; the two before it look right.
  const earlier = [...new Set(lines.map((l) => l.pay_date))].slice(1, 3);
  for (const day of earlier) await reviews.upsert(companyId, manager, day, tx);
}
