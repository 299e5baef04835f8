// The first-run page's API (issue 27): while the only companies are the seeded ones, anyone who
// reaches the server may create their company and its first admin, and is signed in. Closed for
// good once another company exists; off with NODE_ENV=production unless FIRST_RUN_SETUP=true;
// limited per network address in PostgreSQL.
import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SETUP_CLOSED_CODE, SETUP_MESSAGES } from '@commissionbee/shared/password';
import { Public } from '../auth/decorators.js';
import { GuessCountsRepository } from '../auth/guess-counts.repository.js';
import { tooMany } from '../auth/guess-limits.js';
import { TokenService } from '../auth/token.service.js';
import { ZodPipe } from '../common/zod-body.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { firstRunBody, type FirstRunBody } from './companies.dto.js';
import { CompaniesService } from './companies.service.js';
import { appError } from '../common/app-error.js';

/** Tries of the first-run form from one network address in an hour. */
const SETUP_TRIES = { max: 10, windowSeconds: 60 * 60 };

@ApiTags('first run')
@Controller('setup')
export class SetupController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly tokens: TokenService,
    private readonly counts: GuessCountsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Whether the first-run page may create a company now',
    description:
      '{open}: true while the only companies are the seeded ones (1 and 10) and FIRST_RUN_SETUP allows it ' +
      '(default: on, off with NODE_ENV=production).',
  })
  async status() {
    return { open: await this.companies.setupOpen(this.config.FIRST_RUN_SETUP) };
  }

  @Public()
  @Post('company')
  @HttpCode(201)
  @ApiOperation({
    summary: 'The first-run page: create your company and its first admin, signed in',
    description:
      '{company_name, email, password (the product rule)} → {token, company, admin}. The admin chose the password, ' +
      `so it is not temporary. 409 ${SETUP_CLOSED_CODE} once a company other than the seeded ones exists or when ` +
      'FIRST_RUN_SETUP is off; 409 when the email is taken; 429 after 10 tries from one address in an hour.',
  })
  async create(@Body(new ZodPipe(firstRunBody)) body: FirstRunBody, @Req() req: Request) {
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
