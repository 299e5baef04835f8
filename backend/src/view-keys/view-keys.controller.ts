import { Body, Controller, Query } from '@nestjs/common';
import {
  viewKeys,
  type EmailBody,
  type FeaturesPatchBody,
  type ViewKeyQuery,
} from '@commissionbee/shared/contracts/view-keys';
import { CurrentUser } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { ViewKeysService } from './view-keys.service.js';

@Controller()
export class ViewKeysController {
  constructor(private readonly keys: ViewKeysService) {}

  @Route(viewKeys.get)
  viewKey(
    @CurrentUser() user: UserPrincipal,
    @Query(new ZodPipe(viewKeys.get.query)) query: ViewKeyQuery,
  ) {
    return this.keys.viewKeyOf(user.companyId, query.email);
  }

  @Route(viewKeys.preview)
  preview(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(viewKeys.preview.body)) body: EmailBody,
  ) {
    return this.keys.preview(user, body.email);
  }

  @Route(viewKeys.rotate)
  rotate(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(viewKeys.rotate.body)) body: EmailBody,
  ) {
    return this.keys.rotate(user.companyId, body.email);
  }

  @Route(viewKeys.features)
  async features(@CurrentUser() user: UserPrincipal) {
    return { data: await this.keys.features(user.companyId) };
  }

  @Route(viewKeys.setFeatures)
  async setFeatures(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(viewKeys.setFeatures.body)) body: FeaturesPatchBody,
  ) {
    return { data: await this.keys.setFeatures(user.companyId, body) };
  }

  @Route(viewKeys.addRepKey)
  async addRepKey(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(viewKeys.addRepKey.body)) body: EmailBody,
  ) {
    return { data: await this.keys.add(user.companyId, body.email) };
  }
}
