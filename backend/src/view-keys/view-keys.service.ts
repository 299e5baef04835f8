// Admins' side of rep keys: look a rep's link up, rotate it, grant features, register a rep.
// Every method is scoped to the admin's company; another company's key is simply not found.
import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@commissionbee/shared/email';
import type { RepKeyRecord } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { PreviewKeys } from '../auth/preview-keys.js';
import { newViewKey } from './view-key.js';
import { ActivityService } from '../activity/activity.service.js';
import { RepKeysRepository } from './rep-keys.repository.js';
import { VIEW_KEYS_MESSAGES } from './view-keys.messages.js';
import { appError } from '../common/app-error.js';

@Injectable()
export class ViewKeysService {
  constructor(
    private readonly db: DataSource,
    private readonly keys: RepKeysRepository,
    private readonly activity: ActivityService,
    private readonly previews: PreviewKeys,
  ) {}

  /**
   * A read-only key to look at the rep's portal as the admin (issue 27): the rep's own key would
   * write as the rep. Recorded as the admin's preview, like GET /bee/view-keys.
   */
  async preview(
    admin: { companyId: number; userId: number },
    email: string,
  ): Promise<{ preview_key: string; expires_at: string }> {
    const keyId = await this.keys.liveKeyId(admin.companyId, normalizeEmail(email));
    if (!keyId) throw appError('NOT_FOUND');
    await this.activity.recordAlone({
      companyId: admin.companyId,
      action: 'portal.preview',
      target: normalizeEmail(email),
    });
    return this.previews.mint({ keyId, companyId: admin.companyId, userId: admin.userId });
  }

  async viewKeyOf(companyId: number, email: string): Promise<{ view_key: string }> {
    const viewKey = await this.keys.liveViewKey(companyId, normalizeEmail(email));
    if (!viewKey) throw appError('NOT_FOUND');
    // An admin about to see the rep's portal (the admin preview): recorded before the key goes out.
    await this.activity.recordAlone({
      companyId,
      action: 'portal.preview',
      target: normalizeEmail(email),
    });
    return { view_key: viewKey };
  }

  /** Revokes the rep's live key and issues a new one with the same grants, atomically. */
  async rotate(
    companyId: number,
    email: string,
  ): Promise<{ view_key: string; created_at: string }> {
    return this.db.transaction(async (tx) => {
      const old = await this.keys.revokeLive(companyId, normalizeEmail(email), tx);
      if (!old) throw appError('NOT_FOUND');
      const issued = await this.keys.issue(companyId, newViewKey(), old, tx);
      await this.activity.record(tx, {
        companyId,
        action: 'portal.link_rotated',
        target: normalizeEmail(old.email),
      });
      return { view_key: issued.view_key, created_at: new Date(issued.created_at).toISOString() };
    });
  }

  features(companyId: number): Promise<RepKeyRecord[]> {
    return this.keys.grants(companyId);
  }

  /** All or nothing: one id that is not a live key of this company and nothing changes (404). */
  async setFeatures(
    companyId: number,
    changes: { id: number; custom_features: string[] }[],
  ): Promise<RepKeyRecord[]> {
    if (changes.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const updated = await this.keys.setGrants(companyId, changes, tx);
      if (updated.length !== changes.length) throw appError('NOT_FOUND');
      await this.activity.record(tx, {
        companyId,
        action: 'rep.access_changed',
        target: updated.length === 1 ? normalizeEmail(updated[0].email) : null,
        details: {
          changes: updated.map((k) => ({
            email: normalizeEmail(k.email),
            custom_features: k.custom_features,
          })),
        },
      });
      return updated.sort((a, b) => compareEmails(a.email, b.email) || a.id - b.id);
    });
  }

  /** Registers a rep by email with no grants (spec: a newly added rep starts with no access). */
  async add(companyId: number, email: string): Promise<RepKeyRecord> {
    return this.db.transaction(async (tx) => {
      const key = await this.keys.add(companyId, email.trim(), newViewKey(), tx);
      if (!key) throw appError('REP_EXISTS', VIEW_KEYS_MESSAGES.repExists);
      await this.activity.record(tx, {
        companyId,
        action: 'rep.invited',
        target: normalizeEmail(email),
      });
      return key;
    });
  }
}

function compareEmails(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}
