// Rep view keys (X-View-Key or ?view_key=) on routes open to reps: the key's rep, or an admin's
// preview key's, with the guessing limit per address counted in PostgreSQL before an unknown key
// is answered. A request with a bearer is a session's or a token's, never a key's alone.
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { isPreviewKey } from '@commissionbee/shared/demo';
import { appError } from '../common/app-error.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { bearerToken, viewKeyOf } from './credentials.js';
import { GuessCountsRepository } from './guess-counts.repository.js';
import { GuessLimits, tooMany } from './guess-limits.js';
import { PreviewKeys } from './preview-keys.js';
import type { RepPrincipal } from './principal.js';
import {
  NOT_GLOBALLY_REGISTERED,
  RequestStrategy,
  type StrategyOptions,
} from './request.strategy.js';

export const VIEW_KEY_STRATEGY = 'view-key';

@Injectable()
export class ViewKeyStrategy extends PassportStrategy(RequestStrategy, VIEW_KEY_STRATEGY) {
  constructor(
    private readonly counts: GuessCountsRepository,
    private readonly limits: GuessLimits,
    private readonly previews: PreviewKeys,
  ) {
    super();
  }

  getPassportInstance() {
    return NOT_GLOBALLY_REGISTERED;
  }

  async validate(req: Request, options: StrategyOptions): Promise<RepPrincipal | null> {
    const viewKey = viewKeyOf(req);
    if (!options.repAccess || !viewKey) return null;
    if (!options.withSession && bearerToken(req)) return null;
    const limit = this.limits.viewKeyLimit(req.ip ?? 'unknown');
    const previewed = isPreviewKey(viewKey) ? await this.previews.read(viewKey) : null;
    // A forged or expired preview key is a miss like any unknown key.
    const { key, misses } = previewed
      ? await this.counts.findPreviewedKey(previewed.keyId, previewed.companyId, limit.key)
      : isPreviewKey(viewKey)
        ? await this.counts.findViewKey('', limit.key)
        : await this.counts.findViewKey(viewKey, limit.key);
    // An address that used up its misses is refused even a real key; a miss is counted before it
    // is answered, so concurrent guesses beyond the limit get 429, never a 404 to learn from.
    if (misses >= limit.max || (!key && (await this.counts.countOne(limit)))) {
      throw tooMany('AUTH_TOO_MANY_KEY_GUESSES', AUTH_MESSAGES.tooManyKeys);
    }
    if (!key) throw appError('REP_LINK_NOT_FOUND');
    return {
      kind: 'rep',
      keyId: key.id,
      companyId: key.company_id,
      email: key.email.trim().toLowerCase(),
      viewKey,
      customFeatures: key.custom_features ?? [],
      dataVersion: key.data_version,
      preview: (options.withSession ?? false) || previewed !== null,
    };
  }
}
