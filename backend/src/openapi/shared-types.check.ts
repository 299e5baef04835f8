// The OpenAPI document and libs/shared's types must describe the same shapes: the admin app and
// the rep app keep using the types, the document is generated from schemas.ts. `npm run typecheck`
// (and so CI) fails, naming the schema, when a schema and its type disagree in either direction:
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
import type * as S from '@commissionbee/shared/contracts/answers';

/** True only when A and B are the same type (not merely assignable one way). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Intersections (UploadResult & {notified?}) compared by their members. */
type Flat<T> = { [K in keyof T]: T[K] };
type Agree<Schema extends z.ZodType, Type> = Same<Flat<z.output<Schema>>, Flat<Type>>;
/** Each answer schema of schemas.ts, by its name there, and the libs/shared type it describes. */
interface SharedTypes {
  companyInfo: CompanyInfo;
  companySummary: CompanySummary;
  ledgerRecordInput: LedgerRecordInput;
  ledgerRow: LedgerRow;
  ledgerPage: LedgerPage;
  uploadBatch: UploadBatch;
  uploadAnswer: UploadAnswer;
  uploadPreview: UploadPreview;
  sendStarted: SendStarted;
  sendProgress: SendProgress;
  portalRep: PortalRep;
  me: User;
  apiToken: ApiToken;
  apiTokenCreated: ApiTokenCreated;
  webhookEndpoint: WebhookEndpoint;
  webhookEndpointCreated: WebhookEndpointCreated;
  webhookDelivery: WebhookDelivery;
  questionSummary: QuestionSummary;
  questionDetail: QuestionDetail;
  questionPage: QuestionPage;
  paycheckReview: PaycheckReview;
  payDateReviews: PayDateReviews;
  questionSettings: QuestionSettings;
  repVisit: RepVisit;
  repKeyRecord: RepKeyRecord;
  repRow: RepRow;
  repKeyData: RepKeyData;
  activityEvent: ActivityEvent;
  activityPage: ActivityPage;
  repDirectoryRow: RepDirectoryRow;
  repDirectoryPage: RepDirectoryPage;
  repDetail: RepDetail;
  payrollSettings: PayrollSettings;
  backupFile: BackupFile;
  takenBackup: TakenBackup;
  backupStatus: BackupStatus;
}

/** The names whose schema and type disagree (never, when all agree). */
type Disagreeing = {
  [Name in keyof SharedTypes]: Agree<(typeof S)[Name], SharedTypes[Name]> extends true
    ? never
    : Name;
}[keyof SharedTypes];
/** Fails with "Type '"<name>"' does not satisfy the constraint 'never'" for each that disagrees. */
type NoneOf<Names extends never> = Names;
export type SharedTypesAgree = NoneOf<Disagreeing>;
