import { Body, Controller, Get, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatUsDate, normalizeDate } from '@commissionbee/shared/pay-date';
import { z } from 'zod';
import { CurrentUser, Roles } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { LargeJsonBody, LIST_BODY_LIMIT } from '../common/body-limits.js';
import { ZodPipe } from '../common/zod-body.js';
import { MailService } from './mail.service.js';
import { PortalRepsService } from './portal-reps.service.js';

export const MAX_REPS_PER_SEND = 5_000;

const repPortalsBody = z.object({
  pay_date: z
    .string()
    .refine((value) => normalizeDate(value) !== null, 'pay_date must be a date (M/D/YYYY)')
    .transform((value) => formatUsDate(normalizeDate(value))),
  // Custom issues reach the client as written (spec §5: 'Select at least one rep').
  rep_emails: z
    .array(z.string().max(320), { error: 'Select at least one rep' })
    .refine((emails) => emails.length > 0, 'Select at least one rep')
    .refine(
      (emails) => emails.length <= MAX_REPS_PER_SEND,
      `Select at most ${MAX_REPS_PER_SEND} reps`,
    ),
});

@ApiTags('mail')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class MailController {
  constructor(
    private readonly mail: MailService,
    private readonly portalReps: PortalRepsService,
  ) {}

  @Post('mail/rep-portals')
  @UseInterceptors(new LargeJsonBody(LIST_BODY_LIMIT)) // up to 5,000 emails: over 100 kB
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email reps their private portal links',
    description:
      "Body {pay_date: 'M/D/YYYY', rep_emails: string[] (1 to 5000)}. Each rep of the caller's company with a live link " +
      'gets exactly one message; other addresses are listed in `ignored`. Answers {sent, failed: [{email, error}], ignored}; ' +
      '502 when the mail server could not be reached for any of them. Every attempt is recorded in mail_log.',
  })
  send(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(repPortalsBody)) body: z.infer<typeof repPortalsBody>,
  ) {
    return this.mail.sendRepPortals(user.companyId, body.pay_date, body.rep_emails);
  }

  @Get('bee/portal-reps')
  @ApiOperation({
    summary: 'The Email Center table',
    description:
      'One row per rep email of the ledger: {rep_email, rep_name, team_members, last_emailed, latest_pay_date, key_issued_at}.',
  })
  reps(@CurrentUser() user: UserPrincipal) {
    return this.portalReps.list(user.companyId);
  }
}
