import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  isStatementMonth,
  isStatementPayDate,
  isStatementYear,
  repStatements,
  statements,
  type StatementQuery,
  type StatementSettingsBody,
} from '@commissionbee/shared/contracts/statements';
import { CurrentActor, CurrentRep } from '../auth/decorators.js';
import type { Actor, RepPrincipal } from '../auth/principal.js';
import { appError } from '../common/app-error.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { RepEmailPipe } from '../reps/reps.dto.js';
import { StatementsService, type StatementFile } from './statements.service.js';

function checked(value: string, valid: (v: string) => boolean, what: string): string {
  if (!valid(value)) throw appError('VALIDATION_FAILED', `${what} is not valid`);
  return value;
}

/** A PDF answered as a download; the bytes of a frozen statement never change, so neither does its ETag. */
function sendPdf(res: Response, file: StatementFile): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', `"${file.sha256}"`);
  res.setHeader('X-Content-SHA256', file.sha256);
  res.send(file.bytes);
}

@Controller()
export class StatementsController {
  constructor(private readonly statements: StatementsService) {}

  @Route(repStatements.list)
  list(@CurrentRep() rep: RepPrincipal) {
    return this.statements.list(rep.companyId, rep.email);
  }

  @Route(repStatements.paycheck)
  async paycheck(
    @CurrentRep() rep: RepPrincipal,
    @Param('pay_date') payDate: string,
    @Query(new ZodPipe(repStatements.paycheck.query)) query: StatementQuery,
    @Res() res: Response,
  ): Promise<void> {
    const date = checked(payDate, isStatementPayDate, 'The pay date (YYYY-MM-DD)');
    sendPdf(res, await this.statements.paycheckPdf(rep.companyId, rep.email, date, query.revision));
  }

  @Route(repStatements.monthly)
  async monthly(
    @CurrentRep() rep: RepPrincipal,
    @Param('month') month: string,
    @Res() res: Response,
  ): Promise<void> {
    const period = checked(month, isStatementMonth, 'The month (YYYY-MM)');
    sendPdf(res, await this.statements.periodPdf(rep.companyId, rep.email, 'monthly', period));
  }

  @Route(repStatements.ytd)
  async ytd(
    @CurrentRep() rep: RepPrincipal,
    @Param('year') year: string,
    @Res() res: Response,
  ): Promise<void> {
    const period = checked(year, isStatementYear, 'The year (YYYY)');
    sendPdf(res, await this.statements.periodPdf(rep.companyId, rep.email, 'ytd', period));
  }

  @Route(statements.zip)
  async zip(
    @CurrentActor() actor: Actor,
    @Param('pay_date') payDate: string,
    @Res() res: Response,
  ): Promise<void> {
    const date = checked(payDate, isStatementPayDate, 'The pay date (YYYY-MM-DD)');
    await this.statements.zip(actor.companyId, date, res);
  }

  @Route(statements.repPdf)
  async repPdf(
    @CurrentActor() actor: Actor,
    @Param('email', RepEmailPipe) email: string,
    @Param('pay_date') payDate: string,
    @Query(new ZodPipe(statements.repPdf.query)) query: StatementQuery,
    @Res() res: Response,
  ): Promise<void> {
    const date = checked(payDate, isStatementPayDate, 'The pay date (YYYY-MM-DD)');
    sendPdf(res, await this.statements.adminPdf(actor.companyId, email, date, query.revision));
  }

  @Route(statements.settings)
  settings(@CurrentActor() actor: Actor) {
    return this.statements.settings(actor.companyId);
  }

  @Route(statements.setSettings)
  setSettings(
    @CurrentActor() actor: Actor,
    @Body(new ZodPipe(statements.setSettings.body)) body: StatementSettingsBody,
  ) {
    return this.statements.setSettings(actor.companyId, body);
  }
}
