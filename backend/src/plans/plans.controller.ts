// The plan routes (issue 30): the admins' (plans, versions, employer signature, assignment, status
// board, signed copies), the rep's (by view key) and the public check of a signed copy. PDFs are
// served as attachments with a CSP that runs nothing (a PDF with JavaScript is still stored, but
// a browser opening it from us gets no script, no plugin and no form).
import {
  Body,
  Controller,
  Header,
  Injectable,
  Param,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type PipeTransform,
} from '@nestjs/common';
import {
  planCheck,
  plans as planRoutes,
  planVersionFields,
  repPlans,
  type AssignPlanBody,
  type EmployerSignatureBody,
  type NewPlanBody,
  type SignPlanBody,
} from '@commissionbee/shared/contracts/plans';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { CurrentActor, CurrentRep, CurrentUser } from '../auth/decorators.js';
import { GuessCountsRepository } from '../auth/guess-counts.repository.js';
import type { Actor, RepPrincipal, UserPrincipal } from '../auth/principal.js';
import { appError } from '../common/app-error.js';
import { uploadedFileName } from '../common/csv-file.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { PdfBodyLimit, PdfFileInterceptor } from './pdf-file.js';
import { PlanVerification } from './plan-verification.js';
import { PLAN_HTTP } from './plans.messages.js';
import { PlansService } from './plans.service.js';
import { RepPlansService } from './rep-plans.service.js';

const MAX_ID = 2_147_483_647;

class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id < 1 || id > MAX_ID) throw appError('PLAN_NOT_FOUND', PLAN_HTTP.notFound);
    return id;
  }
}
const Id = (name: string) => Param(name, IdPipe);

/** The headers of every PDF we answer: a download, never a document that runs anything. */
export function sendPdf(res: Response, pdf: Buffer, fileName: string, inline = false): void {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 120) || 'plan.pdf';
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${safe}"`);
  res.setHeader(
    'Content-Security-Policy',
    "sandbox; default-src 'none'; script-src 'none'; object-src 'none'; form-action 'none'; frame-ancestors 'self'",
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Length', String(pdf.length));
  res.end(pdf);
}

const slug = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-');

/** 30 checks an hour per address, counted before the body is read. */
@Injectable()
export class VerifyLimit implements NestInterceptor {
  constructor(private readonly counts: GuessCountsRepository) {}
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const { over, retryAfterSeconds } = await this.counts.countWindow({
      key: `plan-verify:${req.ip ?? 'unknown'}`,
      max: 30,
      windowSeconds: 3600,
    });
    if (over) {
      context
        .switchToHttp()
        .getResponse<Response>()
        .setHeader('Retry-After', String(retryAfterSeconds));
      throw appError('PLAN_VERIFY_LIMIT', PLAN_HTTP.verifyLimit);
    }
    return next.handle();
  }
}

@Controller()
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Route(planRoutes.list)
  @Header('Cache-Control', 'no-store')
  list(@CurrentActor() actor: Actor) {
    return this.plans.list(actor.companyId);
  }

  @Route(planRoutes.create)
  create(
    @CurrentActor() actor: Actor,
    @Body(new ZodPipe(planRoutes.create.body)) body: NewPlanBody,
  ) {
    return this.plans.create(actor, body.name);
  }

  @Route(planRoutes.detail)
  @Header('Cache-Control', 'no-store')
  detail(@CurrentActor() actor: Actor, @Id('id') id: number) {
    return this.plans.detail(actor.companyId, id);
  }

  @Route(planRoutes.addVersion)
  @UseInterceptors(PdfBodyLimit, PdfFileInterceptor)
  addVersion(
    @CurrentActor() actor: Actor,
    @Id('id') id: number,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() form: unknown,
  ) {
    if (!file) throw appError('PLAN_NOT_A_PDF', PLAN_HTTP.noFile);
    const fields = planVersionFields.safeParse(form ?? {});
    if (!fields.success)
      throw appError('PLAN_FIELDS_INVALID', fields.error.issues[0]?.message ?? 'Invalid fields');
    return this.plans.addVersion(
      actor,
      id,
      { bytes: file.buffer, name: uploadedFileName(file.originalname) },
      fields.data,
    );
  }

  @Route(planRoutes.document)
  async document(
    @CurrentActor() actor: Actor,
    @Id('id') id: number,
    @Id('v') v: number,
    @Res() res: Response,
  ) {
    const { version, pdf } = await this.plans.document(actor.companyId, id, v);
    sendPdf(res, pdf, `${slug(version.plan_name)}-v${version.version}.pdf`);
  }

  @Route(planRoutes.employerSign)
  employerSign(
    @CurrentUser() user: UserPrincipal,
    @Id('id') id: number,
    @Id('v') v: number,
    @Body(new ZodPipe(planRoutes.employerSign.body)) body: EmployerSignatureBody,
  ) {
    return this.plans.employerSign(user, id, v, body);
  }

  @Route(planRoutes.assign)
  assign(
    @CurrentActor() actor: Actor,
    @Id('id') id: number,
    @Id('v') v: number,
    @Body(new ZodPipe(planRoutes.assign.body)) body: AssignPlanBody,
  ) {
    return this.plans.assign(actor, id, v, body);
  }

  @Route(planRoutes.signatures)
  @Header('Cache-Control', 'no-store')
  signatures(@CurrentActor() actor: Actor, @Id('id') id: number, @Id('v') v: number) {
    return this.plans.statusBoard(actor.companyId, id, v);
  }

  @Route(planRoutes.signaturesCsv)
  async signaturesCsv(
    @CurrentActor() actor: Actor,
    @Id('id') id: number,
    @Id('v') v: number,
    @Res() res: Response,
  ) {
    const csv = await this.plans.statusCsv(actor.companyId, id, v);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="plan-${id}-v${v}-signatures.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(csv);
  }

  @Route(planRoutes.signedCopy)
  async signedCopy(@CurrentActor() actor: Actor, @Id('id') id: number, @Res() res: Response) {
    const { pdf, version, repEmail } = await this.plans.signedCopy(actor.companyId, id);
    sendPdf(
      res,
      pdf,
      `${slug(version.plan_name)}-v${version.version}-${slug(repEmail)}-signed.pdf`,
    );
  }
}

@Controller()
export class RepPlansController {
  constructor(private readonly plans: RepPlansService) {}

  @Route(repPlans.list)
  @Header('Cache-Control', 'no-store')
  list(@CurrentRep() rep: RepPrincipal) {
    return this.plans.list(rep);
  }

  @Route(repPlans.code)
  code(@CurrentRep() rep: RepPrincipal, @Id('version_id') versionId: number) {
    return this.plans.sendCode(rep, versionId);
  }

  @Route(repPlans.sign)
  sign(
    @CurrentRep() rep: RepPrincipal,
    @Id('version_id') versionId: number,
    @Body(new ZodPipe(repPlans.sign.body)) body: SignPlanBody,
    @Req() req: Request,
  ) {
    const agent = req.headers['user-agent'];
    return this.plans.sign(rep, versionId, body, {
      ip: req.ip ?? null,
      userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null,
    });
  }

  @Route(repPlans.document)
  async document(
    @CurrentRep() rep: RepPrincipal,
    @Id('version_id') versionId: number,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const { version, pdf } = await this.plans.document(rep, versionId);
    // ?inline=1: the app's own viewer reads it (same origin); a download otherwise.
    sendPdf(
      res,
      pdf,
      `${slug(version.plan_name)}-v${version.version}.pdf`,
      req.query.inline === '1',
    );
  }

  @Route(repPlans.signedCopy)
  async signedCopy(
    @CurrentRep() rep: RepPrincipal,
    @Id('version_id') versionId: number,
    @Res() res: Response,
  ) {
    const { version, pdf } = await this.plans.signedCopy(rep, versionId);
    sendPdf(res, pdf, `${slug(version.plan_name)}-v${version.version}-signed.pdf`);
  }
}

@Controller()
export class PlanCheckController {
  constructor(private readonly verification: PlanVerification) {}

  @Route(planCheck.verifyCopy)
  @Header('Cache-Control', 'no-store')
  @UseInterceptors(VerifyLimit, PdfBodyLimit, PdfFileInterceptor)
  verify(@UploadedFile() file: Express.Multer.File | undefined) {
    if (!file) throw appError('PLAN_NOT_A_PDF', PLAN_HTTP.noFile);
    return this.verification.check(file.buffer);
  }
}
