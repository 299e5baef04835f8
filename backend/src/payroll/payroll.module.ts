import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { PayRunsModule } from '../pay-runs/pay-runs.module.js';
import { PayrollSettingsRepository } from './payroll-settings.repository.js';
import { PayrollTotalsRepository } from './payroll-totals.repository.js';
import { PayrollController } from './payroll.controller.js';
import { PayrollService } from './payroll.service.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PayrollSettingsRecord } from './payroll-settings.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([PayrollSettingsRecord]), LedgerModule, PayRunsModule],
  controllers: [PayrollController],
  providers: [PayrollSettingsRepository, PayrollTotalsRepository, PayrollService],
})
export class PayrollModule {}
