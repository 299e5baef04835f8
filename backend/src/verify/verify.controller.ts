import { Controller, Header, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { verify } from '@commissionbee/shared/contracts/verify';
import { GuessCountsRepository } from '../auth/guess-counts.repository.js';
import { tooMany } from '../auth/guess-limits.js';
import { appError } from '../common/app-error.js';
import { Route } from '../common/route.js';
import { VerificationRegistry } from './verification-registry.js';

/** Codes one address may try in ten minutes (each is counted before it is looked up). */
export const VERIFY_TRIES = { max: 60, windowSeconds: 10 * 60 };

@Controller()
export class VerifyController {
  constructor(
    private readonly registry: VerificationRegistry,
    private readonly counts: GuessCountsRepository,
  ) {}

  @Route(verify.get)
  @Header('Cache-Control', 'no-store')
  async check(@Param('code') code: string, @Req() req: Request) {
    // Counted first, so a burst of guesses beyond the limit gets 429, never a 404 to learn from.
    if (await this.counts.countOne({ key: `verify:ip:${req.ip ?? 'unknown'}`, ...VERIFY_TRIES }))
      throw tooMany('VERIFY_TOO_MANY', 'Too many codes tried. Try again in a few minutes.');
    const found = await this.registry.lookup(code);
    if (!found) throw appError('VERIFY_UNKNOWN_CODE', 'No document was issued with this code.');
    return found;
  }
}
