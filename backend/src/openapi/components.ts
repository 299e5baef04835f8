// The OpenAPI document's components, by name: the request bodies are the very zod schemas the
// contracts declare (and the routes validate with), the answers those of
// libs/shared/src/contracts/answers.ts. Names only: which route takes or answers what is in its
// contract (contract-spec.ts reads it in the shape below).
import { newApiTokenBody, newWebhookBody } from '@commissionbee/shared/api';
import { passwordChangeBody } from '@commissionbee/shared/password-body';
import { z } from 'zod';
import { payrollSettingsBody } from '@commissionbee/shared/contracts/payroll';
import {
  approveBody,
  closeBody,
  payRunSettingsBody,
  publishBody,
  reopenBody,
} from '@commissionbee/shared/contracts/pay-runs';
import { languageSettingsBody, repProfileBody } from '@commissionbee/shared/contracts/reps';
import { statementSettingsBody } from '@commissionbee/shared/contracts/statements';
import { loginBody, tokenBody } from '@commissionbee/shared/contracts/auth';
import { saveCalculatorBody } from '@commissionbee/shared/contracts/calculator';
import {
  featuresBody,
  firstRunBody,
  newCompanyBody,
} from '@commissionbee/shared/contracts/companies';
import { uploadLedgerBody } from '@commissionbee/shared/contracts/ledger';
import { repPortalsBody } from '@commissionbee/shared/contracts/mail';
import {
  notificationSettingsBody,
  httpsPushSubscriptionBody,
  pushUnsubscribeBody,
} from '@commissionbee/shared/contracts/notifications';
import * as questions from '../questions/questions.dto.js';
import { myNameBody, superBeBody } from '@commissionbee/shared/contracts/users';
import {
  acceptInvitationBody,
  deactivateBody,
  invitationBody,
  roleBody,
} from '@commissionbee/shared/contracts/people';
import {
  scimPatchBody,
  scimSettingsBody,
  scimUserBody,
} from '@commissionbee/shared/contracts/scim';
import { ssoLookupBody, ssoSettingsBody } from '@commissionbee/shared/contracts/sso';
import {
  emailBody,
  featuresPatchBody,
  linkRequestBody,
  repLanguageBody,
} from '@commissionbee/shared/contracts/view-keys';
import * as S from '@commissionbee/shared/contracts/answers';
import * as P from '@commissionbee/shared/contracts/plans';

/** Request bodies, by component name. */
export const REQUEST_SCHEMAS = {
  Login: loginBody,
  TokenCheck: tokenBody,
  PasswordChange: passwordChangeBody,
  MyName: myNameBody,
  SuperBe: superBeBody,
  NewCompany: newCompanyBody,
  CompanyFeatures: featuresBody,
  UploadLedger: uploadLedgerBody,
  RepEmail: emailBody,
  LinkRequest: linkRequestBody,
  FirstRun: firstRunBody,
  KeyFeatures: featuresPatchBody,
  RepPortalsSend: repPortalsBody,
  NotificationSettings: notificationSettingsBody,
  PushSubscription: httpsPushSubscriptionBody,
  PushUnsubscribe: pushUnsubscribeBody,
  SaveCalculator: saveCalculatorBody,
  NewQuestion: questions.newQuestionBody,
  QuestionMessage: questions.messageBody,
  ResolveQuestion: questions.resolveBody,
  Review: questions.reviewBody,
  QuestionSettings: questions.questionSettingsBody,
  NewApiToken: newApiTokenBody,
  NewWebhook: newWebhookBody,
  RepProfile: repProfileBody,
  RepLanguage: repLanguageBody,
  LanguageSettings: languageSettingsBody,
  PayrollSettings: payrollSettingsBody,
  Invitation: invitationBody,
  PersonRole: roleBody,
  Deactivation: deactivateBody.unwrap(),
  AcceptInvitation: acceptInvitationBody,
  ApprovePayDate: approveBody,
  PublishPayDate: publishBody,
  ClosePayDate: closeBody,
  ReopenPayDate: reopenBody,
  PayRunSettings: payRunSettingsBody,
  StatementSettings: statementSettingsBody,
  NewPlan: P.newPlanBody,
  EmployerSignature: P.employerSignatureBody,
  AssignPlan: P.assignPlanBody,
  SignPlan: P.signPlanBody,
  ScimUser: scimUserBody,
  ScimPatch: scimPatchBody,
  ScimSettings: scimSettingsBody,
  SsoSettings: ssoSettingsBody,
  SsoLookup: ssoLookupBody,
} satisfies Record<string, z.ZodType>;

/** Answers, by component name. */
export const RESPONSE_SCHEMAS = {
  Error: S.errorBody,
  InvalidCsv: S.invalidCsv,
  OpenApiDocument: S.anyObject,
  Success: S.ok,
  Me: S.me,
  CompanyInfo: S.companyInfo,
  CompanySummary: S.companySummary,
  CalculatorConfig: S.calculatorConfig,
  LedgerRecord: S.ledgerRecordInput,
  LedgerRow: S.ledgerRow,
  LedgerPageRow: S.ledgerPageRow,
  LedgerPage: S.ledgerPage,
  UploadBatch: S.uploadBatch,
  UploadAnswer: S.uploadAnswer,
  UploadPreview: S.uploadPreview,
  SendStarted: S.sendStarted,
  SendProgress: S.sendProgress,
  PortalRep: S.portalRep,
  ApiToken: S.apiToken,
  ApiTokenCreated: S.apiTokenCreated,
  WebhookEndpoint: S.webhookEndpoint,
  WebhookEndpointCreated: S.webhookEndpointCreated,
  WebhookDelivery: S.webhookDelivery,
  WebhookEvent: S.webhookEventBody,
  Health: S.health,
  SessionToken: S.sessionToken,
  TokenValidity: S.tokenValidity,
  ViewKey: S.viewKey,
  NotificationSettingsAnswer: S.notificationSettings,
  RepLanguageAnswer: S.repLanguageSet,
  LanguageSettingsAnswer: S.languageSettings,
  PushState: S.pushState,
  UndoResult: S.undoResult,
  NewPayReps: S.newPayReps,
  Revoked: S.revoked,
  Deleted: S.deleted,
  Queued: S.queued,
  QuestionSummary: S.questionSummary,
  QuestionDetail: S.questionDetail,
  QuestionPage: S.questionPage,
  PaycheckReview: S.paycheckReview,
  PayDateReviews: S.payDateReviews,
  QuestionSettingsAnswer: S.questionSettings,
  RepVisit: S.repVisit,
  PasswordChanged: S.passwordChanged,
  MyNameSaved: S.myNameSaved,
  CompanySwitched: S.companySwitched,
  ViewKeyIssued: S.viewKeyIssued,
  PreviewKeyIssued: S.previewKeyIssued,
  SetupStatus: S.setupStatus,
  FirstRunCreated: S.firstRunCreated,
  LinkRequested: S.linkRequested,
  RepKeyRecords: S.repKeyRecords,
  RepKeyAdded: S.repKeyAdded,
  RepRow: S.repRow,
  PaycheckSummary: S.paycheckSummary,
  TeamMemberSummary: S.teamMemberSummary,
  RepKeyData: S.repKeyData,
  RepTeamMemberLines: S.repTeamMemberLines,
  ActivityEvent: S.activityEvent,
  ActivityPage: S.activityPage,
  RepDirectoryRow: S.repDirectoryRow,
  RepDirectoryPage: S.repDirectoryPage,
  RepDetail: S.repDetail,
  MappingUploaded: S.mappingUploaded,
  PayrollSettingsAnswer: S.payrollSettings,
  PayrollSummary: S.payrollSummary,
  CompanyCreated: S.companyCreated,
  BackupFile: S.backupFile,
  TakenBackup: S.takenBackup,
  BackupStatus: S.backupStatus,
  PushSubscribed: S.pushSubscribed,
  Person: S.person,
  PeopleList: S.peopleList,
  InvitationSent: S.invitationSent,
  PersonDeactivated: S.personDeactivated,
  InvitationInfo: S.invitationInfo,
  StatementList: S.statementList,
  StatementPayDate: S.statementPayDate,
  StatementRevision: S.statementRevision,
  StatementSettingsAnswer: S.statementSettings,
  Verification: S.verification,
  PayDateSummary: S.payDateSummary,
  PayDateDetail: S.payDateDetail,
  PayDateTransition: S.payDateTransition,
  PayRunSettingsAnswer: S.payRunSettings,
  PlanSummary: P.planSummaryAnswer,
  PlanDetail: P.planDetailAnswer,
  PlanVersion: P.planVersionAnswer,
  PlanAssigned: P.planAssignedAnswer,
  PlanStatusRow: P.planStatusRowAnswer,
  RepPlans: P.repPlansAnswer,
  PlanCodeSent: P.planCodeSentAnswer,
  PlanSigned: P.planSignedAnswer,
  PlanCopyCheck: P.planCopyCheckAnswer,
  ScimUserResource: S.scimUser,
  ScimUserList: S.scimUserList,
  ScimSettingsAnswer: S.scimSettings,
  SsoSettingsAnswer: S.ssoSettings,
  SsoTestResult: S.ssoTestResult,
  SignInMethod: S.signInMethodAnswer,
  NoContent: S.noContent,
} satisfies Record<string, z.ZodType>;

export type RequestName = keyof typeof REQUEST_SCHEMAS;
export type ResponseName = keyof typeof RESPONSE_SCHEMAS;

/** An answer: a component, an array of one, or another media type. */
export type Answer =
  | ResponseName
  | { array: ResponseName }
  | { oneOf: (ResponseName | { array: ResponseName })[] }
  /** A 302 to the Location header's URL. */
  | { redirect: true }
  | {
      media:
        | 'text/csv'
        | 'application/sql'
        | 'text/html'
        | 'application/x-yaml'
        | 'application/pdf'
        | 'application/zip';
    };

export interface OperationSpec {
  body?: RequestName | 'multipart-csv' | 'json-or-multipart-csv';
  query?: z.ZodObject;
  /** Success answers by status. */
  ok: Record<number, Answer>;
  /** Error statuses this route answers beyond the ones its security implies. */
  errors?: number[];
  /** Takes an Idempotency-Key header. */
  idempotent?: boolean;
}
