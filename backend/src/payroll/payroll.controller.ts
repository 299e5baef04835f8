import { Body, Controller, Header, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  payroll,
  type PayrollExportQuery,
  type PayrollSettingsBody,
  type PayrollSummaryQuery,
} from '@commissionbee/shared/contracts/payroll';
import { CurrentActor, CurrentUser } from '../auth/decorators.js';
import type { Actor, UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { PayrollService } from './payroll.service.js';

@Controller()
export class PayrollController {
  constructor(private readonly payroll: PayrollService) {}

  @Route(payroll.summary)
  @Header('Cache-Control', 'no-store')
  summary(
    @CurrentActor() user: Actor,
    @Query(new ZodPipe(payroll.summary.query)) query: PayrollSummaryQuery,
  ) {
    return this.payroll.summary(user.companyId, query.payDate);
  }

  @Route(payroll.export)
  async export(
    @CurrentActor() user: Actor,
    @Query(new ZodPipe(payroll.export.query)) query: PayrollExportQuery,
    @Res() res: Response,
  ): Promise<void> {
    const { fileName, bytes, sha256 } = await this.payroll.export(
      user,
      query.payDate,
      query.format,
    );
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    // The SHA-256 the export's record keeps (issue 29 §5), of the file before any content coding.
    res.setHeader('X-Payroll-Sha256', sha256);
    res.send(bytes);
  }

  @Route(payroll.settings)
  getSettings(@CurrentUser() user: UserPrincipal) {
    return this.payroll.getSettings(user.companyId);
  }

  @Route(payroll.setSettings)
  setSettings(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(payroll.setSettings.body)) body: PayrollSettingsBody,
  ) {
    return this.payroll.setSettings(user.companyId, body);
  }
}
