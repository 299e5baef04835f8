// The admins' plan routes (issue 30): plans, versions, the employer's signature, assignment, the
// status board and signed copies. PDFs are served as attachments with a CSP that runs nothing (a
// PDF with JavaScript is still stored, but a browser opening it from us gets no script, no plugin
// and no form).
import { Body, Controller, Header, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  plans as planRoutes,
  type AssignPlanBody,
  type EmployerSignatureBody,
  type NewPlanBody,
} from '@commissionbee/shared/contracts/plans';
import type { Response } from 'express';
import { CurrentActor, CurrentUser } from '../auth/decorators.js';
import type { Actor, UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { PdfBodyLimit, PdfFileInterceptor } from './pdf-file.js';
import { Id, sendCsv, sendPdf, slug, versionUpload } from './plan-http.js';
import { PlansService } from './plans.service.js';

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
    const upload = versionUpload(file, form);
    return this.plans.addVersion(actor, id, upload.file, upload.fields);
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
    sendCsv(res, csv, `plan-${id}-v${v}-signatures.csv`);
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
