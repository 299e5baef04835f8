import { Body, Controller, Header, Param, Query, Res, UseFilters } from '@nestjs/common';
import type { Response } from 'express';
import {
  scim,
  type ScimListQuery,
  type ScimPatchBody,
  type ScimSettingsBody,
  type ScimUserBody,
} from '@commissionbee/shared/contracts/scim';
import { CurrentActor, CurrentUser } from '../auth/decorators.js';
import type { Actor, UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { SCIM_MEDIA_TYPE, ScimErrorFilter } from './scim-error.filter.js';
import { ScimService } from './scim.service.js';

/** SCIM 2.0 Users: answers and errors as application/scim+json. */
@Controller()
@UseFilters(ScimErrorFilter)
export class ScimController {
  constructor(private readonly scim: ScimService) {}

  @Route(scim.list)
  @Header('Content-Type', SCIM_MEDIA_TYPE)
  list(@CurrentActor() actor: Actor, @Query(new ZodPipe(scim.list.query)) q: ScimListQuery) {
    return this.scim.list(actor.companyId, q.filter, q.startIndex, q.count);
  }

  @Route(scim.create)
  @Header('Content-Type', SCIM_MEDIA_TYPE)
  create(@CurrentActor() actor: Actor, @Body(new ZodPipe(scim.create.body)) body: ScimUserBody) {
    return this.scim.create(actor, body);
  }

  @Route(scim.read)
  @Header('Content-Type', SCIM_MEDIA_TYPE)
  read(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.scim.read(actor.companyId, id);
  }

  @Route(scim.replace)
  @Header('Content-Type', SCIM_MEDIA_TYPE)
  replace(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body(new ZodPipe(scim.replace.body)) body: ScimUserBody,
  ) {
    return this.scim.replace(actor, id, body);
  }

  @Route(scim.patch)
  @Header('Content-Type', SCIM_MEDIA_TYPE)
  patch(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body(new ZodPipe(scim.patch.body)) body: ScimPatchBody,
  ) {
    return this.scim.patch(actor, id, body);
  }

  @Route(scim.remove)
  async remove(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.scim.remove(actor, id);
    res.status(204);
  }

  @Route(scim.settings)
  settings(@CurrentUser() user: UserPrincipal) {
    return this.scim.settings(user.companyId);
  }

  @Route(scim.saveSettings)
  saveSettings(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(scim.saveSettings.body)) body: ScimSettingsBody,
  ) {
    return this.scim.saveSettings(user.companyId, body.rotate_rep_links);
  }
}
