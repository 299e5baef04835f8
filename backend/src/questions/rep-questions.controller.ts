import { Body, Controller, Get, Header, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { CurrentRep, RepAccess } from '../auth/decorators.js';
import type { RepPrincipal } from '../auth/principal.js';
import { RepWriteLimit } from '../auth/rep-write-limits.js';
import { ZodPipe } from '../common/zod-body.js';
import { newQuestionBody, reviewBody } from './questions.dto.js';
import { MessageText, PostOk, QuestionId } from './question-routes.js';
import { QuestionsService } from './questions.service.js';
import { ReviewsService } from './reviews.service.js';

const REP_ONLY =
  "With X-View-Key: only the questions the key's email asked, in its company (404 otherwise). The public demo key reads but may not write (403).";

@ApiTags('rep questions')
@RepAccess()
@Controller('bee/rep')
export class RepQuestionsController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly reviews: ReviewsService,
  ) {}

  @Get('questions')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The rep's own questions, newest activity first",
    description: REP_ONLY,
  })
  list(@CurrentRep() rep: RepPrincipal) {
    return this.questions.listForRep(rep);
  }

  @Post('questions')
  @ApiOperation({
    summary: 'Ask about a pay line, a paycheck or missing pay',
    description:
      '{record_id?, pay_date?, reason, expected_amount?, message (1–2,000 characters), client_id? (uuid)}. With record_id: a line ' +
      'the key may see (own or team), snapshotted as it is now; with pay_date only: the whole paycheck; neither: missing pay. ' +
      'The same client_id again answers the question already made. 429 after 20 questions in 24 hours. ' +
      REP_ONLY,
  })
  ask(
    @CurrentRep() rep: RepPrincipal,
    @Body(new ZodPipe(newQuestionBody)) body: z.infer<typeof newQuestionBody>,
  ) {
    return this.questions.ask(rep, body);
  }

  @Get('questions/:id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'One of the rep\'s questions with its thread (clears its "answer waiting" mark)',
    description: REP_ONLY,
  })
  detail(@CurrentRep() rep: RepPrincipal, @QuestionId() id: number) {
    return this.questions.repDetail(rep, id);
  }

  @PostOk(
    'questions/:id/messages',
    'The rep writes in the thread (waiting on rep → open; 409 once resolved)',
    REP_ONLY,
  )
  @RepWriteLimit('reply')
  reply(@CurrentRep() rep: RepPrincipal, @QuestionId() id: number, @MessageText() message: string) {
    return this.questions.repReply(rep, id, message);
  }

  @PostOk(
    'questions/:id/accept',
    'The rep accepts the resolution (resolved → accepted; 409 otherwise)',
    REP_ONLY,
  )
  accept(@CurrentRep() rep: RepPrincipal, @QuestionId() id: number) {
    return this.questions.accept(rep, id);
  }

  @PostOk(
    'questions/:id/reopen',
    'The rep reopens a resolved question within 30 days, saying why (→ open; 409 otherwise)',
    REP_ONLY,
  )
  @RepWriteLimit('reopen')
  reopen(
    @CurrentRep() rep: RepPrincipal,
    @QuestionId() id: number,
    @MessageText() message: string,
  ) {
    return this.questions.reopen(rep, id, message);
  }

  @Get('reviews')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The rep's paycheck reviews: {pay_date, reviewed_at, stale}[]" })
  myReviews(@CurrentRep() rep: RepPrincipal) {
    return this.reviews.listForRep(rep);
  }

  @PostOk(
    'reviews',
    '"Looks right" for a paycheck',
    "{pay_date: YYYY-MM-DD}: stores the review of the key's own paid lines of that date with a hash of them; once the " +
      'lines change the review is stale; a review of lines unchanged since the last one changes nothing (no event, ' +
      'no webhook) and answers the same. 404 when the rep has no paycheck that day; 403 for the demo key; 429 ' +
      '(REP_WRITE_LIMIT, Retry-After) after 30 reviews of one key in an hour.',
  )
  @RepWriteLimit('review')
  review(
    @CurrentRep() rep: RepPrincipal,
    @Body(new ZodPipe(reviewBody)) body: z.infer<typeof reviewBody>,
  ) {
    return this.reviews.review(rep, body.pay_date);
  }
}
