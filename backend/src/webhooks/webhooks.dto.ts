// The webhook routes' request schemas (shared with the admin app) and the delivery id in paths.
import { ParseUUIDPipe } from '@nestjs/common';

export { newWebhookBody, type NewWebhookBody } from '@commissionbee/shared/api';

/** A delivery's id in a path: a v4 uuid, else 400. */
export const deliveryIdPipe = new ParseUUIDPipe({ version: '4' });
