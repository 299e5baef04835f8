import { InitialSchema1763840000000 } from './1763840000000-initial-schema.js';
import { LedgerNewestFirstIndex1795381859533 } from './1795381859533-ledger-newest-first-index.js';
import { LedgerSearchTrigram1795382400000 } from './1795382400000-ledger-search-trigram.js';
import { CompanyDataVersion1795900000000 } from './1795900000000-company-data-version.js';
import { UserSessionsFrom1795900100000 } from './1795900100000-user-sessions-from.js';
import { DataVersionOnTruncate1795900200000 } from './1795900200000-data-version-on-truncate.js';
import { GuessCounts1796000000000 } from './1796000000000-guess-counts.js';
import { LedgerSearchDeferred1796100000000 } from './1796100000000-ledger-search-deferred.js';
import { LedgerIngestChecks1796100100000 } from './1796100100000-ledger-ingest-checks.js';
import { MailQueue1796200000000 } from './1796200000000-mail-queue.js';
import { LedgerLineIds1796300000000 } from './1796300000000-ledger-line-ids.js';
import { QuestionsAndReviews1796500000000 } from './1796500000000-questions-and-reviews.js';
import { ActivityRepsPayroll1796600000000 } from './1796600000000-activity-reps-payroll.js';
import { ApiTokensWebhooks1796700000000 } from './1796700000000-api-tokens-webhooks.js';
import { LedgerInsertTrigger1796800000000 } from './1796800000000-ledger-insert-trigger.js';
import { PushSubscriptionPerKey1796926000000 } from './1796926000000-push-subscription-per-key.js';
import { ActivityLogSealed1796926500000 } from './1796926500000-activity-log-sealed.js';
import { UserTemporaryPassword1796927000000 } from './1796927000000-user-temporary-password.js';
import { UploadsUndone1796930000000 } from './1796930000000-uploads-undone.js';
import { PayRuns1797000000000 } from './1797000000000-pay-runs.js';
import { Statements1797100000000 } from './1797100000000-statements.js';
import { People1797200000000 } from './1797200000000-people.js';
import { ScimSettings1797200100000 } from './1797200100000-scim-settings.js';
import { CommissionPlans1797300000000 } from './1797300000000-commission-plans.js';
import { StatementEmail1797600000000 } from './1797600000000-statement-email.js';
import { ActivityPurgeAnyLanguage1797830000000 } from './1797830000000-activity-purge-any-language.js';
import { SsoAdminPasswordFallback1797840000000 } from './1797840000000-sso-admin-password-fallback.js';
import { RepLanguages1797860000100 } from './1797860000100-rep-languages.js';
import { LedgerSearchStaged1797500000000 } from './1797500000000-ledger-search-staged.js';
import { Sso1797820000000 } from './1797820000000-sso.js';
import { PayrollExports1797810000000 } from './1797810000000-payroll-exports.js';
// Migrations in the order they run (ESM has no directory globbing at runtime).

export const MIGRATIONS = [
  InitialSchema1763840000000,
  LedgerNewestFirstIndex1795381859533,
  LedgerSearchTrigram1795382400000,
  CompanyDataVersion1795900000000,
  UserSessionsFrom1795900100000,
  DataVersionOnTruncate1795900200000,
  GuessCounts1796000000000,
  LedgerSearchDeferred1796100000000,
  LedgerIngestChecks1796100100000,
  MailQueue1796200000000,
  LedgerLineIds1796300000000,
  QuestionsAndReviews1796500000000,
  ActivityRepsPayroll1796600000000,
  ApiTokensWebhooks1796700000000,
  LedgerInsertTrigger1796800000000,
  PushSubscriptionPerKey1796926000000,
  ActivityLogSealed1796926500000,
  UserTemporaryPassword1796927000000,
  UploadsUndone1796930000000,
  PayRuns1797000000000,
  Statements1797100000000,
  People1797200000000,
  ScimSettings1797200100000,
  CommissionPlans1797300000000,
  LedgerSearchStaged1797500000000,
  StatementEmail1797600000000,
  PayrollExports1797810000000,
  Sso1797820000000,
  ActivityPurgeAnyLanguage1797830000000,
  SsoAdminPasswordFallback1797840000000,
  RepLanguages1797860000100,
];
