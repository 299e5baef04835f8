// Every area's contracts: the OpenAPI document, docs/api.md and the access matrix walk this list.
import { activity } from './activity.js';
import { apiTokens } from './api-tokens.js';
import { auth } from './auth.js';
import { backups } from './backups.js';
import { calculator } from './calculator.js';
import { companies, setup } from './companies.js';
import { contractsOf } from './contract.js';
import { docs } from './docs.js';
import { ledger, uploads } from './ledger.js';
import { health } from './health.js';
import { mail } from './mail.js';
import { notifications } from './notifications.js';
import { payroll } from './payroll.js';
import { invitations, people } from './people.js';
import { payRuns } from './pay-runs.js';
import { planCheck, plans, repPlans } from './plans.js';
import { scim } from './scim.js';
import { sso } from './sso.js';
import { questions, repQuestions } from './questions.js';
import { reps } from './reps.js';
import { repStatements, statements } from './statements.js';
import { users } from './users.js';
import { repPortal, viewKeys } from './view-keys.js';
import { verify } from './verify.js';
import { webhooks } from './webhooks.js';

export const ALL_CONTRACTS = contractsOf(
  health,
  auth,
  users,
  people,
  invitations,
  scim,
  sso,
  companies,
  setup,
  calculator,
  apiTokens,
  backups,
  viewKeys,
  repPortal,
  notifications,
  mail,
  webhooks,
  repQuestions,
  questions,
  activity,
  reps,
  payroll,
  payRuns,
  ledger,
  uploads,
  repStatements,
  statements,
  verify,
  plans,
  repPlans,
  planCheck,
);

/** Routes Swagger serves itself (the document): in the document and the table, without a handler. */
export const SWAGGER_CONTRACTS = contractsOf(docs);
