// Seeds the companies and users of DESIGN §5 on every start; safe to run again and again.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEMO_COMPANY_ID, FEATURES, MAINTENANCE_COMPANY_ID } from '@commissionbee/shared/types';
import { DataSource, type EntityManager } from 'typeorm';
import { randomBytes } from 'node:crypto';
import { checkPassword, hashPassword } from '../auth/password-hasher.js';
import { APP_CONFIG, PUBLISHED_SUPER_PASSWORD, type AppConfig } from '../config/config.js';
import { DEMO_MANAGER, DEMO_VIEW_KEY, demoLedger } from './demo-data.js';
import { seedDemoActivity } from './demo-activity.js';
import { LedgerWriter } from '../ledger/ledger-writer.js';
import { CalculatorService } from '../calculator/calculator.service.js';
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import { PaycheckReviewsRepository } from '../questions/paycheck-reviews.repository.js';
import { seedDemoQuestions } from './demo-questions.js';

export const SEED_USERS = {
  demoAdmin: { email: 'admin@demosolar.example', password: 'DemoAdmin-2024', name: 'Dana Admin' },
  demoStandard: {
    email: 'viewer@demosolar.example',
    password: 'DemoViewer-2024',
    name: 'Sam Viewer',
  },
  legacyAdmin: {
    email: 'legacy@commissionbee.local',
    password: 'Legacy-Admin1',
    name: 'Legacy Admin',
  },
};

@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerWriter,
    private readonly calculators: CalculatorService,
    private readonly reviews: PaycheckReviewsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<{ createdSuper: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO companies (id, name, features) VALUES ($1, 'Legacy Co.', '{}'), ($2, 'Demo Solar Co.', $3)
         ON CONFLICT (id) DO NOTHING`,
        [MAINTENANCE_COMPANY_ID, DEMO_COMPANY_ID, FEATURES],
      );
      const createdSuper = await this.ensureUser(tx, DEMO_COMPANY_ID, {
        email: this.config.SEED_SUPER_EMAIL,
        password: this.config.SEED_SUPER_PASSWORD,
        name: 'Super User',
        admin: true,
        super: true,
      });
      await this.seedUser(tx, DEMO_COMPANY_ID, { ...SEED_USERS.demoAdmin, admin: true });
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
    const rows: { id: number; password_hash: string }[] = await tx.query(
      `SELECT id, password_hash FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    const user = rows[0];
    if (!user || !(await checkPassword(published, user.password_hash))) return;
    await tx.query(`UPDATE users SET password_hash = $2, sessions_from = now() WHERE id = $1`, [
      user.id,
      await hashPassword(password),
    ]);
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
    const existing: unknown[] = await tx.query(
      `SELECT 1 FROM users WHERE lower(email) = lower($1)`,
      [user.email],
    );
    if (existing.length > 0) return false;
    const [first, ...rest] = user.name.split(' ');
    await tx.query(
      `INSERT INTO users (company_id, email, password_hash, name, first_name, last_name, admin, super)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        companyId,
        user.email,
        await hashPassword(user.password),
        user.name,
        first,
        rest.join(' '),
        user.admin,
        user.super ?? false,
      ],
    );
    return true;
  }

  private async seedDemoLedger(tx: EntityManager): Promise<void> {
    const [{ count }]: { count: number }[] = await tx.query(
      `SELECT count(*)::int AS count FROM ledger_records WHERE company_id = $1`,
      [DEMO_COMPANY_ID],
    );
    if (count > 0) return;
    await this.ledger.store(tx, DEMO_COMPANY_ID, demoLedger(), {
      fileName: 'demo-seed.csv',
      userId: null,
      uploadedBy: 'seed',
    });
    // The fixed demo link: the manager's key, with the calculator granted.
    await tx.query(
      `UPDATE rep_keys SET view_key = $3, custom_features = '{whatif-calc}'
        WHERE company_id = $1 AND lower(email) = lower($2) AND revoked_at IS NULL`,
      [DEMO_COMPANY_ID, DEMO_MANAGER.email, DEMO_VIEW_KEY],
    );
    await seedDemoQuestions(
      tx,
      this.reviews,
      DEMO_COMPANY_ID,
      DEMO_MANAGER.email,
      SEED_USERS.demoAdmin.email,
    );
    await seedDemoActivity(tx, DEMO_COMPANY_ID, SEED_USERS.demoAdmin.email);
    this.logger.log(`Demo ledger seeded; demo portal at ${this.config.PUBLIC_URL}/demo`);
  }
}
