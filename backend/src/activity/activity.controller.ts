import { Controller, Header, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  activity,
  activityQuery,
  type ActivityFilter,
  type ActivityQuery,
} from '@commissionbee/shared/contracts/activity';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { TokenPrincipal, UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { ACTIVITY_CSV_HEADER, activityCsvLine } from './activity-csv.js';
import { ActivityService } from './activity.service.js';

@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Route(activity.list)
  @Header('Cache-Control', 'no-store')
  async list(
    @CurrentPrincipal() user: UserPrincipal | TokenPrincipal,
    @Query(new ZodPipe(activityQuery)) query: ActivityQuery,
  ) {
    const companyId = await this.activity.companyFor(user, query.company_id);
    return this.activity.page(companyId, query, query.page, query.pageSize);
  }

  @Route(activity.csv)
  async csv(
    @CurrentPrincipal() user: UserPrincipal | TokenPrincipal,
    @Query(new ZodPipe(activity.csv.query)) filter: ActivityFilter,
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
