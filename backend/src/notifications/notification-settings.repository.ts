// The company's notification setting (companies.notify_after_upload).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class NotificationSettingsRepository {
  constructor(private readonly db: DataSource) {}

  async notifyAfterUpload(companyId: number): Promise<boolean> {
    const [row] = (await this.db.query(`SELECT notify_after_upload FROM companies WHERE id = $1`, [
      companyId,
    ])) as { notify_after_upload: boolean }[];
    return row?.notify_after_upload ?? false;
  }

  async setNotifyAfterUpload(companyId: number, value: boolean): Promise<void> {
    await this.db.query(
      `UPDATE companies SET notify_after_upload = $2 WHERE id = $1 AND notify_after_upload <> $2`,
      [companyId, value],
    );
  }
}
