// The rep_profiles table and the reps directory read around it (every rep of a company as a
// person: the ledger's reps, the registered rep keys and the profiles), with typed rows.
import { Injectable } from '@nestjs/common';
import type { RepDirectoryRow } from '@commissionbee/shared/activity';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns, Nullable } from '../database/row-types.js';
import { planStatesSql } from '../plans/plans.repository.js';
import { LedgerRepsSummary } from './ledger-reps.js';
import { isLanguage } from '@commissionbee/shared/i18n/languages';
import { repLanguage } from '../i18n/rep-language.js';

export type RepProfileRow = Columns<
  'rep_profiles',
  'email' | 'employee_id' | 'first_name' | 'last_name' | 'language'
>;

export interface ProfileChange {
  email: string;
  employee_id: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The admin's language for the rep; absent: unchanged (a mapping CSV without the column). */
  language?: string | null;
}

// What the directory adds to the ledger's reps (ledger-reps.ts), from the company's per-rep tables
// (a row or a few a rep, so read on every request): live keys, last opens, last sends, profiles.
const SIDES = `
  WITH keys AS (
    SELECT lower(trim(email)) AS email, created_at AS link_issued_at,
           'whatif-calc' = ANY(custom_features) AS calculator_access
      FROM rep_keys WHERE company_id = $1 AND revoked_at IS NULL
       AND ($2::text IS NULL OR lower(email) = $2)
  ), opens AS (
    SELECT lower(trim(email)) AS email, max(last_opened_at) AS last_opened_at
      FROM rep_keys WHERE company_id = $1 AND ($2::text IS NULL OR lower(trim(email)) = $2)
     GROUP BY 1
  ), mails AS (
    SELECT lower(trim(rep_email)) AS email, max(sent_at) AS last_sent_at
      FROM mail_log WHERE company_id = $1 AND status = 'sent'
       AND ($2::text IS NULL OR lower(rep_email) = $2)
     GROUP BY 1
  ), profiles AS (
    SELECT email, employee_id, first_name, last_name, language, rep_language FROM rep_profiles
     WHERE company_id = $1 AND ($2::text IS NULL OR email = $2)
  ), plan_states AS (
    -- Commission plans (issue 30): signed when every version sent to the rep is signed.
    ${planStatesSql('AND ($2::text IS NULL OR a.rep_email = $2)')}
  ), emails AS (
    SELECT email FROM keys UNION SELECT email FROM opens UNION SELECT email FROM mails
    UNION SELECT email FROM profiles
  )
  SELECT e.email, k.email IS NOT NULL AS live_key, p.email IS NOT NULL AS has_profile,
         p.employee_id, p.first_name, p.last_name, p.language, p.rep_language, k.link_issued_at,
         coalesce(k.calculator_access, false) AS calculator_access,
         m.last_sent_at, o.last_opened_at,
         CASE WHEN ps.email IS NULL THEN NULL WHEN ps.all_signed THEN 'signed' ELSE 'due' END AS plan_status
    FROM emails e
    LEFT JOIN keys k ON k.email = e.email
    LEFT JOIN profiles p ON p.email = e.email
    LEFT JOIN mails m ON m.email = e.email
    LEFT JOIN opens o ON o.email = e.email
    LEFT JOIN plan_states ps ON ps.email = e.email
   WHERE e.email <> ''`;

/** A LEFT JOIN of every rep's sides: profile columns are null where the rep has no profile. */
type SideRow = Columns<'rep_profiles', 'email'> &
  Nullable<
    Columns<
      'rep_profiles',
      'employee_id' | 'first_name' | 'last_name' | 'language' | 'rep_language'
    >
  > & {
    live_key: boolean;
    has_profile: boolean;
    link_issued_at: Date | string | null;
    calculator_access: boolean;
    last_sent_at: Date | string | null;
    last_opened_at: Date | string | null;
    plan_status: 'signed' | 'due' | null;
  };

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** Ordered by name (the email when there is none), case-insensitive, then email. */
const sortKey = (row: RepDirectoryRow) => (row.name ?? row.email).toLowerCase();
const byName = (a: RepDirectoryRow, b: RepDirectoryRow) => {
  const ka = sortKey(a);
  const kb = sortKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a.email < b.email ? -1 : a.email > b.email ? 1 : 0;
};

@Injectable()
export class RepProfilesRepository {
  constructor(
    private readonly db: DataSource,
    private readonly ledgerReps: LedgerRepsSummary,
  ) {}

  /** One page of the directory, by name then email; search matches name, email and employee ID. */
  async page(
    companyId: number,
    search: string,
    page: number,
    pageSize: number,
    missingId: boolean,
  ): Promise<{ rows: RepDirectoryRow[]; total: number }> {
    const needle = search.trim().toLowerCase();
    const matches = (await this.directory(companyId)).filter(
      (d) =>
        (!missingId || d.employee_id === null) &&
        (!needle ||
          d.email.includes(needle) ||
          (d.name ?? '').toLowerCase().includes(needle) ||
          (d.employee_id ?? '').toLowerCase().includes(needle)),
    );
    const total = matches.length;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const offset = (Math.min(page, pages) - 1) * pageSize;
    return { rows: matches.sort(byName).slice(offset, offset + pageSize), total };
  }

  /** One rep of the company, or null when the company has no rep with this email. */
  async find(companyId: number, email: string): Promise<RepDirectoryRow | null> {
    return (await this.directory(companyId, email)).find((d) => d.email === email) ?? null;
  }

  /** Which of these emails are reps of the company (ledger, live key or profile). */
  async known(companyId: number, emails: string[]): Promise<Set<string>> {
    const { reps } = await this.ledgerReps.get(companyId);
    const found = await rows<{ email: string }>(
      this.db,
      `SELECT e AS email FROM unnest($2::text[]) AS e
        WHERE EXISTS (SELECT 1 FROM rep_keys k WHERE k.company_id = $1 AND lower(k.email) = e AND k.revoked_at IS NULL)
           OR EXISTS (SELECT 1 FROM rep_profiles p WHERE p.company_id = $1 AND p.email = e)`,
      [companyId, emails.filter((e) => !reps.has(e))],
    );
    return new Set([...emails.filter((e) => reps.has(e)), ...found.map((r) => r.email)]);
  }

  /**
   * Every rep of the company (an email on a ledger row, a live key or a profile) with what the
   * directory shows: the ledger's part from the kept summary, the rest read now.
   */
  private async directory(companyId: number, only?: string): Promise<RepDirectoryRow[]> {
    const [{ reps, teams }, sides, company] = await Promise.all([
      this.ledgerReps.get(companyId),
      rows<SideRow>(this.db, SIDES, [companyId, only ?? null]),
      row<Columns<'companies', 'default_language'>>(
        this.db,
        `SELECT default_language FROM companies WHERE id = $1`,
        [companyId],
      ),
    ]);
    const side = new Map(sides.map((s) => [s.email, s]));
    const emails = new Set(only === undefined ? reps.keys() : reps.has(only) ? [only] : []);
    for (const s of sides) if (s.live_key || s.has_profile) emails.add(s.email);
    return [...emails].map((email) => {
      const l = reps.get(email);
      const s = side.get(email);
      const payrollName = [s?.first_name, s?.last_name].filter(
        (n) => n !== null && n !== undefined,
      );
      return {
        email,
        name: payrollName.join(' ').trim() || l?.rep_name || null,
        first_name: s?.first_name ?? null,
        last_name: s?.last_name ?? null,
        employee_id: s?.employee_id ?? null,
        manager_email: l?.manager_email ?? null,
        team_size: teams.get(email) ?? 0,
        link_issued_at: s?.live_key ? iso(s.link_issued_at) : null,
        last_sent_at: iso(s?.last_sent_at ?? null),
        last_opened_at: iso(s?.last_opened_at ?? null),
        calculator_access: s?.calculator_access ?? false,
        plan_status: s?.plan_status ?? null,
        language: isLanguage(s?.language) ? s.language : null,
        rep_language: isLanguage(s?.rep_language) ? s.rep_language : null,
        email_language: repLanguage({
          rep_language: s?.rep_language ?? null,
          language: s?.language ?? null,
          default_language: company?.default_language ?? null,
        }),
      };
    });
  }

  /** Reps (not in `except`) that already hold one of these employee IDs: id → email. */
  async idsHeldByOthers(
    companyId: number,
    ids: string[],
    except: string[],
    tx: Db,
  ): Promise<Map<string, string>> {
    const held = await rows<{ employee_id: string } & Columns<'rep_profiles', 'email'>>(
      tx,
      `SELECT employee_id, email FROM rep_profiles
        WHERE company_id = $1 AND employee_id = ANY($2::text[]) AND NOT (email = ANY($3::text[]))`,
      [companyId, ids, except],
    );
    return new Map(held.map((r) => [r.employee_id, r.email]));
  }

  /** The rep's profile, locked in `tx` for a change; null when there is none. */
  profile(companyId: number, email: string, tx: Db): Promise<RepProfileRow | null> {
    return row<RepProfileRow>(
      tx,
      `SELECT email, employee_id, first_name, last_name, language FROM rep_profiles
        WHERE company_id = $1 AND email = $2 FOR UPDATE`,
      [companyId, email],
    );
  }

  /**
   * Creates or replaces the profiles (one statement). The admin's language is set when the changes
   * carry one (all of them: a mapping CSV has the column or not), else left as it is.
   */
  async upsert(companyId: number, changes: ProfileChange[], tx: Db): Promise<void> {
    await exec(
      tx,
      // $3: the changes name a language (null clears); otherwise each rep's stays as it is.
      `INSERT INTO rep_profiles (company_id, email, employee_id, first_name, last_name, language)
       SELECT $1, c.email, c.employee_id, c.first_name, c.last_name, c.language
         FROM jsonb_to_recordset($2::jsonb)
           AS c(email text, employee_id text, first_name text, last_name text, language text)
       ON CONFLICT (company_id, email) DO UPDATE
          SET employee_id = EXCLUDED.employee_id, first_name = EXCLUDED.first_name,
              last_name = EXCLUDED.last_name,
              language = CASE WHEN $3 THEN EXCLUDED.language ELSE rep_profiles.language END,
              updated_at = now()`,
      [companyId, JSON.stringify(changes), changes.some((c) => c.language !== undefined)],
    );
  }
}
