import { LanguagesModule } from '../i18n/languages.module.js';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PaycheckReviewsRepository } from './paycheck-reviews.repository.js';
import { QuestionEventsRepository } from './question-events.repository.js';
import { QuestionMailService } from './question-mail.service.js';
import { QuestionLinesRepository } from './question-lines.repository.js';
import { QuestionSettingsController } from './question-settings.controller.js';
import { QuestionSettingsRepository } from './question-settings.repository.js';
import { QuestionTransitions } from './question-transitions.js';
import { QuestionsController } from './questions.controller.js';
import { QuestionsRepository } from './questions.repository.js';
import { QuestionsService } from './questions.service.js';
import { RepQuestionsController } from './rep-questions.controller.js';
import { ReviewsService } from './reviews.service.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaycheckReview } from './paycheck-review.entity.js';
import { Question } from './question.entity.js';
import { QuestionEventRecord } from './question-event.entity.js';

@Module({
  // AuthModule: the rep write limits' counts (@RepWriteLimit); MailModule: its MailSender.
  imports: [
    LanguagesModule,
    TypeOrmModule.forFeature([PaycheckReview, Question, QuestionEventRecord]),
    AuthModule,
    MailModule,
  ],
  controllers: [RepQuestionsController, QuestionsController, QuestionSettingsController],
  providers: [
    QuestionsRepository,
    QuestionLinesRepository,
    QuestionEventsRepository,
    PaycheckReviewsRepository,
    QuestionSettingsRepository,
    QuestionMailService,
    QuestionTransitions,
    QuestionsService,
    ReviewsService,
  ],
  // The seed writes the demo manager's reviews with the same hash of the lines.
  exports: [PaycheckReviewsRepository],
})
export class QuestionsModule {}
