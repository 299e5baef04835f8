import { Body, Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { CurrentActor, CurrentUser, Roles, TokenScope } from '../auth/decorators.js';
import type { Actor, UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import { questionListQuery, resolveBody, reviewsQuery } from './questions.dto.js';
import { COMPANY_ONLY, MessageText, PostOk, QuestionId } from './question-routes.js';
import { QuestionsService } from './questions.service.js';
import { ReviewsService } from './reviews.service.js';

@ApiTags('questions')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee')
export class QuestionsController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly reviews: ReviewsService,
  ) {}

  @Get('questions')
  @TokenScope('questions:read')
  @Header('Cache-Control', 'no-store')
  @ApiQuery({
    name: 'status',
    required: false,
    enum: ['open', 'waiting_on_rep', 'resolved', 'all'],
  })
  @ApiQuery({ name: 'overdue', required: false })
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'pageSize', required: false })
  @ApiOperation({
    summary: 'The questions queue, paged in SQL',
    description:
      '{rows, total, page, pages, open}: status open (default) | waiting_on_rep | resolved (with accepted) | all; overdue=true ' +
      "keeps open questions older than the company's answer time in business days; search matches the rep, the item and the text.",
  })
  list(
    @CurrentActor() user: Actor,
    @Query(new ZodPipe(questionListQuery)) query: z.infer<typeof questionListQuery>,
  ) {
    return this.questions.page(user.companyId, query);
  }

  @Get('questions/:id')
  @TokenScope('questions:read')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      "A question: the line as asked and now (unchanged / changed / removed), the rep's other lines that day, the thread",
    description: COMPANY_ONLY,
  })
  detail(@CurrentActor() user: Actor, @QuestionId() id: number) {
    return this.questions.adminDetail(user.companyId, id);
  }

  @PostOk(
    'questions/:id/messages',
    'Reply to the rep (the state stays; 409 once resolved)',
    COMPANY_ONLY,
  )
  reply(
    @CurrentUser() user: UserPrincipal,
    @QuestionId() id: number,
    @MessageText() message: string,
  ) {
    return this.questions.adminReply(user, id, message);
  }

  @PostOk(
    'questions/:id/request-info',
    'Ask the rep for more information (open → waiting on rep; 409 otherwise)',
    COMPANY_ONLY,
  )
  requestInfo(
    @CurrentUser() user: UserPrincipal,
    @QuestionId() id: number,
    @MessageText() message: string,
  ) {
    return this.questions.requestInfo(user, id, message);
  }

  @PostOk(
    'questions/:id/resolve',
    'Resolve: {resolution: adjusted, adjusted_pay_date, message?} or {resolution: no_change, message}',
    `open or waiting on rep → resolved; 409 otherwise. ${COMPANY_ONLY}`,
  )
  resolve(
    @CurrentUser() user: UserPrincipal,
    @QuestionId() id: number,
    @Body(new ZodPipe(resolveBody)) body: z.infer<typeof resolveBody>,
  ) {
    return this.questions.resolve(user, id, body);
  }

  @Get('reviews')
  @Header('Cache-Control', 'no-store')
  @ApiQuery({ name: 'pay_date', required: true })
  @ApiOperation({
    summary: 'Who reviewed a pay date',
    description:
      '{pay_date, reps: [{rep_email, rep_name, reviewed_at, stale, last_opened_at, open_questions}], reviewed, open_questions}: ' +
      'every rep with paid lines that day.',
  })
  payDateReviews(
    @CurrentUser() user: UserPrincipal,
    @Query(new ZodPipe(reviewsQuery)) query: z.infer<typeof reviewsQuery>,
  ) {
    return this.reviews.forPayDate(user.companyId, query.pay_date);
  }
}
