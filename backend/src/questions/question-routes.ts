// The route decorators the admin and rep question controllers share: a transition (or a review) is
// a POST that answers 200, on the question of the path, often with a thread message.
import { applyDecorators, Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ZodPipe } from '../common/zod-body.js';
import { messageBody, QuestionIdPipe, type MessageBody } from './questions.dto.js';

/** What the admin routes on one question say of another company's. */
export const COMPANY_ONLY = "The caller's company only: another company's question is 404.";

/** A POST that answers 200 (not 201: it changes a question or a review, it creates nothing). */
export const PostOk = (path: string, summary: string, description?: string) =>
  applyDecorators(Post(path), HttpCode(200), ApiOperation({ summary, description }));

/** The question id of the path (`:id`). */
export const QuestionId = () => Param('id', QuestionIdPipe);

/** The text of a thread message body ({message}), checked by the shared rule. */
export const MessageText = () =>
  Body(new ZodPipe(messageBody.transform((body: MessageBody) => body.message)));
