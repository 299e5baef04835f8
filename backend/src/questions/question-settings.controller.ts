// The admin's question settings: the company's answer time and whether the caller gets question
// emails. Split from questions.controller.ts; the contracts keep the operation ids the OpenAPI
// document has always had (integrators' generated clients name their methods after them).
import { Body, Controller } from '@nestjs/common';
import { questions } from '@commissionbee/shared/contracts/questions';
import type { z } from 'zod';
import { CurrentUser } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import type { questionSettingsBody } from './questions.dto.js';
import { QuestionsService } from './questions.service.js';

@Controller()
export class QuestionSettingsController {
  constructor(private readonly questions: QuestionsService) {}

  @Route(questions.settings)
  getSettings(@CurrentUser() user: UserPrincipal) {
    return this.questions.settingsOf(user.companyId, user.userId);
  }

  @Route(questions.setSettings)
  setSettings(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(questions.setSettings.body)) body: z.infer<typeof questionSettingsBody>,
  ) {
    return this.questions.changeSettings(user, body);
  }
}
