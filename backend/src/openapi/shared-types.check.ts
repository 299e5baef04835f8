// The OpenAPI document and libs/shared's types must describe the same shapes: the admin app and
// the rep app keep using the types, the document is generated from schemas.ts. Each line below
// fails `npm run typecheck` (and so CI) when a schema and its type disagree in either direction:
// a field added, removed, renamed, made optional or given another type on one side only.
import type {
  ActivityEvent,
  ActivityPage,
  PayrollSettings,
  RepDetail,
  RepDirectoryPage,
  RepDirectoryRow,
} from '@commissionbee/shared/activity';
import type {
  ApiToken,
  ApiTokenCreated,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
} from '@commissionbee/shared/api';
import type { BackupFile, BackupStatus, TakenBackup } from '@commissionbee/shared/backups';
import type {
  PayDateReviews,
  PaycheckReview,
  QuestionDetail,
  QuestionPage,
  QuestionSettings,
  QuestionSummary,
} from '@commissionbee/shared/questions';
import type {
  CompanyInfo,
  CompanySummary,
  LedgerPage,
  LedgerRecordInput,
  LedgerRow,
  PortalRep,
  RepKeyData,
  RepKeyRecord,
  RepRow,
  RepVisit,
  SendProgress,
  SendStarted,
  UploadAnswer,
  UploadBatch,
  UploadPreview,
  User,
} from '@commissionbee/shared/types';
import type { z } from 'zod';
import type * as S from './schemas.js';

/** True only when A and B are the same type (not merely assignable one way). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Intersections (UploadResult & {notified?}) compared by their members. */
type Flat<T> = { [K in keyof T]: T[K] };
type Agree<Schema extends z.ZodType, Type> = Same<Flat<z.output<Schema>>, Flat<Type>>;
type Check<T extends true> = T;

export type SharedTypesAgree = [
  Check<Agree<typeof S.companyInfo, CompanyInfo>>,
  Check<Agree<typeof S.companySummary, CompanySummary>>,
  Check<Agree<typeof S.ledgerRecordInput, LedgerRecordInput>>,
  Check<Agree<typeof S.ledgerRow, LedgerRow>>,
  Check<Agree<typeof S.ledgerPage, LedgerPage>>,
  Check<Agree<typeof S.uploadBatch, UploadBatch>>,
  Check<Agree<typeof S.uploadAnswer, UploadAnswer>>,
  Check<Agree<typeof S.uploadPreview, UploadPreview>>,
  Check<Agree<typeof S.sendStarted, SendStarted>>,
  Check<Agree<typeof S.sendProgress, SendProgress>>,
  Check<Agree<typeof S.portalRep, PortalRep>>,
  Check<Agree<typeof S.me, User>>,
  Check<Agree<typeof S.apiToken, ApiToken>>,
  Check<Agree<typeof S.apiTokenCreated, ApiTokenCreated>>,
  Check<Agree<typeof S.webhookEndpoint, WebhookEndpoint>>,
  Check<Agree<typeof S.webhookEndpointCreated, WebhookEndpointCreated>>,
  Check<Agree<typeof S.webhookDelivery, WebhookDelivery>>,
];

export type QuestionTypesAgree = [
  Check<Agree<typeof S.questionSummary, QuestionSummary>>,
  Check<Agree<typeof S.questionDetail, QuestionDetail>>,
  Check<Agree<typeof S.questionPage, QuestionPage>>,
  Check<Agree<typeof S.paycheckReview, PaycheckReview>>,
  Check<Agree<typeof S.payDateReviews, PayDateReviews>>,
  Check<Agree<typeof S.questionSettings, QuestionSettings>>,
  Check<Agree<typeof S.repVisit, RepVisit>>,
  Check<Agree<typeof S.repKeyRecord, RepKeyRecord>>,
  Check<Agree<typeof S.repRow, RepRow>>,
  Check<Agree<typeof S.repKeyData, RepKeyData>>,
];

export type BackOfficeTypesAgree = [
  Check<Agree<typeof S.activityEvent, ActivityEvent>>,
  Check<Agree<typeof S.activityPage, ActivityPage>>,
  Check<Agree<typeof S.repDirectoryRow, RepDirectoryRow>>,
  Check<Agree<typeof S.repDirectoryPage, RepDirectoryPage>>,
  Check<Agree<typeof S.repDetail, RepDetail>>,
  Check<Agree<typeof S.payrollSettings, PayrollSettings>>,
];

export type BackupTypesAgree = [
  Check<Agree<typeof S.backupFile, BackupFile>>,
  Check<Agree<typeof S.takenBackup, TakenBackup>>,
  Check<Agree<typeof S.backupStatus, BackupStatus>>,
];
