// "Email me a new link" (issue 27): a rep whose link is dead or rotated types their email; if it
// is a rep of the dead link's company, the current link is emailed to that address only. The
// answer is the same whoever asks, and requests are limited per email and per network address in
// PostgreSQL (guess_counts), counted before anything is looked up so a known and an unknown email
// cost and answer the same.
import { Injectable } from '@nestjs/common';
import { DEMO_VIEW_KEY, LINK_REQUEST_MESSAGES } from '@commissionbee/shared/demo';
import { normalizeEmail } from '@commissionbee/shared/email';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { MAINTENANCE_COMPANY_ID } from '@commissionbee/shared/types';
import { GuessCountsRepository } from '../auth/guess-counts.repository.js';
import { GuessLimits, tooMany } from '../auth/guess-limits.js';
import { MailService } from '../mail/mail.service.js';
import { RepKeysRepository } from './rep-keys.repository.js';

@Injectable()
export class LinkRequestsService {
  constructor(
    private readonly keys: RepKeysRepository,
    private readonly mail: MailService,
    private readonly counts: GuessCountsRepository,
    private readonly limits: GuessLimits,
  ) {}

  async request(
    email: string,
    deadKey: string | null,
    address: string,
  ): Promise<{ message: string }> {
    if (await this.counts.countAll(this.limits.linkRequestLimits(email, address)))
      throw tooMany('REP_LINK_REQUESTS_TOO_MANY', LINK_REQUEST_MESSAGES.tooMany);
    const who = normalizeEmail(email);
    const companies = await this.keys.linkRequestCompanies(
      who,
      deadKey,
      DEMO_VIEW_KEY,
      MAINTENANCE_COMPANY_ID,
    );
    // Queued like an admin's send (the same email, retried the same way, shown in the Email
    // Center): only ever to the address asked for, which is the rep's own.
    for (const companyId of companies) {
      await this.mail.sendRepPortals(companyId, null, formatUsDate(new Date()), [who], true);
    }
    return { message: LINK_REQUEST_MESSAGES.sent };
  }
}
