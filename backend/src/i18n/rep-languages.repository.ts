// The languages of reps' emails as stored (rep_profiles.rep_language and .language,
// companies.default_language), read for a batch of reps in one query (rep-language.ts resolves).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isLanguage, SOURCE_LANGUAGE, type Language } from '@commissionbee/shared/i18n/languages';
import { exec, rows, type Db } from '../database/sql.js';
import { repLanguage, type LanguageChoices } from './rep-language.js';

@Injectable()
export class RepLanguages {
  constructor(private readonly db: DataSource) {}

  /** Each rep's language, in one query for the batch: email (trimmed, lower-cased) → language. */
  async forReps(
    companyId: number,
    emails: string[],
    db: Db = this.db,
  ): Promise<Map<string, Language>> {
    const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
    if (wanted.length === 0) return new Map();
    const found = await rows<LanguageChoices & { email: string }>(
      db,
      `SELECT e.email, p.rep_language, p.language, c.default_language
         FROM unnest($2::text[]) AS e(email)
         JOIN companies c ON c.id = $1
         LEFT JOIN rep_profiles p ON p.company_id = $1 AND p.email = e.email`,
      [companyId, wanted],
    );
    return new Map(found.map((r) => [r.email, repLanguage(r)]));
  }

  /** One rep's language (the same query). */
  async forRep(companyId: number, email: string): Promise<Language> {
    return (
      (await this.forReps(companyId, [email])).get(email.trim().toLowerCase()) ?? SOURCE_LANGUAGE
    );
  }

  /** The rep's own choice, from the rep app. A profile is made for a rep who has none. */
  async setRepChoice(companyId: number, email: string, language: Language): Promise<void> {
    await exec(
      this.db,
      `INSERT INTO rep_profiles (company_id, email, rep_language) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, email) DO UPDATE SET rep_language = EXCLUDED.rep_language, updated_at = now()
        WHERE rep_profiles.rep_language IS DISTINCT FROM EXCLUDED.rep_language`,
      [companyId, email.trim().toLowerCase(), language],
    );
  }

  async companyDefault(companyId: number): Promise<Language> {
    const [company] = await rows<{ default_language: string }>(
      this.db,
      `SELECT default_language FROM companies WHERE id = $1`,
      [companyId],
    );
    return isLanguage(company?.default_language) ? company.default_language : SOURCE_LANGUAGE;
  }

  async setCompanyDefault(companyId: number, language: Language): Promise<void> {
    await exec(
      this.db,
      `UPDATE companies SET default_language = $2 WHERE id = $1 AND default_language <> $2`,
      [companyId, language],
    );
  }
}
