// Validation at the edge: request bodies are parsed by zod schemas (shared with the browser where
// the rule is the user's), and a failure is a 400 with the schema's messages.
import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

export class ZodPipe<T extends z.ZodType> implements PipeTransform {
  /**
   * `codes`, when given, names the stable `code` of a refusal by the field at fault (the first
   * issue's top-level key), so a client branches on it rather than on the words.
   */
  constructor(
    private readonly schema: T,
    private readonly codes?: Readonly<Record<string, string>>,
  ) {}

  transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const messages = result.error.issues.map((issue) =>
      issue.code === 'custom' || issue.path.length === 0
        ? issue.message
        : `${issue.path.join('.')}: ${issue.message}`,
    );
    const message = messages.length === 1 ? messages[0] : messages;
    const code = this.codes?.[String(result.error.issues[0]?.path[0] ?? '')];
    if (code)
      throw new BadRequestException({ statusCode: 400, message, error: 'Bad Request', code });
    throw new BadRequestException(message);
  }
}
