// The admins' side of plans (issue 30): plans and their versions (the PDF checked by its bytes and
// stored in the database), the employer's signature, assignment (all reps, chosen reps or employee
// IDs of the reps mapping), the status board and its CSV, and signed copies. Every read and write
// is scoped by the caller's company: another company's plan is 404.
import { Injectable } from '@nestjs/common';
import { csvLine } from '@commissionbee/shared/csv-cell';
import type {
  AssignPlanBody,
  PlanDetail,
  PlanStatusRow,
  PlanVersion,
  PlanVersionFields,
} from '@commissionbee/shared/contracts/plans';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service.js';
import type { Actor } from '../auth/principal.js';
import { appError } from '../common/app-error.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { pdfPages, sha256 } from './plan-pdf.js';
import { PlanMailService } from './plan-mail.service.js';
import { PLAN_HTTP } from './plans.messages.js';
import { PlansRepository, type StatusRow, type VersionRow } from './plans.repository.js';

const notFound = () => appError('PLAN_NOT_FOUND', PLAN_HTTP.notFound);
const versionNotFound = () => appError('PLAN_NOT_FOUND', PLAN_HTTP.versionNotFound);

export const toVersion = (v: VersionRow): PlanVersion => ({
  id: v.id,
  plan_id: v.plan_id,
  version: v.version,
  effective_date: v.effective_date,
  end_date: v.end_date,
  due_date: v.due_date,
  file_name: v.file_name,
  bytes: v.bytes,
  pages: v.pages,
  document_sha256: v.document_sha256,
  employer_name: v.employer_name,
  employer_title: v.employer_title,
  employer_signed_at: v.employer_signed_at,
  created_at: v.created_at,
  assigned: v.assigned,
  signed: v.signed,
});

/** Today in UTC, YYYY-MM-DD. */
const today = () => new Date().toISOString().slice(0, 10);

export function statusOf(row: StatusRow, dueDate: string | null): PlanStatusRow['status'] {
  if (row.signature_id) return 'signed';
  if (dueDate && dueDate < today()) return 'overdue';
  return row.opened_at ? 'opened' : 'assigned';
}

@Injectable()
export class PlansService {
  constructor(
    private readonly db: DataSource,
    private readonly plans: PlansRepository,
    private readonly activity: ActivityService,
    private readonly webhooks: WebhooksService,
    private readonly mail: PlanMailService,
  ) {}

  list(companyId: number) {
    return this.plans.list(companyId);
  }

  async detail(companyId: number, planId: number): Promise<PlanDetail> {
    const plan = await this.plans.find(companyId, planId);
    if (!plan) throw notFound();
    const versions = await this.plans.versions(companyId, planId);
    return { ...plan, versions: versions.map(toVersion) };
  }

  async create(actor: Actor, name: string): Promise<PlanDetail> {
    const id = await this.db.transaction((tx) =>
      this.plans.insertPlan(actor.companyId, name, actor.label, tx),
    );
    return this.detail(actor.companyId, id);
  }

  async addVersion(
    actor: Actor,
    planId: number,
    file: { bytes: Buffer; name: string | null },
    fields: PlanVersionFields,
  ): Promise<PlanVersion> {
    const plan = await this.plans.find(actor.companyId, planId);
    if (!plan) throw notFound();
    const pages = await pdfPages(file.bytes);
    if (pages === null) throw appError('PLAN_NOT_A_PDF', PLAN_HTTP.notAPdf);
    const hash = sha256(file.bytes);
    const version = await this.db.transaction(async (tx) => {
      const n = await this.plans.insertVersion(tx, actor.companyId, planId, {
        effective_date: fields.effective_date,
        end_date: fields.end_date,
        due_date: fields.due_date,
        file_name: file.name,
        pdf: file.bytes,
        pages,
        sha256: hash,
        by: actor.label,
      });
      await this.activity.record(tx, {
        companyId: actor.companyId,
        action: 'plan.version_added',
        target: `${plan.name} v${n}`,
        details: {
          plan_id: planId,
          plan_name: plan.name,
          version: n,
          document_sha256: hash,
          pages,
        },
      });
      return n;
    });
    return toVersion((await this.plans.version(actor.companyId, planId, version))!);
  }

  async version(companyId: number, planId: number, n: number): Promise<VersionRow> {
    const found = await this.plans.version(companyId, planId, n);
    if (!found) throw versionNotFound();
    return found;
  }

  async document(companyId: number, planId: number, n: number) {
    const v = await this.version(companyId, planId, n);
    return { version: v, pdf: (await this.plans.pdf(companyId, v.id))! };
  }

  async employerSign(
    user: { companyId: number; email: string },
    planId: number,
    n: number,
    body: { name: string; title: string },
  ): Promise<PlanVersion> {
    const v = await this.version(user.companyId, planId, n);
    await this.db.transaction(async (tx) => {
      const signed = await this.plans.signForEmployer(tx, user.companyId, v.id, {
        ...body,
        email: user.email,
      });
      if (!signed) throw appError('PLAN_EMPLOYER_SIGNED', PLAN_HTTP.employerSigned);
      await this.activity.record(tx, {
        companyId: user.companyId,
        action: 'plan.employer_signed',
        target: `${v.plan_name} v${v.version}`,
        details: { plan_name: v.plan_name, version: v.version, name: body.name, title: body.title },
      });
    });
    return toVersion((await this.plans.versionById(user.companyId, v.id))!);
  }

  async assign(actor: Actor, planId: number, n: number, body: AssignPlanBody) {
    const v = await this.version(actor.companyId, planId, n);
    if (!v.employer_signed_at)
      throw appError('PLAN_NOT_EMPLOYER_SIGNED', PLAN_HTTP.notEmployerSigned);
    const { emails, unknown } = await this.resolveReps(actor.companyId, body);
    const added = await this.db.transaction(async (tx) => {
      const newly = await this.plans.assign(tx, actor.companyId, v.id, emails);
      if (newly.length > 0)
        await this.activity.record(tx, {
          companyId: actor.companyId,
          action: 'plan.sent',
          target: `${v.plan_name} v${v.version}`,
          details: {
            plan_name: v.plan_name,
            version: v.version,
            version_id: v.id,
            count: newly.length,
            recipients: newly.slice(0, 20),
          },
        });
      return newly;
    });
    if (added.length > 0) {
      await this.webhooks.emit(actor.companyId, 'plan.sent', {
        plan_id: planId,
        plan_name: v.plan_name,
        version: v.version,
        version_id: v.id,
        rep_emails: added,
      });
      const company = await this.plans.companyName(actor.companyId);
      await this.mail.requests(actor.companyId, added, {
        companyName: company?.name ?? '',
        planName: v.plan_name,
        version: v.version,
        dueDate: v.due_date,
      });
    }
    return {
      version: toVersion((await this.plans.versionById(actor.companyId, v.id))!),
      added: added.length,
      unknown,
    };
  }

  /** The reps a body names: every rep, its known emails, or the reps of its employee IDs. */
  private async resolveReps(companyId: number, body: AssignPlanBody) {
    const all = (await this.plans.allReps(companyId)).map((r) => r.email);
    if (body.all) return { emails: all, unknown: [] as string[] };
    if (body.emails?.length) {
      const known = new Set(all);
      const wanted = [...new Set(body.emails)];
      return {
        emails: wanted.filter((e) => known.has(e)),
        unknown: wanted.filter((e) => !known.has(e)),
      };
    }
    const ids = [...new Set(body.employee_ids ?? [])];
    const found = await this.plans.repsByEmployeeId(companyId, ids);
    const seen = new Set(found.map((f) => f.employee_id));
    return { emails: found.map((f) => f.email), unknown: ids.filter((id) => !seen.has(id)) };
  }

  async statusBoard(companyId: number, planId: number, n: number): Promise<PlanStatusRow[]> {
    const v = await this.version(companyId, planId, n);
    return (await this.plans.statusBoard(companyId, v.id)).map((row) => ({
      rep_email: row.rep_email,
      rep_name: row.rep_name,
      status: statusOf(row, v.due_date),
      assigned_at: row.assigned_at,
      opened_at: row.opened_at,
      signed_at: row.signed_at,
      due_date: v.due_date,
      signature_id: row.signature_id,
    }));
  }

  /** The auditor's CSV: one line per assigned rep, with the evidence of each signature. */
  async statusCsv(companyId: number, planId: number, n: number): Promise<string> {
    const v = await this.version(companyId, planId, n);
    const lines = [
      csvLine([
        'Plan',
        'Version',
        'Effective date',
        'Document SHA-256',
        'Employer signer',
        'Employer signed at (UTC)',
        'Rep email',
        'Rep name',
        'Status',
        'Due date',
        'Assigned at (UTC)',
        'Opened at (UTC)',
        'Signed at (UTC)',
        'Typed name',
        'Verified email',
        'IP address',
        'User agent',
        'Key',
        'Signed document SHA-256',
        'Signed copy SHA-256',
        'Verification code',
      ]),
    ];
    for (const row of await this.plans.statusBoard(companyId, v.id))
      lines.push(
        csvLine([
          v.plan_name,
          v.version,
          v.effective_date,
          v.document_sha256,
          v.employer_name ? `${v.employer_name}, ${v.employer_title}` : '',
          v.employer_signed_at,
          row.rep_email,
          row.rep_name,
          statusOf(row, v.due_date),
          v.due_date,
          row.assigned_at,
          row.opened_at,
          row.signed_at,
          row.signed_name,
          row.verified_email,
          row.ip,
          row.user_agent,
          row.key_id,
          row.document_sha256,
          row.signed_sha256,
          row.verification_code,
        ]),
      );
    return lines.join('');
  }

  async signedCopy(companyId: number, signatureId: number) {
    const copy = await this.plans.signedPdf(companyId, signatureId);
    if (!copy) throw appError('PLAN_NOT_FOUND', PLAN_HTTP.signatureNotFound);
    const v = await this.plans.versionById(companyId, copy.version_id);
    return { pdf: copy.signed_pdf, version: v!, repEmail: copy.rep_email };
  }
}
