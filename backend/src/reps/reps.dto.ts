// The email pipe of the rep page (the directory's query and the profile's body are declared with
// the routes in libs/shared/src/contracts/reps.ts).
import { type PipeTransform } from '@nestjs/common';
import { looksLikeEmail, normalizeEmail } from '@commissionbee/shared/email';
import { appError } from '../common/app-error.js';

export type { RepListQuery, RepProfileBody } from '@commissionbee/shared/contracts/reps';

/** A rep's email in the path: anything that is not an email is simply not found. */
export class RepEmailPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || value.length > 320 || !looksLikeEmail(value))
      throw appError('NOT_FOUND');
    return normalizeEmail(value);
  }
}
