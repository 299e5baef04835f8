// The health check's one statement: whether the database answers (no table of its own).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exec } from '../database/sql.js';

@Injectable()
export class HealthRepository {
  constructor(private readonly db: DataSource) {}

  /** Resolves when the database answers a trivial statement; rejects when it does not. */
  async ping(): Promise<void> {
    await exec(this.db, 'SELECT 1');
  }
}
