// Reading the ledger over the API: the whole ledger or one page of it (GET /bee/ledger) and the
// Master CSV (GET /bee/ledger.csv), both streamed a batch at a time. Uploads are
// ledger-upload.controller.ts.
import { Controller, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ActivityService } from '../activity/activity.service.js';
import { ledger as ledgerRoutes } from '@commissionbee/shared/contracts/ledger';
import { CurrentActor } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { ledgerReadQuery, type LedgerReadQuery } from './ledger.dto.js';
import { LEDGER_QUERY_CODES } from './ledger.messages.js';
import { LedgerReadService } from './ledger-read.service.js';
import { MASTER_CSV_FILE_NAME, MASTER_CSV_HEADER, masterCsvLines } from './master-csv.js';

/** Rows per write of the Master CSV (about 70 kB, below V8's large-object size). */
const WRITE_ROWS = 500;

/** Writes a chunk and, when the client is slower than the database, waits until it catches up. */
function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

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
    let open = '[';
    for await (const rows of this.ledger.allBatches(user.companyId)) {
      if (res.destroyed) return; // the client went away
      await write(res, `${open}${rows.map((row) => JSON.stringify(row)).join(',')}`);
      open = ',';
    }
    res.end(open === '[' ? '[]' : ']');
  }

  @Route(ledgerRoutes.masterCsv)
  async masterCsv(@CurrentActor() user: Actor, @Res() res: Response): Promise<void> {
    await this.activity.recordAlone({ companyId: user.companyId, action: 'ledger.master_csv' });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${MASTER_CSV_FILE_NAME}"`);
    res.setHeader('Cache-Control', 'no-store');
    await write(res, MASTER_CSV_HEADER);
    for await (const rows of this.ledger.exportBatches(user.companyId)) {
      if (res.destroyed) return; // the client went away
      // Written a few hundred rows at a time: small strings die young instead of piling up
      // in the large-object space until a full garbage collection.
      for (let start = 0; start < rows.length && !res.destroyed; start += WRITE_ROWS) {
        await write(res, masterCsvLines(rows.slice(start, start + WRITE_ROWS)));
      }
    }
    res.end();
  }
}
