// The send id in the mail routes' paths (the send's body is declared with its route in
// libs/shared/src/contracts/mail.ts).
import { ParseUUIDPipe } from '@nestjs/common';

/** A send's id in a path: a v4 uuid, else 400. */
export const sendIdPipe = new ParseUUIDPipe({ version: '4' });
