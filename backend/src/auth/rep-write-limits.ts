// Per-key limits on a rep's writes (reviews, question replies, reopen, push registration): each
// adds rows, activity events that cannot be deleted for a year or more, webhook deliveries and
// admin emails, so one leaked or scripted key must not add them by the hundred. Counted in
// PostgreSQL (guess_counts) so that they hold whichever replica answers, before the body is
// read. Applied at the route's edge with @RepWriteLimit('review').
import {
  applyDecorators,
  CanActivate,
  Injectable,
  SetMetadata,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { AUTH_MESSAGES, REP_WRITE_LIMIT_CODE } from './auth.messages.js';
import type { AuthedRequest } from './decorators.js';
import { GuessCountsRepository } from './guess-counts.repository.js';
import { appError } from '../common/app-error.js';

const REP_WRITE_LIMIT = 'cb:rep-write-limit';
const HOUR = 3600;

/** What one view key may do per window (the README's Security section lists them). */
export const REP_WRITE_LIMITS = {
  /** "Looks right": a rep reviews a few paychecks a visit; a repeat of an unchanged one is free. */
  review: { max: 30, windowSeconds: HOUR, what: 'paycheck reviews' },
  reply: { max: 30, windowSeconds: HOUR, what: 'replies to questions' },
  reopen: { max: 10, windowSeconds: HOUR, what: 'reopened questions' },
  push: { max: 10, windowSeconds: HOUR, what: 'push notification sign-ups' },
} as const;

export type RepWriteKind = keyof typeof REP_WRITE_LIMITS;

/** Counts this rep write against its key's limit; 429 with Retry-After beyond it. */
export const RepWriteLimit = (kind: RepWriteKind) =>
  applyDecorators(SetMetadata(REP_WRITE_LIMIT, kind), UseGuards(RepWriteLimitGuard));

@Injectable()
export class RepWriteLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly counts: GuessCountsRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.get<RepWriteKind | undefined>(
      REP_WRITE_LIMIT,
      context.getHandler(),
    );
    const principal = context.switchToHttp().getRequest<AuthedRequest>().principal;
    // Only a view key writes as a rep; anyone else is refused by the route itself.
    if (!kind || principal?.kind !== 'rep') return true;
    const limit = REP_WRITE_LIMITS[kind];
    const { over, retryAfterSeconds } = await this.counts.countWindow({
      key: `rep:${kind}:${principal.keyId}`,
      max: limit.max,
      windowSeconds: limit.windowSeconds,
    });
    if (!over) return true;
    context
      .switchToHttp()
      .getResponse<Response>()
      .setHeader('Retry-After', String(retryAfterSeconds));
    throw appError(
      REP_WRITE_LIMIT_CODE,
      AUTH_MESSAGES.tooManyRepWrites(limit.what, limit.max, retryAfterSeconds),
    );
  }
}
