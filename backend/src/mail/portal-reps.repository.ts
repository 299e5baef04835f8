// The Email Center table's SQL: one row per distinct rep email (case-insensitive) of the
// company's ledger, with team size, last successful email, latest real pay date and live key.
import { Injectable } from '@nestjs/common';
import type { PortalRep } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { rows } from '../database/sql.js';
import { planStatesSql } from '../plans/plans.repository.js';

/** A PortalRep as PostgreSQL answers it: timestamps as dates. */
export type PortalRepRow = Omit<PortalRep, 'last_emailed' | 'key_issued_at' | 'last_opened_at'> & {
  last_emailed: Date | null;
  key_issued_at: Date | null;
  last_opened_at: Date | null;
};

@Injectable()
export class PortalRepsRepository {
  constructor(private readonly db: DataSource) {}

  list(companyId: number): Promise<PortalRepRow[]> {
    return rows<PortalRepRow>(
      this.db,
      `WITH reps AS (
         -- The most recently uploaded spelling of the email and of the name.
         SELECT lower(trim(rep_email)) AS key,
                (array_agg(trim(rep_email) ORDER BY id DESC))[1] AS rep_email,
                (array_agg(rep_name ORDER BY id DESC))[1] AS rep_name,
                max(pay_date) FILTER (WHERE pay_status = 'PAID') AS latest_pay_date
           FROM ledger_records WHERE company_id = $1
          GROUP BY 1
       ), teams AS (
         SELECT lower(trim(manager_email)) AS key, count(DISTINCT lower(trim(rep_email)))::int AS team_members
           FROM ledger_records
          WHERE company_id = $1 AND manager_email IS NOT NULL AND trim(manager_email) <> ''
          GROUP BY 1
       ), mails AS (
         SELECT lower(rep_email) AS key, max(sent_at) AS last_emailed
           FROM mail_log WHERE company_id = $1 AND status = 'sent'
          GROUP BY 1
       ), keys AS (
         SELECT lower(email) AS key, created_at AS key_issued_at
           FROM rep_keys WHERE company_id = $1 AND revoked_at IS NULL
       ), opens AS (
         -- Every key the rep ever had: a rotated link keeps its opens.
         SELECT lower(email) AS key, max(last_opened_at) AS last_opened_at
           FROM rep_keys WHERE company_id = $1 GROUP BY 1
       ), reviews AS (
         SELECT rep_email AS key, to_char(max(pay_date), 'YYYY-MM-DD') AS last_reviewed
           FROM paycheck_reviews WHERE company_id = $1 GROUP BY 1
       ), plan_states AS (
         -- Commission plans (issue 30), as the Reps directory says it: signed when every
         -- version sent to the rep is signed.
         SELECT email AS key, all_signed FROM (${planStatesSql()}) p
       )
       SELECT r.rep_email, r.rep_name, coalesce(t.team_members, 0) AS team_members, m.last_emailed,
              to_char(r.latest_pay_date, 'YYYY-MM-DD') AS latest_pay_date, k.key_issued_at,
              o.last_opened_at, v.last_reviewed,
              CASE WHEN ps.key IS NULL THEN NULL WHEN ps.all_signed THEN 'signed' ELSE 'due' END AS plan_status
         FROM reps r
         LEFT JOIN teams t ON t.key = r.key
         LEFT JOIN mails m ON m.key = r.key
         LEFT JOIN keys k ON k.key = r.key
         LEFT JOIN opens o ON o.key = r.key
         LEFT JOIN reviews v ON v.key = r.key
         LEFT JOIN plan_states ps ON ps.key = r.key
        ORDER BY lower(r.rep_name), r.key`,
      [companyId],
    );
  }
}
