// Seeds the companies and users of DESIGN §5 on every start; safe to run again and again. The
// tables this backend's core owns are written through their repositories; the demo's back office
// (demo-activity.ts, demo-questions.ts) stays a seed script of typed statements.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEMO_COMPANY_ID, FEATURES, MAINTENANCE_COMPANY_ID } from '@commissionbee/shared/types';
import { DataSource, type EntityManager } from 'typeorm';
import { randomBytes } from 'node:crypto';
import { checkPassword, hashPassword } from '../auth/password-hasher.js';
import { APP_CONFIG, PUBLISHED_SUPER_PASSWORD, type AppConfig } from '../config/config.js';
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import { DEMO_MANAGER, demoLedger } from './demo-data.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoDraft, seedDemoPublished } from './demo-pay-runs.js';
import { LedgerWriter } from '../uploads/ledger-writer.js';
import { PayRunsService } from '../pay-runs/pay-runs.service.js';
import { CalculatorService } from '../calculator/calculator.service.js';
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import { SEED_USERS } from '@commissionbee/shared/seed-users';
import { PaycheckReviewsRepository } from '../questions/paycheck-reviews.repository.js';
import { seedDemoQuestions } from './demo-questions.js';
import { SeedRepository } from './seed.repository.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { RepKeysRepository } from '../view-keys/rep-keys.repository.js';

@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerWriter,
    private readonly payRuns: PayRunsService,
    private readonly calculators: CalculatorService,
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
    private readonly repKeys: RepKeysRepository,
    private readonly reviews: PaycheckReviewsRepository,
    private readonly seed: SeedRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<{ createdSuper: boolean }> {
    return this.db.transaction(async (tx) => {
      await this.companies.ensureSeeded(
        {
          maintenanceId: MAINTENANCE_COMPANY_ID,
          demoId: DEMO_COMPANY_ID,
          demoFeatures: FEATURES,
        },
        tx,
      );
      const createdSuper = await this.ensureUser(tx, DEMO_COMPANY_ID, {
        email: this.config.SEED_SUPER_EMAIL,
        password: this.config.SEED_SUPER_PASSWORD,
        name: 'Super User',
        admin: true,
        super: true,
      });
      await this.seedUser(tx, DEMO_COMPANY_ID, { ...SEED_USERS.demoAdmin, admin: true });
      await this.seedUser(tx, DEMO_COMPANY_ID, { ...SEED_USERS.demoSecondAdmin, admin: true });
      await this.seedUser(tx, DEMO_COMPANY_ID, { ...SEED_USERS.demoStandard, admin: false });
      await this.seedUser(tx, MAINTENANCE_COMPANY_ID, { ...SEED_USERS.legacyAdmin, admin: true });
      if (this.production) {
        await this.replacePublished(
          tx,
          this.config.SEED_SUPER_EMAIL,
          PUBLISHED_SUPER_PASSWORD,
          this.config.SEED_SUPER_PASSWORD,
        );
      }
      await this.calculators.ensureDefault(DEMO_COMPANY_ID, DEMO_CALCULATOR, tx);
      if (this.config.SEED_DEMO) await this.seedDemoLedger(tx);
      return { createdSuper };
    });
  }

  private get production(): boolean {
    return this.config.NODE_ENV === 'production';
  }

  /**
   * A demo or legacy user. Outside production: with the password the README publishes. In
   * production no account keeps a published password: these users are created only with the demo
   * on, each with a random password printed once, and one that still has its published password
   * (a database first started outside production) gets a random one instead.
   */
  private async seedUser(
    tx: EntityManager,
    companyId: number,
    user: { email: string; password: string; name: string; admin: boolean },
  ): Promise<void> {
    if (!this.production) {
      await this.ensureUser(tx, companyId, user);
      return;
    }
    const password = randomBytes(12).toString('base64url');
    if (this.config.SEED_DEMO && (await this.ensureUser(tx, companyId, { ...user, password }))) {
      this.logger.warn(`${user.email} created with the password ${password} (shown only now).`);
      return;
    }
    await this.replacePublished(tx, user.email, user.password, password);
  }

  /** Gives an account that still has its published password `password`, ending its sessions. */
  private async replacePublished(
    tx: EntityManager,
    email: string,
    published: string,
    password: string,
  ): Promise<void> {
    const user = await this.users.findPasswordByEmail(email, tx);
    if (!user || !(await checkPassword(published, user.password_hash))) return;
    await this.users.replacePassword(user.id, await hashPassword(password), tx);
    this.logger.warn(
      email === this.config.SEED_SUPER_EMAIL
        ? `${email} still had the published default password; it is now SEED_SUPER_PASSWORD.`
        : `${email} had a published password, refused in production; it is now ${password} (shown only now).`,
    );
  }

  private async ensureUser(
    tx: EntityManager,
    companyId: number,
    user: { email: string; password: string; name: string; admin: boolean; super?: boolean },
  ): Promise<boolean> {
    if (await this.users.emailTaken(user.email, tx)) return false;
    await this.users.insertSeeded(
      companyId,
      {
        email: user.email,
        passwordHash: await hashPassword(user.password),
        name: user.name,
        admin: user.admin,
        super: user.super ?? false,
      },
      tx,
    );
    return true;
  }

  private async seedDemoLedger(tx: EntityManager): Promise<void> {
    if ((await this.seed.ledgerLineCount(tx, DEMO_COMPANY_ID)) > 0) return;
    const { uploadId } = await this.ledger.store(tx, DEMO_COMPANY_ID, demoLedger(), {
      fileName: 'demo-seed.csv',
      userId: null,
      uploadedBy: 'seed',
    });
    // Pay runs (issue 29): the seeded pay dates are published, as an upload's would be.
    await this.payRuns.publishUntracked(DEMO_COMPANY_ID, 'seed', tx);
    // The fixed demo link: the manager's key, with the calculator granted.
    await this.repKeys.setDemoKey(DEMO_COMPANY_ID, DEMO_MANAGER.email, DEMO_VIEW_KEY, tx);
    await seedDemoQuestions(
      tx,
      this.seed,
      this.reviews,
      DEMO_COMPANY_ID,
      DEMO_MANAGER.email,
      SEED_USERS.demoAdmin.email,
    );
    const payRuns = { seed: this.seed, ledger: this.ledger, payRuns: this.payRuns };
    const admin = SEED_USERS.demoAdmin.email;
    if (this.config.SEED_DEMO_PAY_RUNS)
      await seedDemoPublished(tx, payRuns, DEMO_COMPANY_ID, DEMO_MANAGER.email, admin);
    await seedDemoActivity(tx, this.seed, DEMO_COMPANY_ID, admin, uploadId);
    if (this.config.SEED_DEMO_PAY_RUNS) await seedDemoDraft(tx, payRuns, DEMO_COMPANY_ID, admin);
    this.logger.log(`Demo ledger seeded; demo portal at ${this.config.PUBLIC_URL}/demo`);
  }
}
