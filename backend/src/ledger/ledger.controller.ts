// Reading the ledger over the API: the whole ledger or one page of it (GET /bee/ledger) and the
// Master CSV (GET /bee/ledger.csv), both streamed a batch at a time. Uploads are
// uploads/ledger-upload.controller.ts.
import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ActivityService } from '../activity/activity.service.js';
import { CurrentActor, Roles, TokenScope } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { streamText } from '../common/stream-text.js';
import { ZodPipe } from '../common/zod-body.js';
import { LEDGER_SORTS } from '@commissionbee/shared/ledger-query';
import { ledgerReadQuery, type LedgerReadQuery } from './ledger.dto.js';
import { LEDGER_QUERY_CODES } from './ledger.messages.js';
import { LedgerReadService } from './ledger-read.service.js';
import { SEARCH_COUNT_CAP } from './ledger-records.repository.js';
import { MASTER_CSV_FILE_NAME } from './master-csv.js';

@ApiTags('ledger')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee')
export class LedgerController {
  constructor(
    private readonly ledger: LedgerReadService,
    private readonly activity: ActivityService,
  ) {}

  @Get('ledger')
  @TokenScope('ledger:read')
  @ApiOperation({
    summary: "The company's ledger",
    description:
      'Without parameters: every row, newest pay date first (PENDING and CANCELLED on top), streamed as one JSON ' +
      'array. With any of page, pageSize (1-100, default 10), search, pay_date, rep, status or sort: ' +
      '{rows, total, page, pages}, filtered, searched case-insensitively over every field, sorted and paged in ' +
      'SQL; a page past the end answers the last page. A search ' +
      `counts and pages at most ${SEARCH_COUNT_CAP} matches: with more, total is ${SEARCH_COUNT_CAP} and capped is true. ` +
      'A bad parameter is 400 with a code naming it (LEDGER_PAGE_SIZE_INVALID, LEDGER_SORT_INVALID, …).',
  })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'pageSize', required: false, type: Number, description: '1-100, default 10' })
  @ApiQuery({ name: 'search', required: false, type: String })
  @ApiQuery({
    name: 'pay_date',
    required: false,
    type: String,
    description: 'YYYY-MM-DD, PENDING or CANCELLED: only the lines of that pay date',
  })
  @ApiQuery({
    name: 'rep',
    required: false,
    type: String,
    description: "A rep's email (trimmed, any case): only that rep's lines",
  })
  @ApiQuery({ name: 'status', required: false, enum: ['PAID', 'PENDING', 'CANCELLED'] })
  @ApiQuery({
    name: 'sort',
    required: false,
    enum: [...LEDGER_SORTS],
    description:
      'date, rep (name) or amount; a leading - sorts descending; default -date (newest first)',
  })
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

  @Get('ledger.csv')
  @TokenScope('ledger:read')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'Download the Master CSV',
    description:
      'Streamed in upload order, in the upload format (title-case headers); text cells starting with = + - @, ' +
      'tab or CR get a leading single quote so spreadsheets do not run them.',
  })
  async masterCsv(@CurrentActor() user: Actor, @Res() res: Response): Promise<void> {
    await this.activity.recordAlone({ companyId: user.companyId, action: 'ledger.master_csv' });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${MASTER_CSV_FILE_NAME}"`);
    res.setHeader('Cache-Control', 'no-store');
    await streamText(res, this.ledger.masterCsv(user.companyId));
  }
}
