import { Body, Controller, Header } from '@nestjs/common';
import { repQuestions } from '@commissionbee/shared/contracts/questions';
import type { z } from 'zod';
import { CurrentRep } from '../auth/decorators.js';
import type { RepPrincipal } from '../auth/principal.js';
import { RepWriteLimit } from '../auth/rep-write-limits.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import type { newQuestionBody, reviewBody } from './questions.dto.js';
import { MessageText, QuestionId } from './question-routes.js';
import { QuestionsService } from './questions.service.js';
import { ReviewsService } from './reviews.service.js';

@Controller()
export class RepQuestionsController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly reviews: ReviewsService,
  ) {}

  @Route(repQuestions.list)
  @Header('Cache-Control', 'no-store')
  list(@CurrentRep() rep: RepPrincipal) {
    return this.questions.listForRep(rep);
  }

  @Route(repQuestions.ask)
  ask(
    @CurrentRep() rep: RepPrincipal,
    @Body(new ZodPipe(repQuestions.ask.body)) body: z.infer<typeof newQuestionBody>,
  ) {
    return this.questions.ask(rep, body);
  }

  @Route(repQuestions.detail)
  @Header('Cache-Control', 'no-store')
  detail(@CurrentRep() rep: RepPrincipal, @QuestionId() id: number) {
    return this.questions.repDetail(rep, id);
  }

  @Route(repQuestions.reply)
  @RepWriteLimit('reply')
  reply(@CurrentRep() rep: RepPrincipal, @QuestionId() id: number, @MessageText() message: string) {
    return this.questions.repReply(rep, id, message);
  }

  @Route(repQuestions.accept)
  accept(@CurrentRep() rep: RepPrincipal, @QuestionId() id: number) {
    return this.questions.accept(rep, id);
  }

  @Route(repQuestions.reopen)
  @RepWriteLimit('reopen')
  reopen(
    @CurrentRep() rep: RepPrincipal,
    @QuestionId() id: number,
    @MessageText() message: string,
  ) {
    return this.questions.reopen(rep, id, message);
  }

  @Route(repQuestions.reviews)
  @Header('Cache-Control', 'no-store')
  myReviews(@CurrentRep() rep: RepPrincipal) {
    return this.reviews.listForRep(rep);
  }

  @Route(repQuestions.review)
  @RepWriteLimit('review')
  review(
    @CurrentRep() rep: RepPrincipal,
    @Body(new ZodPipe(repQuestions.review.body)) body: z.infer<typeof reviewBody>,
  ) {
    return this.reviews.review(rep, body.pay_date);
  }
}
