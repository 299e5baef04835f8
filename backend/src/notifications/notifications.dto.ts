// The pipe that checks a push subscription by the rules of this deployment (plain http endpoints
// only with OUTBOUND_ALLOW_PRIVATE, for local push services in development and tests); the
// schemas are declared with their routes in libs/shared/src/contracts/notifications.ts.
import { Inject, Injectable, type PipeTransform } from '@nestjs/common';
import {
  pushSubscriptionBody,
  type PushSubscriptionBody,
} from '@commissionbee/shared/contracts/notifications';
import { ZodPipe } from '../common/zod-body.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** `@Body(PushSubscriptionPipe)`: the subscription schema of this deployment. */
@Injectable()
export class PushSubscriptionPipe implements PipeTransform {
  private readonly pipe: ZodPipe<ReturnType<typeof pushSubscriptionBody>>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pipe = new ZodPipe(pushSubscriptionBody(config.OUTBOUND_ALLOW_PRIVATE));
  }

  transform(value: unknown): PushSubscriptionBody {
    return this.pipe.transform(value);
  }
}
