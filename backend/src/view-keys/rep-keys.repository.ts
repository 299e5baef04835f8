// The rep_keys table (a rep's private portal link, its grants and its portal opens): its SQL with
// typed rows. Every method is scoped to a company; writes take the caller's transaction, last.
import { Injectable } from '@nestjs/common';
import type { RepKeyRecord } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns, TableRow } from '../database/row-types.js';
import { REP_KEY_DATA_SQL, REP_TEAM_MEMBER_SQL } from './rep-key-data.sql.js';

export type RepVisitRow = Columns<
  'rep_keys',
  'first_opened_at' | 'last_opened_at' | 'previous_visit_at'
>;

/** A key's rep and grants (what a rotation carries over). */
export type RepGrantsRow = Columns<'rep_keys', 'email' | 'custom_features'>;

type RepKeyRow = TableRow<'rep_keys', RepKeyRecord>;

// The live key of a rep: matches the partial index rep_keys_company_email_live_key.
const LIVE_KEY = `company_id = $1 AND lower(email) = $2 AND revoked_at IS NULL`;

/** An open later than the gap after the last one starts a new visit: the last one becomes the previous visit. */
const PREVIOUS_VISIT = `CASE WHEN last_opened_at < now() - make_interval(secs => $3) THEN last_opened_at
                             ELSE previous_visit_at END`;

@Injectable()
export class RepKeysRepository {
  constructor(private readonly db: DataSource) {}

  /** The live key of the rep of this (normalized) email. */
  async liveViewKey(companyId: number, email: string): Promise<string | null> {
    const found = await row<Columns<'rep_keys', 'view_key'>>(
      this.db,
      `SELECT view_key FROM rep_keys WHERE ${LIVE_KEY}`,
      [companyId, email],
    );
    return found?.view_key ?? null;
  }

  /** The id of the rep's live key (an admin's preview names the key by id, never its secret). */
  async liveKeyId(companyId: number, email: string): Promise<number | null> {
    const found = await row<Columns<'rep_keys', 'id'>>(
      this.db,
      `SELECT id FROM rep_keys WHERE ${LIVE_KEY}`,
      [companyId, email],
    );
    return found?.id ?? null;
  }

  /**
   * "Email me a new link": the companies where `email` has a live key — of the dead key's company
   * only when the request names one (found even when revoked), else of any company but the
   * maintenance one. The public demo key is never one of them.
   */
  async linkRequestCompanies(
    email: string,
    deadKey: string | null,
    demoKey: string,
    maintenanceCompanyId: number,
  ): Promise<number[]> {
    const found = await rows<Columns<'rep_keys', 'company_id'>>(
      this.db,
      `SELECT DISTINCT k.company_id FROM rep_keys k
        WHERE lower(k.email) = $1 AND k.revoked_at IS NULL AND k.view_key <> $3
          AND k.company_id <> $4
          AND ($2::text IS NULL
               OR k.company_id = (SELECT d.company_id FROM rep_keys d WHERE d.view_key = $2))
        ORDER BY k.company_id LIMIT 10`,
      [email, deadKey, demoKey, maintenanceCompanyId],
    );
    return found.map((r) => r.company_id);
  }

  /** Revokes the rep's live key; answers what it carried, or null when there was none. */
  revokeLive(companyId: number, email: string, tx: Db): Promise<RepGrantsRow | null> {
    return row<RepGrantsRow>(
      tx,
      `UPDATE rep_keys SET revoked_at = now() WHERE ${LIVE_KEY} RETURNING email, custom_features`,
      [companyId, email],
    );
  }

  /** A new live key for the rep, with these grants. */
  async issue(
    companyId: number,
    viewKey: string,
    grants: RepGrantsRow,
    tx: Db,
  ): Promise<{ view_key: string; created_at: Date | string }> {
    const [issued] = await rows<Columns<'rep_keys', 'view_key' | 'created_at'>>(
      tx,
      `INSERT INTO rep_keys (company_id, email, view_key, custom_features) VALUES ($1, $2, $3, $4)
         RETURNING view_key, created_at`,
      [companyId, grants.email, viewKey, grants.custom_features],
    );
    return issued;
  }

  /** A key for a new rep with no grants; null when the rep already has a live key. */
  add(companyId: number, email: string, viewKey: string, tx: Db): Promise<RepKeyRecord | null> {
    return row<RepKeyRow>(
      tx,
      `INSERT INTO rep_keys (company_id, email, view_key) VALUES ($1, $2, $3)
         ON CONFLICT (company_id, lower(email)) WHERE revoked_at IS NULL DO NOTHING
         RETURNING id, email, custom_features`,
      [companyId, email, viewKey],
    );
  }

  /** The company's live keys with their grants, by email. */
  grants(companyId: number): Promise<RepKeyRecord[]> {
    return rows<RepKeyRow>(
      this.db,
      `SELECT id, email, custom_features FROM rep_keys
        WHERE company_id = $1 AND revoked_at IS NULL ORDER BY lower(email) COLLATE "C", id`,
      [companyId],
    );
  }

  /** Sets the grants of the live keys named; answers the keys it changed. */
  setGrants(
    companyId: number,
    changes: { id: number; custom_features: string[] }[],
    tx: Db,
  ): Promise<RepKeyRecord[]> {
    return rows<RepKeyRow>(
      tx,
      `UPDATE rep_keys k SET custom_features = v.custom_features
           FROM jsonb_to_recordset($2::jsonb) AS v(id int, custom_features text[])
          WHERE k.id = v.id AND k.company_id = $1 AND k.revoked_at IS NULL
          RETURNING k.id, k.email, k.custom_features`,
      [companyId, JSON.stringify(changes)],
    );
  }

  /** The seed's fixed demo link: the rep's live key becomes `viewKey`, with the calculator granted. */
  async setDemoKey(companyId: number, email: string, viewKey: string, tx: Db): Promise<void> {
    await exec(
      tx,
      `UPDATE rep_keys SET view_key = $3, custom_features = '{whatif-calc}'
        WHERE company_id = $1 AND lower(email) = lower($2) AND revoked_at IS NULL`,
      [companyId, email, viewKey],
    );
  }

  /** Each company's review setting as last read here: which statement to try first. */
  private readonly reviewSeen = new Map<number, boolean>();

  /**
   * The key's portal answer (RepKeyData) as JSON text; null for a key revoked meanwhile.
   */
  async portalJson(
    companyId: number,
    email: string,
    keyId: number,
    calculatorFeature: string,
  ): Promise<string | null> {
    const found = await this.byReviewSetting<{ body: string; review: boolean }>(
      companyId,
      REP_KEY_DATA_SQL,
      [companyId, email, keyId, calculatorFeature],
    );
    return found?.body ?? null;
  }

  /**
   * The lines of team member `memberEmail` (normalized) that the manager of key `keyId` sees, as
   * the JSON text of an array of RepRow, and whether the key manages anyone; null for a key
   * revoked meanwhile.
   */
  teamMemberJson(
    companyId: number,
    email: string,
    keyId: number,
    memberEmail: string,
  ): Promise<{ manager: boolean; data: string } | null> {
    return this.byReviewSetting<{ manager: boolean; data: string; review: boolean }>(
      companyId,
      REP_TEAM_MEMBER_SQL,
      [companyId, email, keyId, memberEmail],
    );
  }

  /**
   * Runs the statement for the company's review setting as last seen; when the setting changed
   * meanwhile, that statement read no line and the other one is asked.
   */
  private async byReviewSetting<T extends { review: boolean }>(
    companyId: number,
    statements: { live: string; published: string },
    params: unknown[],
  ): Promise<T | null> {
    let review = this.reviewSeen.get(companyId) ?? false;
    for (let tries = 0; tries < 5; tries++) {
      const found = await row<T>(this.db, statements[review ? 'published' : 'live'], params);
      if (!found) return null;
      if (found.review === review) return found;
      review = found.review;
      this.reviewSeen.set(companyId, review);
    }
    throw new Error(`company ${companyId}'s review setting kept changing while a portal was read`);
  }

  /** One open now for each key (keyIds[i] of companyIds[i]), in one statement. */
  async recordOpens(keyIds: number[], companyIds: number[], gapSeconds: number): Promise<void> {
    await exec(
      this.db,
      `UPDATE rep_keys SET first_opened_at = coalesce(first_opened_at, now()),
                           previous_visit_at = ${PREVIOUS_VISIT}, last_opened_at = now()
         FROM unnest($1::int[], $2::int[]) AS o(company_id, id)
        WHERE rep_keys.company_id = o.company_id AND rep_keys.id = o.id`,
      [companyIds, keyIds, gapSeconds],
    );
  }

  /** The key's opens, previous_visit_at as of now (the same rule recordOpens writes). */
  async visits(companyId: number, keyId: number, gapSeconds: number): Promise<RepVisitRow> {
    const found = await row<RepVisitRow>(
      this.db,
      `SELECT first_opened_at, last_opened_at, ${PREVIOUS_VISIT} AS previous_visit_at
         FROM rep_keys WHERE company_id = $1 AND id = $2`,
      [companyId, keyId, gapSeconds],
    );
    return found ?? { first_opened_at: null, last_opened_at: null, previous_visit_at: null };
  }
}
