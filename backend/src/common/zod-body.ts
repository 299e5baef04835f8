// Validation at the edge: request bodies are parsed by zod schemas (shared with the browser where
// the rule is the user's), and a failure is a 400 with the schema's messages and VALIDATION_FAILED
// (or the code the route names for the field at fault).
import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import type { ErrorCode } from '@commissionbee/shared/error-codes';
import { appError } from './app-error.js';

export class ZodPipe<T extends z.ZodType> implements PipeTransform {
  /**
   * `codes`, when given, names the stable `code` of a refusal by the field at fault (the first
   * issue's top-level key), so a client branches on it rather than on the words.
   */
  constructor(
    private readonly schema: T,
    private readonly codes?: Readonly<Record<string, ErrorCode>>,
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
    throw appError(code ?? 'VALIDATION_FAILED', message);
  }
}
