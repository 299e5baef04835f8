// The demo company's pay runs on first start (issue 29): review before reps see pay is on; the
// calendar month before the latest payday is paid and closed; the latest pay date is published
// with one adjustment (a correction to a line of the closed month, so the closed paycheck keeps
// its numbers); and the next payday's file is uploaded and waits as a draft, which the demo's
// reps do not see. Written once, with the demo ledger (seed.service.ts), in two steps: the
// published part before the demo's activity history (whose upload and payroll export it counts),
// the draft after it.
import type { EntityManager } from 'typeorm';
import type { PayRunsService } from '../pay-runs/pay-runs.service.js';
import type { LedgerWriter } from '../uploads/ledger-writer.js';
import { ADJUSTMENT_PAY_TYPE } from '@commissionbee/shared/pay-runs';
import { demoClosedPayDates, demoNextPayday, demoPayDates } from './demo-data.js';
import type { SeedRepository } from './seed.repository.js';

export interface DemoPayRunsDeps {
  seed: SeedRepository;
  ledger: LedgerWriter;
  payRuns: PayRunsService;
}

/** The adjustment's amount: what the closed line should have paid more. */
const ADJUSTMENT = 125;

/** Review on, the closed month, and the latest pay date's adjustment. */
export async function seedDemoPublished(
  tx: EntityManager,
  { seed, ledger, payRuns }: DemoPayRunsDeps,
  companyId: number,
  managerEmail: string,
  adminEmail: string,
  today = new Date(),
): Promise<void> {
  const closed = demoClosedPayDates(today);
  const latest = demoPayDates(today).at(-1)!;
  const admin = await seed.user(tx, companyId, adminEmail);
  const by = { label: adminEmail, userId: admin?.id ?? null };
  const original = await seed.lineToAdjust(tx, companyId, managerEmail.toLowerCase(), closed);
  if (original) {
    const { uploadId } = await ledger.store(
      tx,
      companyId,
      [
        {
          pay_date: latest,
          rep_name: original.rep_name,
          rep_email: original.rep_email,
          manager_email: original.manager_email,
          item_name: original.item_name,
          item_pay_type: ADJUSTMENT_PAY_TYPE,
          amount: ADJUSTMENT,
          manual_note: 'System size confirmed at inspection: 9.1 kW, not 8.4 kW.',
        },
      ],
      { fileName: 'demo-corrections.csv', userId: by.userId, uploadedBy: adminEmail },
    );
    await seed.markAdjustments(tx, companyId, uploadId, original);
    // Review is still off here: the latest pay date stays published with its adjustment.
    await payRuns.ledgerChanged(companyId, [latest], by, tx);
  }
  await payRuns.reviewFromNow(companyId, adminEmail, tx);
  await payRuns.closePaid(companyId, closed, adminEmail, tx);
}

/** The next payday's file, uploaded by the admin: a draft (review is on). */
export async function seedDemoDraft(
  tx: EntityManager,
  { seed, ledger, payRuns }: DemoPayRunsDeps,
  companyId: number,
  adminEmail: string,
  today = new Date(),
): Promise<void> {
  const rows = demoNextPayday(today);
  const admin = await seed.user(tx, companyId, adminEmail);
  const by = { label: adminEmail, userId: admin?.id ?? null };
  await ledger.store(tx, companyId, rows, {
    fileName: 'demo-next-payday.csv',
    userId: by.userId,
    uploadedBy: adminEmail,
  });
  await payRuns.ledgerChanged(companyId, [rows[0].pay_date as string], by, tx);
}
