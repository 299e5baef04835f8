// The rep's side of plans (issue 30): the versions assigned to the key's email, reading the PDF
// (which marks it opened), the 6-digit code emailed to the rep (10 minutes, 5 tries, only its HMAC
// stored), and signing: the evidence and the signed copy (original + signature page) are stored in
// one transaction with the activity event; then the webhook and the email with the copy go out.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isDemoKey } from '@commissionbee/shared/demo';
import type { PlanSigned, RepPlans } from '@commissionbee/shared/contracts/plans';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service.js';
import { GuessCountsRepository } from '../auth/guess-counts.repository.js';
import type { RepPrincipal } from '../auth/principal.js';
import { appError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { sha256, signedCopy, verificationCode } from './plan-pdf.js';
import { PlanMailService } from './plan-mail.service.js';
import { PLAN_HTTP } from './plans.messages.js';
import { PlansRepository, type VersionRow } from './plans.repository.js';

export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
/** Codes one key may ask for in an hour (each is an email). */
export const CODES_PER_HOUR = 5;

const notFound = () => appError('PLAN_NOT_FOUND', PLAN_HTTP.versionNotFound);

/** j***@example.com */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain ?? ''}`;
}

export interface SigningContext {
  ip: string | null;
  userAgent: string | null;
}

@Injectable()
export class RepPlansService {
  constructor(
    private readonly db: DataSource,
    private readonly plans: PlansRepository,
    private readonly counts: GuessCountsRepository,
    private readonly activity: ActivityService,
    private readonly webhooks: WebhooksService,
    private readonly mail: PlanMailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(rep: RepPrincipal): Promise<RepPlans> {
    const [assigned, payDates] = await Promise.all([
      this.plans.forRep(rep.companyId, rep.email),
      this.plans.payDates(rep.companyId, rep.email),
    ]);
    return {
      plans: assigned.map((p) => ({
        version_id: p.version_id,
        plan_name: p.plan_name,
        version: p.version,
        effective_date: p.effective_date,
        end_date: p.end_date,
        due_date: p.due_date,
        pages: p.pages,
        bytes: p.bytes,
        document_sha256: p.document_sha256,
        employer_name: p.employer_name,
        employer_title: p.employer_title,
        status: p.signature_id ? 'signed' : 'due',
        signed_at: p.signed_at,
        signed_name: p.signed_name,
        verification_code: p.verification_code,
      })),
      // The version in force on a pay date: the latest effective on or before it (an expired plan
      // stays in force until another replaces it, as §2751 says). `assigned` is newest first.
      paid_under: payDates.flatMap((day) => {
        const inForce = assigned.find((p) => p.effective_date <= day);
        return inForce
          ? [
              {
                pay_date: day,
                version_id: inForce.version_id,
                plan_name: inForce.plan_name,
                version: inForce.version,
              },
            ]
          : [];
      }),
    };
  }

  /**
   * The plan version in force for a rep on a pay date (the same rule as `paid_under`), as a
   * statement names it: "Solar Sales Plan 2024 v2"; null when no plan is assigned to the rep.
   */
  async inForce(companyId: number, email: string, payDate: string): Promise<string | null> {
    const assigned = await this.plans.forRep(companyId, email.trim().toLowerCase());
    const version = assigned.find((p) => p.effective_date <= payDate);
    return version ? `${version.plan_name} v${version.version}` : null;
  }

  private async assigned(rep: RepPrincipal, versionId: number) {
    const assignment = await this.plans.assignment(rep.companyId, versionId, rep.email);
    if (!assignment) throw notFound();
    const version = (await this.plans.versionById(rep.companyId, versionId))!;
    return { assignment, version };
  }

  async document(rep: RepPrincipal, versionId: number) {
    const { assignment, version } = await this.assigned(rep, versionId);
    // An admin's preview reads without marking the rep's plan opened.
    if (!rep.preview) await this.plans.markOpened(rep.companyId, assignment.id);
    return { version, pdf: (await this.plans.pdf(rep.companyId, versionId))! };
  }

  async signedCopy(rep: RepPrincipal, versionId: number) {
    const { version } = await this.assigned(rep, versionId);
    const copy = await this.plans.signedPdfForRep(rep.companyId, versionId, rep.email);
    if (!copy) throw appError('PLAN_NOT_FOUND', PLAN_HTTP.signatureNotFound);
    return { version, pdf: copy.signed_pdf };
  }

  private codeHash(assignmentId: number, code: string) {
    return createHmac('sha256', this.config.JWT_SECRET)
      .update(`plan-code\n${assignmentId}\n${code}`)
      .digest('hex');
  }

  private refuseDemo(rep: RepPrincipal) {
    if (isDemoKey(rep.viewKey)) throw appError('PLAN_DEMO_READ_ONLY', PLAN_HTTP.demo);
  }

  async sendCode(rep: RepPrincipal, versionId: number) {
    this.refuseDemo(rep);
    const { assignment, version } = await this.assigned(rep, versionId);
    if (await this.plans.signedPdfForRep(rep.companyId, versionId, rep.email))
      throw appError('PLAN_ALREADY_SIGNED', PLAN_HTTP.alreadySigned);
    if (!rep.email.includes('@')) throw appError('PLAN_NO_EMAIL', PLAN_HTTP.noEmail);
    const { over, retryAfterSeconds } = await this.counts.countWindow({
      key: `plan-code:${rep.keyId}`,
      max: CODES_PER_HOUR,
      windowSeconds: 3600,
    });
    if (over) {
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw appError('PLAN_CODE_LIMIT', PLAN_HTTP.codeLimit(minutes), { minutes });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = await this.plans.setCode(
      rep.companyId,
      assignment.id,
      this.codeHash(assignment.id, code),
      CODE_MINUTES,
    );
    const company = await this.plans.companyName(rep.companyId);
    await this.mail.code(rep.companyId, rep.email, {
      companyName: company?.name ?? '',
      planName: `${version.plan_name} v${version.version}`,
      code,
    });
    return { sent_to: maskEmail(rep.email), expires_at: expiresAt };
  }

  async sign(
    rep: RepPrincipal,
    versionId: number,
    body: { name: string; code: string },
    context: SigningContext,
  ): Promise<PlanSigned> {
    this.refuseDemo(rep);
    await this.assigned(rep, versionId);
    const company = await this.plans.companyName(rep.companyId);
    // A wrong try is counted in its own transaction: it must stay counted though the answer is an error.
    const outcome = await this.db.transaction(async (tx) => {
      const assignment = (await this.plans.lockAssignment(
        tx,
        rep.companyId,
        versionId,
        rep.email,
      ))!;
      if (await this.plans.signedPdfForRep(rep.companyId, versionId, rep.email, tx))
        return { refused: appError('PLAN_ALREADY_SIGNED', PLAN_HTTP.alreadySigned) };
      if (!assignment.code_hash)
        return { refused: appError('PLAN_CODE_NEEDED', PLAN_HTTP.codeNeeded) };
      if (assignment.code_expired)
        return { refused: appError('PLAN_CODE_EXPIRED', PLAN_HTTP.codeExpired) };
      const given = Buffer.from(this.codeHash(assignment.id, body.code), 'hex');
      const stored = Buffer.from(assignment.code_hash, 'hex');
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        const left = await this.plans.wrongTry(tx, assignment.id, CODE_TRIES);
        return { refused: appError('PLAN_CODE_WRONG', PLAN_HTTP.codeWrong(left), { left }) };
      }
      await this.plans.clearCode(tx, assignment.id);
      // Read inside the transaction: the version's document and employer signature as signed.
      const version = (await this.plans.versionById(rep.companyId, versionId, tx))!;
      const original = (await this.plans.pdf(rep.companyId, versionId, tx))!;
      const signedAt = new Date();
      const code = verificationCode(this.config.JWT_SECRET, [
        String(rep.companyId),
        String(versionId),
        rep.email,
        signedAt.toISOString(),
        version.document_sha256,
      ]);
      const copy = await signedCopy(original, {
        companyName: company?.name ?? '',
        planName: version.plan_name,
        version: version.version,
        effectiveDate: version.effective_date,
        employer: {
          name: version.employer_name ?? '',
          title: version.employer_title ?? '',
          signedAt: version.employer_signed_at ?? '',
        },
        rep: { name: body.name, email: rep.email, signedAt: signedAt.toISOString() },
        evidence: { ip: context.ip, userAgent: context.userAgent, keyId: rep.keyId },
        documentSha256: version.document_sha256,
        verificationCode: code,
        verifyUrl: `${this.config.PUBLIC_URL}/verify/${code}`,
      });
      const copySha = sha256(copy);
      const signatureId = await this.plans.insertSignature(tx, {
        companyId: rep.companyId,
        versionId,
        assignmentId: assignment.id,
        email: rep.email,
        name: body.name,
        signedAt,
        documentSha256: version.document_sha256,
        ip: context.ip,
        userAgent: context.userAgent,
        keyId: rep.keyId,
        verificationCode: code,
        signedPdf: copy,
        signedSha256: copySha,
      });
      await this.activity.record(tx, {
        companyId: rep.companyId,
        action: 'plan.signed',
        target: `${version.plan_name} v${version.version}`,
        actor: { kind: 'rep', email: rep.email },
        details: {
          plan_name: version.plan_name,
          version: version.version,
          version_id: versionId,
          name: body.name,
          document_sha256: version.document_sha256,
          verification_code: code,
        },
      });
      return {
        signed: {
          signature_id: signatureId,
          version_id: versionId,
          signed_at: signedAt.toISOString(),
          signed_name: body.name,
          document_sha256: version.document_sha256,
          signed_copy_sha256: copySha,
          verification_code: code,
        } satisfies PlanSigned,
        version,
      };
    });
    if ('refused' in outcome) throw outcome.refused;
    const { signed, version } = outcome;
    await this.afterSigning(rep, version, signed, company?.name ?? '');
    return signed;
  }

  private async afterSigning(
    rep: RepPrincipal,
    version: VersionRow,
    signed: PlanSigned,
    companyName: string,
  ) {
    await this.webhooks.emit(rep.companyId, 'plan.signed', {
      plan_id: version.plan_id,
      plan_name: version.plan_name,
      version: version.version,
      version_id: version.id,
      rep_email: rep.email,
      signed_at: signed.signed_at,
      document_sha256: signed.document_sha256,
      verification_code: signed.verification_code,
    });
    await this.mail.signed(rep.email, rep.companyId, signed.signature_id, {
      companyName,
      planName: version.plan_name,
      version: version.version,
      verificationCode: signed.verification_code,
    });
  }
}
