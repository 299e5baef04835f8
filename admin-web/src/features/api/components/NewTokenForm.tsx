// Creating an API token: a name and its scopes, checked with the shared schema.
import { API_SCOPES, newApiTokenBody, type ApiScope } from '@commissionbee/shared/api';
import { useCreateApiToken } from '../api/api-tokens';
import { NewSecretForm, type SchemaIssue } from './NewSecretForm';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** The scopes' words (API_SCOPE_LABELS in libs/shared keeps the English ones). */
const SCOPE_WORDS = {
  'ledger:read': 'apiTokens.scope.ledgerRead',
  'ledger:write': 'apiTokens.scope.ledgerWrite',
  'reps:read': 'apiTokens.scope.repsRead',
  'mail:send': 'apiTokens.scope.mailSend',
  'questions:read': 'apiTokens.scope.questionsRead',
  'activity:read': 'apiTokens.scope.activityRead',
  'payroll:read': 'apiTokens.scope.payrollRead',
  'payruns:read': 'apiTokens.scope.payrunsRead',
  'payruns:write': 'apiTokens.scope.payrunsWrite',
  'webhooks:manage': 'apiTokens.scope.webhooksManage',
  'statements:read': 'apiTokens.scope.statementsRead',
  'plans:read': 'apiTokens.scope.plansRead',
  'plans:write': 'apiTokens.scope.plansWrite',
  scim: 'apiTokens.scope.scim',
} as const satisfies Record<ApiScope, string>;

/** The words of a refusal of newApiTokenBody (whose messages are the English ones). */
export const tokenProblem = (issue: SchemaIssue) =>
  issue.path[0] === 'scopes'
    ? 'apiTokens.scopesRequired'
    : issue.code === 'too_big'
      ? 'apiTokens.nameTooLong'
      : 'apiTokens.nameRequired';

export function NewTokenForm() {
  const { t } = useI18n();
  return (
    <NewSecretForm
      name={t('apiTokens.newToken')}
      field={{ label: t('apiTokens.tokenName'), maxLength: 100 }}
      choices={{
        legend: t('apiTokens.scopes'),
        all: API_SCOPES,
        describe: (scope) => <span className="cb-muted">{t(SCOPE_WORDS[scope])}</span>,
      }}
      parse={(name, scopes) => newApiTokenBody.safeParse({ name, scopes })}
      problem={(issue) => t(tokenProblem(issue))}
      create={useCreateApiToken()}
      submit={{ idle: t('apiTokens.create'), pending: t('apiTokens.creating') }}
      secretLabel={t('apiTokens.newSecret')}
    />
  );
}
