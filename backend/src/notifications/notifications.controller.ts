import { Body, Controller, Delete, Get, HttpCode, Patch, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { CurrentRep, CurrentUser, RepAccess, Roles } from '../auth/decorators.js';
import type { RepPrincipal, UserPrincipal } from '../auth/principal.js';
import { RepWriteLimit } from '../auth/rep-write-limits.js';
import { ZodPipe } from '../common/zod-body.js';
import type { PushSubscribed } from '@commissionbee/shared/contracts/answers';
import { NotificationSettingsRepository } from './notification-settings.repository.js';
import {
  notificationSettingsBody,
  PushSubscriptionPipe,
  pushUnsubscribeBody,
  type NotificationSettingsBody,
  type PushSubscriptionBody,
  type PushUnsubscribeBody,
} from './notifications.dto.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { PushService } from './push.service.js';

@ApiTags('notifications')
@Controller('bee')
export class NotificationsController {
  constructor(
    private readonly push: PushService,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly settings: NotificationSettingsRepository,
  ) {}

  @RepAccess()
  @Get('rep/push')
  @ApiSecurity('view-key')
  @ApiOperation({
    summary: "The rep's push notifications: the VAPID public key and whether this key has any",
    description: '{public_key, subscribed}. X-View-Key.',
  })
  async pushState(@CurrentRep() rep: RepPrincipal) {
    return { public_key: this.push.publicKey, subscribed: await this.subscribed(rep) };
  }

  @RepAccess()
  @RepWriteLimit('push')
  @Put('rep/push')
  @ApiSecurity('view-key')
  @ApiOperation({
    summary: 'Turn push notifications on for this browser',
    description:
      'Body: the PushSubscription JSON {endpoint, keys: {p256dh, auth}}. The subscription belongs to the view key: ' +
      'rotating the link deletes it; a key keeps its 5 newest browsers (a sixth replaces the oldest); an endpoint ' +
      'another key holds gets a row of its own for this key. The endpoint must be https and reach only global ' +
      'unicast addresses (400 with a code URL_*). 403 PUSH_DEMO_KEY for the public demo key. Answers {subscribed: true}.',
  })
  async subscribe(
    @CurrentRep() rep: RepPrincipal,
    @Body(PushSubscriptionPipe) body: PushSubscriptionBody,
  ): Promise<PushSubscribed> {
    await this.push.subscribe(rep, {
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    return { subscribed: true };
  }

  @RepAccess()
  @Delete('rep/push')
  @HttpCode(200)
  @ApiSecurity('view-key')
  @ApiOperation({
    summary: 'Turn push notifications off',
    description:
      'Body {endpoint?}: that browser only, or every browser of the key without it. Answers {subscribed} (any left).',
  })
  async unsubscribe(
    @CurrentRep() rep: RepPrincipal,
    @Body(new ZodPipe(pushUnsubscribeBody)) body: PushUnsubscribeBody,
  ): Promise<PushSubscribed> {
    await this.subscriptions.remove(rep.companyId, rep.keyId, body.endpoint ?? null);
    return { subscribed: await this.subscribed(rep) };
  }

  /** Whether the rep's key has any browser subscribed. */
  private async subscribed(rep: RepPrincipal): Promise<boolean> {
    return (await this.subscriptions.countForKey(rep.companyId, rep.keyId)) > 0;
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get('notification-settings')
  @ApiOperation({ summary: "The company's notification settings: {notify_after_upload}" })
  async getSettings(@CurrentUser() user: UserPrincipal) {
    return { notify_after_upload: await this.settings.notifyAfterUpload(user.companyId) };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Patch('notification-settings')
  @ApiOperation({
    summary: 'Notify reps after every upload, or not',
    description:
      'Body {notify_after_upload: boolean}. When on, every upload sends "New pay posted" to its reps with new pay.',
  })
  async setSettings(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(notificationSettingsBody)) body: NotificationSettingsBody,
  ) {
    await this.settings.setNotifyAfterUpload(user.companyId, body.notify_after_upload);
    return { notify_after_upload: body.notify_after_upload };
  }
}
