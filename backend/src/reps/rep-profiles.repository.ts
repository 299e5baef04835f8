// The rep_profiles table and the reps directory read around it (every rep of a company as a
// person: the ledger's reps, the registered rep keys and the profiles), with typed rows.
import { Injectable } from '@nestjs/common';
import type { RepDirectoryRow } from '@commissionbee/shared/activity';
import { DataSource, type EntityManager } from 'typeorm';

export interface RepProfileRow {
  email: string;
  employee_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

export interface ProfileChange {
  email: string;
  employee_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** A LIKE pattern that matches the text literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Every rep of company $1 with what the directory shows (emails compare trimmed, case-insensitive).
const DIRECTORY = `
  WITH emails AS (
    SELECT lower(trim(rep_email)) AS email FROM ledger_records WHERE company_id = $1
    UNION SELECT lower(trim(email)) FROM rep_keys WHERE company_id = $1 AND revoked_at IS NULL
    UNION SELECT email FROM rep_profiles WHERE company_id = $1
  ), ledger AS (
    SELECT lower(trim(rep_email)) AS email,
           (array_agg(rep_name ORDER BY id DESC))[1] AS rep_name,
           (array_agg(nullif(lower(trim(manager_email)), '') ORDER BY id DESC))[1] AS manager_email
      FROM ledger_records WHERE company_id = $1 GROUP BY 1
  ), teams AS (
    SELECT lower(trim(manager_email)) AS email, count(DISTINCT lower(trim(rep_email)))::int AS team_size
      FROM ledger_records
     WHERE company_id = $1 AND manager_email IS NOT NULL AND trim(manager_email) <> ''
     GROUP BY 1
  ), mails AS (
    SELECT lower(trim(rep_email)) AS email, max(sent_at) AS last_sent_at
      FROM mail_log WHERE company_id = $1 AND status = 'sent' GROUP BY 1
  ), keys AS (
    SELECT lower(trim(email)) AS email, created_at AS link_issued_at,
           'whatif-calc' = ANY(custom_features) AS calculator_access
      FROM rep_keys WHERE company_id = $1 AND revoked_at IS NULL
  ), opens AS (
    SELECT lower(trim(email)) AS email, max(last_opened_at) AS last_opened_at
      FROM rep_keys WHERE company_id = $1 GROUP BY 1
  ), directory AS (
    SELECT e.email,
           coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), l.rep_name) AS name,
           p.first_name, p.last_name, p.employee_id, l.manager_email,
           coalesce(t.team_size, 0) AS team_size,
           k.link_issued_at, m.last_sent_at, o.last_opened_at,
           coalesce(k.calculator_access, false) AS calculator_access
      FROM emails e
      LEFT JOIN ledger l ON l.email = e.email
      LEFT JOIN rep_profiles p ON p.company_id = $1 AND p.email = e.email
      LEFT JOIN teams t ON t.email = e.email
      LEFT JOIN mails m ON m.email = e.email
      LEFT JOIN keys k ON k.email = e.email
      LEFT JOIN opens o ON o.email = e.email
     WHERE e.email <> ''
  )`;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const toRow = (row: RepDirectoryRow): RepDirectoryRow => ({
  ...row,
  link_issued_at: iso(row.link_issued_at),
  last_sent_at: iso(row.last_sent_at),
  last_opened_at: iso(row.last_opened_at),
});

@Injectable()
export class RepProfilesRepository {
  constructor(private readonly db: DataSource) {}

  /** One page of the directory, by name then email; search matches name, email and employee ID. */
  async page(
    companyId: number,
    search: string,
    page: number,
    pageSize: number,
    missingId: boolean,
  ): Promise<{ rows: RepDirectoryRow[]; total: number }> {
    const filters = [
      search ? `(d.email ILIKE $2 OR d.name ILIKE $2 OR d.employee_id ILIKE $2)` : 'true',
      missingId ? 'd.employee_id IS NULL' : 'true',
    ].join(' AND ');
    const params = search ? [companyId, likeText(search)] : [companyId];
    const [{ total }]: { total: number }[] = await this.db.query(
      `${DIRECTORY} SELECT count(*)::int AS total FROM directory d WHERE ${filters}`,
      params,
    );
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const offset = (Math.min(page, pages) - 1) * pageSize;
    const rows: RepDirectoryRow[] = await this.db.query(
      `${DIRECTORY} SELECT d.* FROM directory d WHERE ${filters}
        ORDER BY lower(coalesce(d.name, d.email)), d.email LIMIT ${pageSize} OFFSET ${offset}`,
      params,
    );
    return { rows: rows.map(toRow), total };
  }

  /** One rep of the company, or null when the company has no rep with this email. */
  async find(companyId: number, email: string): Promise<RepDirectoryRow | null> {
    const rows: RepDirectoryRow[] = await this.db.query(
      `${DIRECTORY} SELECT d.* FROM directory d WHERE d.email = $2`,
      [companyId, email],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Which of these emails are reps of the company (ledger, live key or profile). */
  async known(companyId: number, emails: string[]): Promise<Set<string>> {
    const rows: { email: string }[] = await this.db.query(
      `SELECT e AS email FROM unnest($2::text[]) AS e
        WHERE EXISTS (SELECT 1 FROM ledger_records r WHERE r.company_id = $1 AND lower(r.rep_email) = e)
           OR EXISTS (SELECT 1 FROM ledger_records r WHERE r.company_id = $1 AND lower(trim(r.rep_email)) = e)
           OR EXISTS (SELECT 1 FROM rep_keys k WHERE k.company_id = $1 AND lower(k.email) = e AND k.revoked_at IS NULL)
           OR EXISTS (SELECT 1 FROM rep_profiles p WHERE p.company_id = $1 AND p.email = e)`,
      [companyId, emails],
    );
    return new Set(rows.map((r) => r.email));
  }

  /** Reps (not in `except`) that already hold one of these employee IDs: id → email. */
  async idsHeldByOthers(
    tx: EntityManager,
    companyId: number,
    ids: string[],
    except: string[],
  ): Promise<Map<string, string>> {
    const rows: { employee_id: string; email: string }[] = await tx.query(
      `SELECT employee_id, email FROM rep_profiles
        WHERE company_id = $1 AND employee_id = ANY($2::text[]) AND NOT (email = ANY($3::text[]))`,
      [companyId, ids, except],
    );
    return new Map(rows.map((r) => [r.employee_id, r.email]));
  }

  async profile(
    tx: EntityManager,
    companyId: number,
    email: string,
  ): Promise<RepProfileRow | null> {
    const rows: RepProfileRow[] = await tx.query(
      `SELECT email, employee_id, first_name, last_name FROM rep_profiles
        WHERE company_id = $1 AND email = $2 FOR UPDATE`,
      [companyId, email],
    );
    return rows[0] ?? null;
  }

  /** Creates or replaces the profiles (one statement). */
  async upsert(tx: EntityManager, companyId: number, changes: ProfileChange[]): Promise<void> {
    await tx.query(
      `INSERT INTO rep_profiles (company_id, email, employee_id, first_name, last_name)
       SELECT $1, c.email, c.employee_id, c.first_name, c.last_name
         FROM jsonb_to_recordset($2::jsonb) AS c(email text, employee_id text, first_name text, last_name text)
       ON CONFLICT (company_id, email) DO UPDATE
          SET employee_id = EXCLUDED.employee_id, first_name = EXCLUDED.first_name,
              last_name = EXCLUDED.last_name, updated_at = now()`,
      [companyId, JSON.stringify(changes)],
    );
  }
}
