// The first-run page's API (issue 27): while the only companies are the seeded ones, anyone who
// reaches the server may create their company and its first admin, and is signed in. Closed for
// good once another company exists; off with NODE_ENV=production unless FIRST_RUN_SETUP=true;
// limited per network address in PostgreSQL.
import { Body, Controller, Header, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { setup, type FirstRunBody } from '@commissionbee/shared/contracts/companies';
import { SETUP_CLOSED_CODE, SETUP_MESSAGES } from '@commissionbee/shared/password';
import { GuessCountsRepository } from '../auth/guess-counts.repository.js';
import { tooMany } from '../auth/guess-limits.js';
import { TokenService } from '../auth/token.service.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CompaniesService } from './companies.service.js';
import { appError } from '../common/app-error.js';

/** Tries of the first-run form from one network address in an hour. */
const SETUP_TRIES = { max: 10, windowSeconds: 60 * 60 };

@Controller()
export class SetupController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly tokens: TokenService,
    private readonly counts: GuessCountsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(setup.status)
  @Header('Cache-Control', 'no-store')
  async status() {
    return { open: await this.companies.setupOpen(this.config.FIRST_RUN_SETUP) };
  }

  @Route(setup.createCompany)
  async create(
    @Body(new ZodPipe(setup.createCompany.body)) body: FirstRunBody,
    @Req() req: Request,
  ) {
    // Closed (off, or a company of one's own exists): answered at once, before any count or
    // password hashing; the locked check in create() still decides a race between two first runs.
    if (!(await this.companies.setupOpen(this.config.FIRST_RUN_SETUP)))
      throw appError(SETUP_CLOSED_CODE, SETUP_MESSAGES.closed);
    if (await this.counts.countAll([{ key: `setup:ip:${req.ip ?? 'unknown'}`, ...SETUP_TRIES }]))
      throw tooMany('SETUP_TOO_MANY', SETUP_MESSAGES.tooMany);
    const created = await this.companies.create(body.company_name, body.email, body.password, {
      temporary: false,
      firstRun: true,
    });
    return {
      ...created,
      token: await this.tokens.issue({ ...created.admin, company_id: created.company.id }),
    };
  }
}
