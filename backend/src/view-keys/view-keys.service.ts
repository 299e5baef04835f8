// Admins' side of rep keys: look a rep's link up, rotate it, grant features, register a rep.
// Every method is scoped to the admin's company; another company's key is simply not found.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { normalizeEmail } from '@commissionbee/shared/email';
import type { RepKeyRecord } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { newViewKey } from './view-key.js';
import { ActivityService } from '../activity/activity.service.js';

export const REP_EXISTS_MESSAGE = 'A rep with this email already exists';

// The live key of a rep: matches the partial index rep_keys_company_email_live_key.
const LIVE_KEY = `company_id = $1 AND lower(email) = $2 AND revoked_at IS NULL`;

@Injectable()
export class ViewKeysService {
  constructor(
    private readonly db: DataSource,
    private readonly activity: ActivityService,
  ) {}

  async viewKeyOf(companyId: number, email: string): Promise<{ view_key: string }> {
    const rows: { view_key: string }[] = await this.db.query(
      `SELECT view_key FROM rep_keys WHERE ${LIVE_KEY}`,
      [companyId, normalizeEmail(email)],
    );
    if (!rows[0]) throw new NotFoundException();
    // An admin about to see the rep's portal (the admin preview): recorded before the key goes out.
    await this.activity.recordAlone({
      companyId,
      action: 'portal.preview',
      target: normalizeEmail(email),
    });
    return { view_key: rows[0].view_key };
  }

  /** Revokes the rep's live key and issues a new one with the same grants, atomically. */
  async rotate(
    companyId: number,
    email: string,
  ): Promise<{ view_key: string; created_at: string }> {
    return this.db.transaction(async (tx) => {
      const [revoked]: [{ email: string; custom_features: string[] }[], number] = await tx.query(
        `UPDATE rep_keys SET revoked_at = now() WHERE ${LIVE_KEY} RETURNING email, custom_features`,
        [companyId, normalizeEmail(email)],
      );
      const old = revoked[0];
      if (!old) throw new NotFoundException();
      const [issued]: { view_key: string; created_at: Date | string }[] = await tx.query(
        `INSERT INTO rep_keys (company_id, email, view_key, custom_features) VALUES ($1, $2, $3, $4)
         RETURNING view_key, created_at`,
        [companyId, old.email, newViewKey(), old.custom_features],
      );
      await this.activity.record(tx, {
        companyId,
        action: 'portal.link_rotated',
        target: normalizeEmail(old.email),
      });
      return { view_key: issued.view_key, created_at: new Date(issued.created_at).toISOString() };
    });
  }

  async features(companyId: number): Promise<RepKeyRecord[]> {
    return this.db.query(
      `SELECT id, email, custom_features FROM rep_keys
        WHERE company_id = $1 AND revoked_at IS NULL ORDER BY lower(email) COLLATE "C", id`,
      [companyId],
    );
  }

  /** All or nothing: one id that is not a live key of this company and nothing changes (404). */
  async setFeatures(
    companyId: number,
    changes: { id: number; custom_features: string[] }[],
  ): Promise<RepKeyRecord[]> {
    if (changes.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const [updated]: [RepKeyRecord[], number] = await tx.query(
        `UPDATE rep_keys k SET custom_features = v.custom_features
           FROM jsonb_to_recordset($2::jsonb) AS v(id int, custom_features text[])
          WHERE k.id = v.id AND k.company_id = $1 AND k.revoked_at IS NULL
          RETURNING k.id, k.email, k.custom_features`,
        [companyId, JSON.stringify(changes)],
      );
      if (updated.length !== changes.length) throw new NotFoundException();
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
      const rows: RepKeyRecord[] = await tx.query(
        `INSERT INTO rep_keys (company_id, email, view_key) VALUES ($1, $2, $3)
         ON CONFLICT (company_id, lower(email)) WHERE revoked_at IS NULL DO NOTHING
         RETURNING id, email, custom_features`,
        [companyId, email.trim(), newViewKey()],
      );
      if (!rows[0]) throw new ConflictException(REP_EXISTS_MESSAGE);
      await this.activity.record(tx, {
        companyId,
        action: 'rep.invited',
        target: normalizeEmail(email),
      });
      return rows[0];
    });
  }
}

function compareEmails(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}
