// The admin's question settings: the company's answer time and whether the caller gets question
// emails. Split from questions.controller.ts; the operation ids stay the ones the OpenAPI document
// has always had (integrators' generated clients name their methods after them).
import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { CurrentUser, Roles } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import { questionSettingsBody } from './questions.dto.js';
import { QuestionsService } from './questions.service.js';

@ApiTags('questions')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee')
export class QuestionSettingsController {
  constructor(private readonly questions: QuestionsService) {}

  @Get('question-settings')
  @ApiOperation({
    operationId: 'QuestionsController_getSettings',
    summary:
      '{answer_within_days} of the company and {email_me}: whether the caller gets question emails',
  })
  getSettings(@CurrentUser() user: UserPrincipal) {
    return this.questions.settingsOf(user.companyId, user.userId);
  }

  @Patch('question-settings')
  @ApiOperation({
    operationId: 'QuestionsController_setSettings',
    summary: "Change the answer time (business days, 1–30) and/or the caller's question emails",
  })
  setSettings(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(questionSettingsBody)) body: z.infer<typeof questionSettingsBody>,
  ) {
    return this.questions.changeSettings(user, body);
  }
}
