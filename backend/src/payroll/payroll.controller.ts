import { Body, Controller, Get, Header, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentActor, CurrentUser, Roles, TokenScope } from '../auth/decorators.js';
import type { Actor, UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import {
  payrollExportQuery,
  payrollSettingsBody,
  payrollSummaryQuery,
  type PayrollExportQuery,
  type PayrollSettingsBody,
  type PayrollSummaryQuery,
} from './payroll.dto.js';
import { PayrollService } from './payroll.service.js';

@ApiTags('payroll')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee/payroll')
export class PayrollController {
  constructor(private readonly payroll: PayrollService) {}

  @Get()
  @TokenScope('payroll:read')
  @Header('Cache-Control', 'no-store')
  @ApiQuery({ name: 'payDate', required: false })
  @ApiOperation({
    summary: 'What a payroll export of a pay date holds',
    description:
      '{pay_dates (newest first), pay_date (the given one, else the newest), reps: [{email, rep_name, employee_id, ' +
      'first_name, last_name, total}], total, missing: [{email, name}] (reps without an employee ID), settings}.',
  })
  summary(
    @CurrentActor() user: Actor,
    @Query(new ZodPipe(payrollSummaryQuery)) query: PayrollSummaryQuery,
  ) {
    return this.payroll.summary(user.companyId, query.payDate);
  }

  @Get('export')
  @TokenScope('payroll:read')
  @ApiProduces('text/csv')
  @ApiQuery({ name: 'payDate', required: true })
  @ApiQuery({ name: 'format', required: true, enum: ['gusto', 'adp', 'generic'] })
  @ApiOperation({
    summary: 'Download the payroll file of a pay date (Gusto, ADP Workforce Now or Generic)',
    description:
      "Each rep's total is the ledger's sum of their PAID lines that day; PENDING and CANCELLED lines are never " +
      'included. Gusto and ADP answer 409 {message, missing: [{email, name}]} while a rep has no employee ID ' +
      '(Generic allows them); ADP also needs the company code, batch ID and earnings code (409), and each ' +
      "employee ID to be the rep's ADP file number, up to 6 digits (409 with those reps in missing). Gusto's " +
      'columns: first_name, last_name, gusto_employee_id, commission. Cells are ' +
      'formula-neutralised like the Master CSV. Each export is an activity event.',
  })
  async export(
    @CurrentActor() user: Actor,
    @Query(new ZodPipe(payrollExportQuery)) query: PayrollExportQuery,
    @Res() res: Response,
  ): Promise<void> {
    const { fileName, csv } = await this.payroll.export(
      user.companyId,
      query.payDate,
      query.format,
    );
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(csv);
  }

  @Get('settings')
  @ApiOperation({
    summary: "The company's ADP codes: {adp_company_code, adp_batch_id, adp_earnings_code}",
  })
  getSettings(@CurrentUser() user: UserPrincipal) {
    return this.payroll.getSettings(user.companyId);
  }

  @Put('settings')
  @ApiOperation({
    summary: "Set the company's ADP codes (letters and digits; null clears)",
    description: 'Body {adp_company_code, adp_batch_id, adp_earnings_code}.',
  })
  setSettings(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(payrollSettingsBody)) body: PayrollSettingsBody,
  ) {
    return this.payroll.setSettings(user.companyId, body);
  }
}
