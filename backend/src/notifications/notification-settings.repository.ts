// The company's notification setting (companies.notify_after_upload).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exec, row } from '../database/sql.js';
import type { Columns } from '../database/row-types.js';

@Injectable()
export class NotificationSettingsRepository {
  constructor(private readonly db: DataSource) {}

  async notifyAfterUpload(companyId: number): Promise<boolean> {
    const company = await row<Columns<'companies', 'notify_after_upload'>>(
      this.db,
      `SELECT notify_after_upload FROM companies WHERE id = $1`,
      [companyId],
    );
    return company?.notify_after_upload ?? false;
  }

  async setNotifyAfterUpload(companyId: number, value: boolean): Promise<void> {
    await exec(
      this.db,
      `UPDATE companies SET notify_after_upload = $2 WHERE id = $1 AND notify_after_upload <> $2`,
      [companyId, value],
    );
  }
}
