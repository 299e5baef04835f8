// The question routes' request schemas (shared with the apps through libs/shared) and the id pipe.
import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { QUESTIONS_HTTP } from './questions.messages.js';

export {
  messageBody,
  newQuestionBody,
  questionListQuery,
  questionSettingsBody,
  resolveBody,
  reviewBody,
} from '@commissionbee/shared/questions-body';

const MAX_ID = 2_147_483_647;

/** A question id in the path: anything that is not one (or out of range) is simply not found. */
export class QuestionIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id < 1 || id > MAX_ID) throw new NotFoundException(QUESTIONS_HTTP.notFound);
    return id;
  }
}
