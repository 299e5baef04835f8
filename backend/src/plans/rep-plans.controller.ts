// The rep's plan routes (by view key: their versions, a signing code, signing, the document and
// their signed copy) and the public check of a signed copy.
import { Body, Controller, Header, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { planCheck, repPlans, type SignPlanBody } from '@commissionbee/shared/contracts/plans';
import type { Request, Response } from 'express';
import { CurrentRep } from '../auth/decorators.js';
import type { RepPrincipal } from '../auth/principal.js';
import { appError } from '../common/app-error.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { PdfBodyLimit, PdfFileInterceptor } from './pdf-file.js';
import { Id, sendPdf, slug, VerifyLimit } from './plan-http.js';
import { PlanVerification } from './plan-verification.js';
import { PLAN_HTTP } from './plans.messages.js';
import { RepPlansService } from './rep-plans.service.js';

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
