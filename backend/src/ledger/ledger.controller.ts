// Reading the ledger over the API: the whole ledger or one page of it (GET /bee/ledger) and the
// Master CSV (GET /bee/ledger.csv), both streamed a batch at a time. Uploads are
// uploads/ledger-upload.controller.ts.
import { Controller, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ActivityService } from '../activity/activity.service.js';
import { ledger as ledgerRoutes } from '@commissionbee/shared/contracts/ledger';
import { CurrentActor } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { streamText } from '../common/stream-text.js';
import { ZodPipe } from '../common/zod-body.js';
import { ledgerReadQuery, type LedgerReadQuery } from './ledger.dto.js';
import { LEDGER_QUERY_CODES } from './ledger.messages.js';
import { LedgerReadService } from './ledger-read.service.js';
import { MASTER_CSV_FILE_NAME } from './master-csv.js';

@Controller()
export class LedgerController {
  constructor(
    private readonly ledger: LedgerReadService,
    private readonly activity: ActivityService,
  ) {}

  @Route(ledgerRoutes.read)
  async read(
    @CurrentActor() user: Actor,
    @Query(new ZodPipe(ledgerReadQuery, LEDGER_QUERY_CODES)) query: LedgerReadQuery,
    @Res() res: Response,
  ): Promise<void> {
    if (query) {
      res.json(await this.ledger.page(user.companyId, query));
      return;
    }
    // Streamed a batch at a time: a million-row ledger is never one string in memory.
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    await streamText(res, this.ledger.allJson(user.companyId));
  }

  @Route(ledgerRoutes.masterCsv)
  async masterCsv(@CurrentActor() user: Actor, @Res() res: Response): Promise<void> {
    await this.activity.recordAlone({ companyId: user.companyId, action: 'ledger.master_csv' });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${MASTER_CSV_FILE_NAME}"`);
    res.setHeader('Cache-Control', 'no-store');
    await streamText(res, this.ledger.masterCsv(user.companyId));
  }
}
