// The parameter decorators the admin and rep question controllers share: the question of the path
// and a thread message.
import { Body, Param } from '@nestjs/common';
import { ZodPipe } from '../common/zod-body.js';
import { messageBody, QuestionIdPipe, type MessageBody } from './questions.dto.js';

/** The question id of the path (`:id`). */
export const QuestionId = () => Param('id', QuestionIdPipe);

/** The text of a thread message body ({message}), checked by the shared rule. */
export const MessageText = () =>
  Body(new ZodPipe(messageBody.transform((body: MessageBody) => body.message)));
