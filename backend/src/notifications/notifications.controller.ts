import { Body, Controller } from '@nestjs/common';
import {
  notifications,
  type NotificationSettingsBody,
  type PushSubscriptionBody,
  type PushUnsubscribeBody,
} from '@commissionbee/shared/contracts/notifications';
import { CurrentRep, CurrentUser } from '../auth/decorators.js';
import type { RepPrincipal, UserPrincipal } from '../auth/principal.js';
import { RepWriteLimit } from '../auth/rep-write-limits.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import type { PushSubscribed } from '@commissionbee/shared/contracts/answers';
import { NotificationSettingsRepository } from './notification-settings.repository.js';
import { PushSubscriptionPipe } from './notifications.dto.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { PushService } from './push.service.js';

@Controller()
export class NotificationsController {
  constructor(
    private readonly push: PushService,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly settings: NotificationSettingsRepository,
  ) {}

  @Route(notifications.pushState)
  async pushState(@CurrentRep() rep: RepPrincipal) {
    return { public_key: this.push.publicKey, subscribed: await this.subscribed(rep) };
  }

  @Route(notifications.subscribe)
  @RepWriteLimit('push')
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

  @Route(notifications.unsubscribe)
  async unsubscribe(
    @CurrentRep() rep: RepPrincipal,
    @Body(new ZodPipe(notifications.unsubscribe.body)) body: PushUnsubscribeBody,
  ): Promise<PushSubscribed> {
    await this.subscriptions.remove(rep.companyId, rep.keyId, body.endpoint ?? null);
    return { subscribed: await this.subscribed(rep) };
  }

  /** Whether the rep's key has any browser subscribed. */
  private async subscribed(rep: RepPrincipal): Promise<boolean> {
    return (await this.subscriptions.countForKey(rep.companyId, rep.keyId)) > 0;
  }

  @Route(notifications.settings)
  async getSettings(@CurrentUser() user: UserPrincipal) {
    return { notify_after_upload: await this.settings.notifyAfterUpload(user.companyId) };
  }

  @Route(notifications.setSettings)
  async setSettings(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(notifications.setSettings.body)) body: NotificationSettingsBody,
  ) {
    await this.settings.setNotifyAfterUpload(user.companyId, body.notify_after_upload);
    return { notify_after_upload: body.notify_after_upload };
  }
}
