import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { INVALID_EMAIL_MESSAGE } from '@commissionbee/shared/email';
import { CurrentUser, Roles } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import {
  emailBody,
  featuresPatchBody,
  viewKeyQuery,
  type EmailBody,
  type FeaturesPatchBody,
  type ViewKeyQuery,
} from './view-keys.dto.js';
import { VIEW_KEYS_MESSAGES } from './view-keys.messages.js';
import { ViewKeysService } from './view-keys.service.js';

@ApiTags('view keys')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee')
export class ViewKeysController {
  constructor(private readonly keys: ViewKeysService) {}

  @Get('view-keys')
  @ApiQuery({ name: 'email', required: true })
  @ApiOperation({ summary: "The live view key of a rep of the admin's company (404 otherwise)" })
  viewKey(
    @CurrentUser() user: UserPrincipal,
    @Query(new ZodPipe(viewKeyQuery)) query: ViewKeyQuery,
  ) {
    return this.keys.viewKeyOf(user.companyId, query.email);
  }

  @Post('rep-previews')
  @ApiOperation({
    summary: "A read-only key to preview a rep's portal",
    description:
      "{email} → {preview_key, expires_at}. The key opens /bee/view/{preview_key} for 30 minutes and ends with the rep's " +
      "link; it reads what the rep's own key reads, and every rep write made with it is 403 REP_PREVIEW_READ_ONLY " +
      '(nothing is sent or recorded as the rep, not even a portal open). 404 for a rep without a live key.',
  })
  preview(@CurrentUser() user: UserPrincipal, @Body(new ZodPipe(emailBody)) body: EmailBody) {
    return this.keys.preview(user, body.email);
  }

  @Post('view-keys/rotate')
  @ApiOperation({
    summary: 'Issue a rep a new link; the old one stops working at once',
    description:
      'Answers {view_key, created_at}; the grants (custom_features) carry over. 404 for a rep without a key.',
  })
  rotate(@CurrentUser() user: UserPrincipal, @Body(new ZodPipe(emailBody)) body: EmailBody) {
    return this.keys.rotate(user.companyId, body.email);
  }

  @Get('view-keys/features')
  @ApiOperation({ summary: 'Live rep keys of the company with their grants, by email' })
  async features(@CurrentUser() user: UserPrincipal) {
    return { data: await this.keys.features(user.companyId) };
  }

  @Patch('view-keys/features')
  @ApiOperation({
    summary: 'Set the grants of rep keys',
    description:
      "Body [{id, custom_features}] with features from ['whatif-calc']; all or nothing: 404 if any id is not a live key of the company.",
  })
  async setFeatures(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(featuresPatchBody)) body: FeaturesPatchBody,
  ) {
    return { data: await this.keys.setFeatures(user.companyId, body) };
  }

  @Post('add-rep-key')
  @ApiOperation({
    summary: 'Register a rep by email, without access',
    description: `400 '${INVALID_EMAIL_MESSAGE}'; 409 '${VIEW_KEYS_MESSAGES.repExists}'.`,
  })
  async addRepKey(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(emailBody)) body: EmailBody,
  ) {
    return { data: await this.keys.add(user.companyId, body.email) };
  }
}
