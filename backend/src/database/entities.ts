import { ApiTokenRecord } from '../api-tokens/api-token.entity.js';
import { IdempotencyKeyRecord } from '../idempotency/idempotency-key.entity.js';
import { WebhookAttemptRecord } from '../webhooks/webhook-attempt.entity.js';
import { WebhookDeliveryRecord } from '../webhooks/webhook-delivery.entity.js';
import { WebhookEndpointRecord } from '../webhooks/webhook-endpoint.entity.js';
import { ActivityEventRecord } from '../activity/activity-event.entity.js';
import { PayrollSettingsRecord } from '../payroll/payroll-settings.entity.js';
import { RepProfile } from '../reps/rep-profile.entity.js';
import { GuessCount } from '../auth/guess-count.entity.js';
import { RevokedToken } from '../auth/revoked-token.entity.js';
import { Calculator } from '../calculator/calculator.entity.js';
import { Company } from '../companies/company.entity.js';
import { LedgerRecord } from '../ledger/ledger-record.entity.js';
import { LedgerRecordVersion } from '../uploads/ledger-record-version.entity.js';
import { LedgerSearchEntry } from '../ledger/ledger-search-entry.entity.js';
import { LedgerSearchPending } from '../ledger/ledger-search-pending.entity.js';
import { Upload } from '../uploads/upload.entity.js';
import { PaycheckReview } from '../questions/paycheck-review.entity.js';
import { QuestionEventRecord } from '../questions/question-event.entity.js';
import { Question } from '../questions/question.entity.js';
import { MailLog } from '../mail/mail-log.entity.js';
import { MailSendItem } from '../mail/mail-send-item.entity.js';
import { MailSend } from '../mail/mail-send.entity.js';
import { PushSubscription } from '../notifications/push-subscription.entity.js';
import { User } from '../users/user.entity.js';
import { RepKey } from '../view-keys/rep-key.entity.js';

export const ENTITIES = [
  Company,
  User,
  RevokedToken,
  Upload,
  LedgerRecord,
  LedgerRecordVersion,
  LedgerSearchEntry,
  LedgerSearchPending,
  RepKey,
  MailLog,
  Calculator,
  Question,
  QuestionEventRecord,
  PaycheckReview,
  GuessCount,
  MailSend,
  MailSendItem,
  PushSubscription,
  ApiTokenRecord,
  IdempotencyKeyRecord,
  WebhookEndpointRecord,
  WebhookDeliveryRecord,
  WebhookAttemptRecord,
  ActivityEventRecord,
  RepProfile,
  PayrollSettingsRecord,
];
