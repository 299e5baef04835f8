// The demo manager's questions, one in each state, and reviews of their latest paychecks, so the
// demo's My questions, the admin queue and the Email Center's review summary have something to show.
import type { QuestionLineSnapshot } from '@commissionbee/shared/questions';
import type { EntityManager } from 'typeorm';
import { PaycheckReviewsRepository } from '../questions/paycheck-reviews.repository.js';
import type { SeedRepository } from './seed.repository.js';

/** A seeded question keeps the line as the rep saw it, like a real one. */
type SeedLine = QuestionLineSnapshot;

type Step = [kind: string, actor: 'rep' | 'admin', body: string | null];

export async function seedDemoQuestions(
  tx: EntityManager,
  seed: SeedRepository,
  reviews: PaycheckReviewsRepository,
  companyId: number,
  managerEmail: string,
  adminEmail: string,
): Promise<void> {
  const manager = managerEmail.toLowerCase();
  const lines = await seed.repPaidLines(tx, companyId, manager, 4);
  const team = await seed.teamPaidLine(tx, companyId, manager);
  if (lines.length < 3) return;
  const admin = adminEmail.toLowerCase();
  const ask = async (
    line: SeedLine | null,
    reason: string,
    status: string,
    steps: Step[],
    extra: { resolution?: string; adjusted?: string; unread?: boolean; days: number },
  ) => {
    const id = await seed.insertQuestion(tx, {
      companyId,
      askerEmail: manager,
      line,
      reason,
      status,
      resolution: extra.resolution ?? null,
      adjustedPayDate: extra.adjusted ?? null,
      repUnread: extra.unread ?? false,
      daysAgo: extra.days,
    });
    for (const [kind, actor, body] of steps)
      await seed.insertQuestionEvent(tx, {
        questionId: id,
        kind,
        actor,
        actorEmail: actor === 'rep' ? manager : admin,
        body,
      });
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
