import { Body, Controller, Header, Query } from '@nestjs/common';
import { questions } from '@commissionbee/shared/contracts/questions';
import type { z } from 'zod';
import { CurrentActor, CurrentUser } from '../auth/decorators.js';
import type { Actor, UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { reviewsQuery, type questionListQuery, type resolveBody } from './questions.dto.js';
import { MessageText, QuestionId } from './question-routes.js';
import { QuestionsService } from './questions.service.js';
import { ReviewsService } from './reviews.service.js';

@Controller()
export class QuestionsController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly reviews: ReviewsService,
  ) {}

  @Route(questions.list)
  @Header('Cache-Control', 'no-store')
  list(
    @CurrentActor() user: Actor,
    @Query(new ZodPipe(questions.list.query)) query: z.infer<typeof questionListQuery>,
  ) {
    return this.questions.page(user.companyId, query);
  }

  @Route(questions.detail)
  @Header('Cache-Control', 'no-store')
  detail(@CurrentActor() user: Actor, @QuestionId() id: number) {
    return this.questions.adminDetail(user.companyId, id);
  }

  @Route(questions.reply)
  reply(
    @CurrentUser() user: UserPrincipal,
    @QuestionId() id: number,
    @MessageText() message: string,
  ) {
    return this.questions.adminReply(user, id, message);
  }

  @Route(questions.requestInfo)
  requestInfo(
    @CurrentUser() user: UserPrincipal,
    @QuestionId() id: number,
    @MessageText() message: string,
  ) {
    return this.questions.requestInfo(user, id, message);
  }

  @Route(questions.resolve)
  resolve(
    @CurrentUser() user: UserPrincipal,
    @QuestionId() id: number,
    @Body(new ZodPipe(questions.resolve.body)) body: z.infer<typeof resolveBody>,
  ) {
    return this.questions.resolve(user, id, body);
  }

  @Route(questions.payDateReviews)
  @Header('Cache-Control', 'no-store')
  payDateReviews(
    @CurrentUser() user: UserPrincipal,
    @Query(new ZodPipe(reviewsQuery)) query: z.infer<typeof reviewsQuery>,
  ) {
    return this.reviews.forPayDate(user.companyId, query.pay_date);
  }
}
