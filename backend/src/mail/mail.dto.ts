// The mail routes' request schemas: the body of POST /mail/rep-portals and the send id in paths.
import { ParseUUIDPipe } from '@nestjs/common';
import { formatUsDate, normalizeDate } from '@commissionbee/shared/pay-date';
import { z } from 'zod';
import { MAIL_MESSAGES } from './mail.messages.js';

export const MAX_REPS_PER_SEND = 5_000;

export const repPortalsBody = z.object({
  pay_date: z
    .string()
    .refine((value) => normalizeDate(value) !== null, MAIL_MESSAGES.badPayDate)
    .transform((value) => formatUsDate(normalizeDate(value))),
  // Custom issues reach the client as written (spec §5: 'Select at least one rep').
  rep_emails: z
    .array(z.string().max(320), { error: MAIL_MESSAGES.selectAtLeastOne })
    .refine((emails) => emails.length > 0, MAIL_MESSAGES.selectAtLeastOne)
    .refine(
      (emails) => emails.length <= MAX_REPS_PER_SEND,
      MAIL_MESSAGES.selectAtMost(MAX_REPS_PER_SEND),
    ),
});
export type RepPortalsBody = z.infer<typeof repPortalsBody>;

/** A send's id in a path: a v4 uuid, else 400. */
export const sendIdPipe = new ParseUUIDPipe({ version: '4' });
