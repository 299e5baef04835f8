// The keys of an admin's portal preview (issue 27). The admin never previews with the rep's own
// key: that key writes as the rep. A preview key is minted for the admin (POST /bee/rep-previews),
// signed with the server's secret, names the rep's live key by id (never its secret), lives
// PREVIEW_TTL_SECONDS and stops with the rep's key (rotation, revocation). The guard turns it into
// a rep principal marked `preview`, and every rep write refuses a preview.
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { PREVIEW_KEY_PREFIX } from '@commissionbee/shared/demo';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** Long enough to look around, short enough that a copied preview link soon stops working. */
export const PREVIEW_TTL_SECONDS = 30 * 60;
const AUDIENCE = 'rep-preview';

export interface PreviewClaims {
  /** The rep's key (rep_keys.id). */
  keyId: number;
  companyId: number;
  /** The admin who opened the preview. */
  userId: number;
}

@Injectable()
export class PreviewKeys {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async mint(claims: PreviewClaims): Promise<{ preview_key: string; expires_at: string }> {
    const token = await this.jwt.signAsync(
      { kid: claims.keyId, cid: claims.companyId, sub: claims.userId },
      {
        secret: this.config.JWT_SECRET,
        expiresIn: PREVIEW_TTL_SECONDS,
        algorithm: 'HS256',
        audience: AUDIENCE,
      },
    );
    return {
      preview_key: PREVIEW_KEY_PREFIX + token,
      expires_at: new Date(Date.now() + PREVIEW_TTL_SECONDS * 1000).toISOString(),
    };
  }

  /** The claims of a genuine, unexpired preview key; null for anything else. */
  async read(key: string): Promise<PreviewClaims | null> {
    if (!key.startsWith(PREVIEW_KEY_PREFIX) || key.length > 1000) return null;
    try {
      const payload = await this.jwt.verifyAsync<{ kid: unknown; cid: unknown; sub: unknown }>(
        key.slice(PREVIEW_KEY_PREFIX.length),
        { secret: this.config.JWT_SECRET, algorithms: ['HS256'], audience: AUDIENCE },
      );
      const { kid, cid, sub } = payload;
      if (!Number.isInteger(kid) || !Number.isInteger(cid) || !Number.isInteger(sub)) return null;
      return { keyId: kid as number, companyId: cid as number, userId: sub as number };
    } catch {
      return null;
    }
  }
}
