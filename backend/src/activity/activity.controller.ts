import { applyDecorators, Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, Roles, TokenScope } from '../auth/decorators.js';
import type { TokenPrincipal, UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import { ACTIVITY_CSV_HEADER, activityCsvLine } from './activity-csv.js';
import {
  activityFilter,
  activityQuery,
  type ActivityFilter,
  type ActivityQuery,
} from './activity.dto.js';
import { ActivityService } from './activity.service.js';

const FILTERS_TEXT =
  'who matches the actor (name or email) or the target; what is a group (access, ledger, portals, reps, ' +
  'calculator, company, questions) or one action; from and to are dates (UTC, both included); company_id is for ' +
  "super users (anyone else asking for another company's log gets 404).";

const FilterQueries = () =>
  applyDecorators(
    ApiQuery({ name: 'who', required: false }),
    ApiQuery({ name: 'what', required: false }),
    ApiQuery({ name: 'from', required: false }),
    ApiQuery({ name: 'to', required: false }),
    ApiQuery({ name: 'company_id', required: false }),
  );

@ApiTags('activity')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get('activity')
  @TokenScope('activity:read')
  @Header('Cache-Control', 'no-store')
  @FilterQueries()
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'pageSize', required: false })
  @ApiOperation({
    summary: "The company's activity log, newest first, paged in SQL",
    description: `{rows: [{id, created_at, actor_kind, actor_email, actor_name, action, target, details, ip, user_agent, sentence}], total, page, pages}. ${FILTERS_TEXT}`,
  })
  async list(
    @CurrentPrincipal() user: UserPrincipal | TokenPrincipal,
    @Query(new ZodPipe(activityQuery)) query: ActivityQuery,
  ) {
    const companyId = await this.activity.companyFor(user, query.company_id);
    return this.activity.page(companyId, query, query.page, query.pageSize);
  }

  @Get('activity.csv')
  @TokenScope('activity:read')
  @ApiProduces('text/csv')
  @FilterQueries()
  @ApiOperation({
    summary: 'The filtered activity log as CSV',
    description: `Same filters as GET /bee/activity; every matching event, newest first; cells a spreadsheet would run as a formula are neutralised like the Master CSV's. ${FILTERS_TEXT}`,
  })
  async csv(
    @CurrentPrincipal() user: UserPrincipal | TokenPrincipal,
    @Query(new ZodPipe(activityFilter)) filter: ActivityFilter,
    @Res() res: Response,
  ): Promise<void> {
    const companyId = await this.activity.companyFor(user, filter.company_id);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="commissionbee-activity.csv"');
    res.setHeader('Cache-Control', 'no-store');
    res.write(ACTIVITY_CSV_HEADER);
    for await (const events of this.activity.batches(companyId, filter)) {
      if (res.destroyed) return;
      res.write(events.map(activityCsvLine).join(''));
    }
    res.end();
  }
}
