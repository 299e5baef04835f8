// The rep_keys table (a rep's private portal link, its grants and its portal opens): its SQL with
// typed rows. Every method is scoped to a company; writes take the caller's transaction, last.
import { Injectable } from '@nestjs/common';
import type { RepKeyRecord } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns, TableRow } from '../database/row-types.js';
import { repVisibleLines } from '../ledger/rep-visible-lines.js';

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

// The rep portal's one read (GET /bee/rep-key-data), the product's hot path: it builds the whole
// answer as JSON text inside PostgreSQL, so Node neither parses rows nor re-serialises them.
// Answers RepKeyData (libs/shared types.ts); test/api/rep-portal.api.spec.ts pins the exact shape.
// - The key is read again with its company, so a key revoked a moment ago answers 404.
// - The calculator travels only when both the company and the key have whatif-calc; an older
//   config stored as an array answers its first item (as GET /bee/calculator does).
// - The rows' WHERE matches the expression indexes ledger_records_company_rep_email_idx and
//   ledger_records_company_manager_email_idx, so the planner ORs two bitmap index scans.
// - PENDING and CANCELLED rows (no date) come first, then the newest pay dates.
// - added_at (when the line was added) and change ({at, previous}: when an upload last changed it,
//   and what it was) are Unix seconds and one mostly-null field, so the rows grow by ~30 bytes,
//   not ~80 (every answer is built and gzipped with them).
// - Rows come from repVisibleLines (ledger/rep-visible-lines.ts): the live ledger while pay review
//   is off, the published snapshot while it is on (issue 29). With review on, the answer also
//   names when each pay date was published ('published': {pay date: Unix seconds}); an
//   adjustment line carries 'adjusts': {pay_date, line} (the closed line it corrects).
const portalObject = (extra: string) => `json_build_object(
           'email', $2::text,
           'company', json_build_object('name', c.name, 'logo', c.logo, 'color', c.color, 'features', c.features),
           'company_id', k.company_id,
           'custom_features', k.custom_features,
           'calculator', CASE WHEN $4 = ANY (c.features) AND $4 = ANY (k.custom_features) THEN
                           (SELECT CASE jsonb_typeof(config) WHEN 'array' THEN config -> 0 ELSE config END
                              FROM calculators WHERE company_id = k.company_id)
                         END,
           'data', (SELECT COALESCE(json_agg(CASE WHEN r.adjusts_pay_date IS NULL THEN to_json(row_json)
                                                  ELSE (to_jsonb(row_json) || jsonb_build_object('adjusts',
                                                          json_build_object('pay_date', to_char(r.adjusts_pay_date, 'YYYY-MM-DD'),
                                                                            'line', r.adjusts_record_id)))::json END
                                             ORDER BY r.pay_date DESC NULLS FIRST, r.id), '[]')
                      FROM ${repVisibleLines('$1')} r
                     CROSS JOIN LATERAL (
                       SELECT r.id, r.item_name AS job_name,
                              CASE WHEN r.pay_status IN ('PENDING', 'CANCELLED') THEN r.pay_status
                                   ELSE to_char(r.pay_date, 'YYYY-MM-DD') END AS pay_date,
                              r.rep_name, r.rep_email, r.item_name, r.item_pay_type, r.amount::float8 AS amount,
                              r.manager_email, r.breakdown, r.manual_note,
                              extract(epoch FROM r.created_at)::bigint AS added_at,
                              CASE WHEN r.changed_at IS NOT NULL THEN
                                json_build_object('at', extract(epoch FROM r.changed_at)::bigint,
                                                  'previous', r.previous) END AS change
                     ) row_json
                     WHERE lower(trim(r.rep_email)) = $2 OR lower(trim(r.manager_email)) = $2)${extra}
         )`;

const REP_KEY_DATA_SQL = `
  SELECT (CASE WHEN c.review_before_publish THEN ${portalObject(`,
           'published', (SELECT COALESCE(json_object_agg(p.pay_date, extract(epoch FROM p.published_at)::bigint), '{}')
                           FROM pay_dates p WHERE p.company_id = k.company_id AND p.published_at IS NOT NULL)`)}
               ELSE ${portalObject('')} END)::text AS body
    FROM rep_keys k
    JOIN companies c ON c.id = k.company_id
   WHERE k.id = $3 AND k.company_id = $1 AND k.revoked_at IS NULL`;

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

  /** The key's portal answer (RepKeyData) as JSON text; null for a key revoked meanwhile. */
  async portalJson(
    companyId: number,
    email: string,
    keyId: number,
    calculatorFeature: string,
  ): Promise<string | null> {
    const found = await row<{ body: string }>(this.db, REP_KEY_DATA_SQL, [
      companyId,
      email,
      keyId,
      calculatorFeature,
    ]);
    return found?.body ?? null;
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
