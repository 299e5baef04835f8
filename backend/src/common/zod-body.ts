// Validation at the edge: request bodies are parsed by zod schemas (shared with the browser where
// the rule is the user's), and a failure is a 400 with the schema's messages.
import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

export class ZodPipe<T extends z.ZodType> implements PipeTransform {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const messages = result.error.issues.map((issue) =>
      issue.code === 'custom' || issue.path.length === 0
        ? issue.message
        : `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new BadRequestException(messages.length === 1 ? messages[0] : messages);
  }
}
