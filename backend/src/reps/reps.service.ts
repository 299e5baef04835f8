// The reps directory: every rep of a company as a person, their payroll details (employee ID and
// names) one at a time or from a mapping CSV (all or nothing), each change in the activity log.
import { Injectable } from '@nestjs/common';
import type { RepDetail, RepDirectoryPage } from '@commissionbee/shared/activity';
import {
  MAPPING_MESSAGES,
  mappingIssue,
  type MappingIssue,
  type MappingResult,
} from '@commissionbee/shared/rep-mapping';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service.js';
import { RepProfilesRepository } from './rep-profiles.repository.js';
import type { RepListQuery, RepProfileBody } from './reps.dto.js';
import { appError } from '../common/app-error.js';

const MAX_LISTED_ISSUES = 200;
const FIELDS = ['employee_id', 'first_name', 'last_name', 'language'] as const;
const FIELD_LABELS = {
  employee_id: 'employee ID',
  first_name: 'first name',
  last_name: 'last name',
  language: 'language',
};

@Injectable()
export class RepsService {
  constructor(
    private readonly db: DataSource,
    private readonly profiles: RepProfilesRepository,
    private readonly activity: ActivityService,
  ) {}

  async page(companyId: number, query: RepListQuery): Promise<RepDirectoryPage> {
    const { rows, total } = await this.profiles.page(
      companyId,
      query.search,
      query.page,
      query.pageSize,
      query.missing_id,
    );
    const pages = Math.max(1, Math.ceil(total / query.pageSize));
    return { rows, total, page: Math.min(query.page, pages), pages };
  }

  /** The rep's row, with their recent activity only when the caller may read the activity log. */
  async detail(companyId: number, email: string, withActivity = true): Promise<RepDetail> {
    const rep = await this.profiles.find(companyId, email);
    if (!rep) throw appError('NOT_FOUND');
    if (!withActivity) return rep;
    return { ...rep, activity: await this.activity.forRep(companyId, email) };
  }

  /** Sets the rep's employee ID and/or payroll names; an ID another rep holds is a 409. */
  async update(companyId: number, email: string, body: RepProfileBody): Promise<RepDetail> {
    if (!(await this.profiles.find(companyId, email))) throw appError('NOT_FOUND');
    await this.db.transaction(async (tx) => {
      const before = (await this.profiles.profile(companyId, email, tx)) ?? {
        email,
        employee_id: null,
        first_name: null,
        last_name: null,
        language: null,
      };
      const after = { ...before, ...body };
      if (after.employee_id) {
        const held = await this.profiles.idsHeldByOthers(
          companyId,
          [after.employee_id],
          [email],
          tx,
        );
        const owner = held.get(after.employee_id);
        if (owner)
          throw appError('REPS_EMPLOYEE_ID_TAKEN', MAPPING_MESSAGES.employeeIdTaken(owner));
      }
      const changed = FIELDS.filter((f) => before[f] !== after[f]);
      if (changed.length === 0) return;
      await this.profiles.upsert(companyId, [after], tx);
      await this.activity.record(tx, {
        companyId,
        action: 'rep.profile_changed',
        target: email,
        details: {
          fields: changed.map((f) => FIELD_LABELS[f]),
          changes: Object.fromEntries(changed.map((f) => [f, { from: before[f], to: after[f] }])),
        },
      });
    });
    return this.detail(companyId, email);
  }

  /**
   * The mapping CSV, as parsed in the upload workers: every row valid and every rep known, or
   * nothing is stored (400 with the rows).
   */
  async uploadMapping(
    companyId: number,
    parsed: MappingResult,
    fileName: string | null,
  ): Promise<{ message: 'success'; rows: number; changed: number }> {
    const { rows, issues } = parsed;
    if (issues.length === 0) {
      const known = await this.profiles.known(
        companyId,
        rows.map((r) => r.email),
      );
      for (const row of rows)
        if (!known.has(row.email)) issues.push(mappingIssue(row.row, 'Rep Email', 'unknownRep'));
    }
    if (issues.length > 0) throw invalidMapping(issues, rows.length);
    const changed = await this.db.transaction(async (tx) => {
      const held = await this.profiles.idsHeldByOthers(
        companyId,
        rows.map((r) => r.employee_id),
        rows.map((r) => r.email),
        tx,
      );
      const taken = rows
        .filter((r) => held.has(r.employee_id))
        .map((r) =>
          mappingIssue(r.row, 'Employee ID', 'employeeIdTaken', held.get(r.employee_id)!),
        );
      if (taken.length > 0) throw invalidMapping(taken, rows.length);
      await this.profiles.upsert(companyId, rows, tx);
      await this.activity.record(tx, {
        companyId,
        action: 'reps.mapping_uploaded',
        target: fileName,
        details: { file_name: fileName, rows: rows.length },
      });
      return rows.length;
    });
    return { message: 'success', rows: rows.length, changed };
  }
}

function invalidMapping(issues: MappingIssue[], rowCount: number) {
  return appError('REPS_MAPPING_INVALID', MAPPING_MESSAGES.invalid, {
    issues: issues.slice(0, MAX_LISTED_ISSUES),
    issueCount: issues.length,
    rowCount,
  });
}
