import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { PGlite } from '@electric-sql/pglite';
import { ApiTokensModule } from './api-tokens/api-tokens.module.js';
import { ActivityModule } from './activity/activity.module.js';
import { AuthModule } from './auth/auth.module.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { BackupsModule } from './backup/backups.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { CompaniesModule } from './companies/companies.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { dataSourceOptions } from './database/data-source.js';
import { EmbeddedDbModule } from './database/embedded-db.module.js';
import { HealthController } from './health/health.controller.js';
import { HealthRepository } from './health/health.repository.js';
import { LedgerModule } from './ledger/ledger.module.js';
import { MailModule } from './mail/mail.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { QueueModule } from './queue/queue.module.js';
import { CalculatorModule } from './calculator/calculator.module.js';
import { ViewKeysModule } from './view-keys/view-keys.module.js';
import { QuestionsModule } from './questions/questions.module.js';
import { PlansModule } from './plans/plans.module.js';
import { PayrollModule } from './payroll/payroll.module.js';
import { PayRunsModule } from './pay-runs/pay-runs.module.js';
import { RepsModule } from './reps/reps.module.js';
import { LanguagesModule } from './i18n/languages.module.js';
import { SeedModule } from './seed/seed.module.js';
import { StatementsModule } from './statements/statements.module.js';
import { VerifyModule } from './verify/verify.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { UsersModule } from './users/users.module.js';
import { PeopleModule } from './people/people.module.js';
import { ScimModule } from './scim/scim.module.js';
import { SsoModule } from './sso/sso.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, pglite: PGlite | null): DynamicModule {
    const target = config.DATABASE_URL
      ? { url: config.DATABASE_URL, statementTimeoutMs: config.STATEMENT_TIMEOUT_MS }
      : { pglite: pglite! };
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        EmbeddedDbModule.forRoot(config.DATABASE_URL ? null : pglite),
        // Each module registers its own entities (TypeOrmModule.forFeature); the app loads them.
        TypeOrmModule.forRoot({ ...dataSourceOptions(target), autoLoadEntities: true }),
        QueueModule,
        IdempotencyModule,
        WebhooksModule,
        ActivityModule,
        AuthModule,
        ApiTokensModule,
        UsersModule,
        PeopleModule,
        ScimModule,
        SsoModule,
        CompaniesModule,
        LedgerModule,
        UploadsModule,
        ViewKeysModule,
        MailModule,
        NotificationsModule,
        CalculatorModule,
        QuestionsModule,
        PlansModule,
        BackupsModule,
        RepsModule,
        LanguagesModule,
        PayrollModule,
        StatementsModule,
        VerifyModule,
        PayRunsModule,
        SeedModule,
      ],
      controllers: [HealthController],
      providers: [HealthRepository, { provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}
