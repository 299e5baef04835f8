// The delivery id in the webhook routes' paths (their body is declared with the routes in
// libs/shared/src/contracts/webhooks.ts).
import { ParseUUIDPipe } from '@nestjs/common';

/** A delivery's id in a path: a v4 uuid, else 400. */
export const deliveryIdPipe = new ParseUUIDPipe({ version: '4' });
