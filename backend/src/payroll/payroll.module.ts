import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { PayrollSettingsRepository } from './payroll-settings.repository.js';
import { PayrollTotalsRepository } from './payroll-totals.repository.js';
import { PayrollController } from './payroll.controller.js';
import { PayrollService } from './payroll.service.js';

@Module({
  imports: [LedgerModule],
  controllers: [PayrollController],
  providers: [PayrollSettingsRepository, PayrollTotalsRepository, PayrollService],
})
export class PayrollModule {}
