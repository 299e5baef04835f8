// Hostile JSON bodies on every mutating route (read from Nest's router, so a new route must be
// described here): wrong types, missing fields, huge arrays, deep nesting, prototype-pollution
// keys and unknown fields. A body that cannot be valid is a 4xx, nothing is ever a 5xx, unknown
// fields change nothing they name (company, rights, keys), and Object.prototype stays clean.
import fc from 'fast-check';
import { DEMO_CALCULATOR } from '@commissionbee/shared/demo-calculator';
import { MailService } from '../../src/mail/mail.service.js';
import { ViewKeysService } from '../../src/view-keys/view-keys.service.js';
import { PeopleRepository } from '../../src/people/people.repository.js';
import { aLedgerRow, anotherCompany, storeRows } from '../support/builders.js';
import {
  ATTACKER_KEY,
  mustRefuse,
  mutate,
  mutationsOf,
  type BodyRoute,
  type FieldSpec,
  type Mutation,
} from '../support/hostile-bodies.attacks.js';
import {
  DEMO_ADMIN,
  DEMO_VIEWER,
  routerRoutes,
  startSignedIn,
  SUPER,
  type TestApp,
} from '../support/harness.js';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 100);
const A = 10;
const MESSAGE_FIELDS: Record<string, FieldSpec> = { message: { type: 'string' } };

describe('hostile JSON bodies on every mutating route', () => {
  let t: TestApp;
  const auth = {} as Record<'admin' | 'super', string>;
  let adminId: number;
  let superId: number;
  let adminHash: string;
  let b: { companyId: number; auth: string };
  let serial = 0;
  let routes: string[] = [];
  const failures: string[] = [];
  /** Requests sent so far: the checks after the sweeps mean nothing if the sweeps did not run. */
  let sent = 0;

  const throwawayRep = async () => {
    const email = `hostile-${++serial}@example.com`;
    const key = await t.app.app.get(ViewKeysService).add(A, email);
    return { email, id: key.id };
  };

  let liveRepKey: string | null = null;
  const repKey = async () => {
    if (!liveRepKey) {
      const { email } = await throwawayRep();
      liveRepKey = (
        (await t.db.query(
          `SELECT view_key FROM rep_keys WHERE company_id = $1 AND email = $2 AND revoked_at IS NULL`,
          [A, email],
        )) as { view_key: string }[]
      )[0].view_key;
    }
    return liveRepKey;
  };
  /** A send of company A, for its retry. */
  const aSend = async () =>
    (
      await t.app.app
        .get(MailService)
        .sendRepPortals(A, adminId, '3/5/2024', [(await throwawayRep()).email])
    ).id;

  /** A throwaway person of A (never one of the users the invariants watch). */
  const aPerson = async (status: 'invited' | 'deactivated' = 'invited') => {
    const [made] = await t.db.query(
      `INSERT INTO users (company_id, email, password_hash, admin, status)
       VALUES ($1, $2, '', false, $3) RETURNING id`,
      [A, `hostile-person-${++serial}@example.com`, status],
    );
    return made.id as number;
  };
  const anInvitation = async () => {
    const token = `hostile-invitation-${++serial}-${Math.random()}`;
    await t.app.app.get(PeopleRepository).insertInvitation(
      {
        companyId: A,
        userId: await aPerson(),
        token,
        expiresAt: new Date(Date.now() + 3600_000),
        by: null,
      },
      t.db,
    );
    return token;
  };
  const scimUser = {
    userName: { type: 'string' },
    displayName: { type: 'string', optional: true },
    active: { type: 'boolean', optional: true },
    name: { type: 'object', optional: true },
    roles: { type: 'array', optional: true },
  } as const;

  const ROUTES: Record<string, BodyRoute> = {
    // Pay runs (issue 29): transitions of a pay date company A does not have (the body is read
    // before the date: a valid body is a 404), and the review settings, put back after each call.
    'POST /api/bee/pay-dates/:pay_date/approve': {
      as: 'admin',
      strict: true,
      path: () => '/api/bee/pay-dates/2039-01-15/approve',
      valid: () => ({}),
      fields: {},
    },
    'POST /api/bee/pay-dates/:pay_date/publish': {
      as: 'admin',
      strict: true,
      path: () => '/api/bee/pay-dates/2039-01-15/publish',
      valid: () => ({ notify: false }),
      fields: { notify: { type: 'boolean', optional: true } },
    },
    'POST /api/bee/pay-dates/:pay_date/close': {
      as: 'admin',
      strict: true,
      path: () => '/api/bee/pay-dates/2039-01-15/close',
      valid: () => ({ confirm: true }),
      fields: { confirm: { type: 'boolean', optional: true } },
    },
    'POST /api/bee/pay-dates/:pay_date/reopen': {
      as: 'admin',
      strict: true,
      path: () => '/api/bee/pay-dates/2039-01-15/reopen',
      valid: () => ({ reason: 'Hostile reopen' }),
      fields: { reason: { type: 'string' } },
    },
    // Statements by email (issue 31): the company's setting, put back after each call.
    'PUT /api/bee/statement-settings': {
      as: 'admin',
      strict: true,
      valid: () => ({ statement_email: 'off' }),
      fields: { statement_email: { type: 'string' } },
      after: () => t.db.query(`UPDATE companies SET statement_email = 'off' WHERE id = $1`, [A]),
    },
    'PUT /api/bee/pay-run-settings': {
      as: 'admin',
      strict: true,
      valid: () => ({ review_before_publish: false, second_approver: false }),
      fields: {
        review_before_publish: { type: 'boolean' },
        second_approver: { type: 'boolean' },
      },
      after: () =>
        t.db.query(
          `UPDATE companies SET review_before_publish = false, second_approver = false WHERE id = $1`,
          [A],
        ),
    },
    // Plans (issue 30): a new plan each valid call; a version's PDF and the public check of a
    // signed copy are multipart; the rest name a plan or version company A does not have.
    'POST /api/bee/plans': {
      as: 'admin',
      strict: true,
      valid: () => ({ name: `Hostile plan ${++serial}` }),
      fields: { name: { type: 'string' } },
    },
    'POST /api/bee/plans/:id/versions': {
      as: 'admin',
      multipart: true,
      path: () => '/api/bee/plans/999999/versions',
    },
    'POST /api/bee/plans/:id/versions/:v/employer-signature': {
      as: 'admin',
      strict: true,
      path: () => '/api/bee/plans/999999/versions/1/employer-signature',
      valid: () => ({ name: 'Hostile Signer', title: 'Owner' }),
      fields: { name: { type: 'string' }, title: { type: 'string' } },
    },
    'POST /api/bee/plans/:id/versions/:v/assign': {
      as: 'admin',
      strict: true,
      path: () => '/api/bee/plans/999999/versions/1/assign',
      valid: () => ({ emails: ['hostile-assign@example.com'] }),
      fields: { emails: { type: 'array', optional: true } },
    },
    'POST /api/bee/rep/plans/:version_id/code': {
      as: 'rep',
      noBody: true,
      path: () => '/api/bee/rep/plans/999999/code',
    },
    'POST /api/bee/rep/plans/:version_id/sign': {
      as: 'rep',
      strict: true,
      path: () => '/api/bee/rep/plans/999999/sign',
      valid: () => ({ name: 'Hostile Rep', code: '123456', read_and_received: true }),
      fields: {
        name: { type: 'string' },
        code: { type: 'string' },
        read_and_received: { type: 'boolean' },
      },
    },
    'POST /api/plans/verify': { as: 'nobody', multipart: true },
    // People (issue 32): each call on a throwaway person of A.
    'POST /api/bee/people/invitations': {
      as: 'admin',
      strict: true,
      valid: () => ({ email: `hostile-invite-${++serial}@example.com`, role: 'standard' }),
      fields: { email: { type: 'string' }, role: { type: 'string' } },
    },
    'PATCH /api/bee/people/:id': {
      as: 'admin',
      strict: true,
      path: async () => `/api/bee/people/${await aPerson()}`,
      valid: () => ({ role: 'admin' }),
      fields: { role: { type: 'string' } },
    },
    'POST /api/bee/people/:id/deactivate': {
      as: 'admin',
      strict: true,
      path: async () => `/api/bee/people/${await aPerson()}/deactivate`,
      valid: () => ({}),
      fields: { transfer_tokens_to: { type: 'number', optional: true } },
    },
    'POST /api/bee/people/:id/reactivate': {
      as: 'admin',
      noBody: true,
      path: async () => `/api/bee/people/${await aPerson('deactivated')}/reactivate`,
    },
    'POST /api/auth/invitations/:token/accept': {
      as: 'nobody',
      strict: true,
      path: async () => `/api/auth/invitations/${await anInvitation()}/accept`,
      valid: () => ({ password: 'Hostile-Join-1' }),
      fields: { password: { type: 'string' } },
    },
    // SCIM (admins may call it too).
    'POST /api/scim/v2/Users': {
      as: 'admin',
      valid: () => ({ userName: `hostile-scim-${++serial}@example.com` }),
      fields: scimUser,
    },
    'PUT /api/scim/v2/Users/:id': {
      as: 'admin',
      path: async () => `/api/scim/v2/Users/${await aPerson()}`,
      valid: () => ({ userName: `hostile-scim-put-${++serial}@example.com` }),
      fields: scimUser,
    },
    'PATCH /api/scim/v2/Users/:id': {
      as: 'admin',
      path: async () => `/api/scim/v2/Users/${await aPerson()}`,
      valid: () => ({ Operations: [{ op: 'replace', path: 'displayName', value: 'Hostile' }] }),
      fields: { Operations: { type: 'array' } },
    },
    'DELETE /api/scim/v2/Users/:id': {
      as: 'admin',
      noBody: true,
      path: async () => `/api/scim/v2/Users/${await aPerson()}`,
    },
    'PUT /api/bee/scim/settings': {
      as: 'admin',
      strict: true,
      valid: () => ({ rotate_rep_links: true }),
      fields: { rotate_rep_links: { type: 'boolean' } },
    },
    // Single sign-on: a new domain each time (a domain has one company); a provider that is down.
    'PUT /api/bee/sso': {
      as: 'admin',
      strict: true,
      valid: () => ({
        issuer: 'http://127.0.0.1:9',
        client_id: 'hostile',
        client_secret: 'hostile-secret',
        domains: [`hostile-${++serial}.test`],
        role_claim: 'groups',
        admin_groups: ['admins'],
        standard_groups: [],
        required: false,
        enabled: true,
      }),
      fields: {
        issuer: { type: 'string' },
        client_id: { type: 'string' },
        client_secret: { type: 'string', optional: true },
        domains: { type: 'array' },
        role_claim: { type: 'string', optional: true },
        admin_groups: { type: 'array' },
        standard_groups: { type: 'array' },
        required: { type: 'boolean', optional: true },
        enabled: { type: 'boolean', optional: true },
      },
      // The password logins of the sweep's other routes stay open.
      after: () => t.db.query(`UPDATE company_sso SET required = false, enabled = false`),
    },
    'POST /api/bee/sso/test': { as: 'admin', noBody: true },
    'POST /api/auth/sso/lookup': {
      as: 'nobody',
      strict: true,
      valid: () => ({ email: 'someone@hostile-sso.test' }),
      fields: { email: { type: 'string' } },
    },
    'POST /api/auth/login': {
      as: 'nobody',
      valid: () => ({ ...DEMO_VIEWER }),
      fields: { email: { type: 'string' }, password: { type: 'string' } },
    },
    'POST /api/auth/verify': {
      as: 'nobody',
      valid: () => ({ token: 'not-a-token' }),
      fields: { token: { type: 'string', optional: true } },
    },
    'POST /api/auth/logout': {
      as: 'nobody',
      valid: () => ({ token: 'not-a-token' }),
      fields: { token: { type: 'string', optional: true } },
    },
    'POST /api/auth/relogin': { as: 'freshAdmin', noBody: true },
    'PATCH /api/users/:id/password': {
      as: 'admin',
      strict: true,
      path: () => `/api/users/${adminId}/password`,
      valid: () => ({ oldPassword: DEMO_ADMIN.password, newPassword: 'Hostile-New-Pass1' }),
      fields: { oldPassword: { type: 'string' }, newPassword: { type: 'string' } },
      after: () =>
        t.db.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [adminId, adminHash]),
    },
    'PATCH /api/me': {
      as: 'admin',
      strict: true,
      valid: () => ({ name: 'Hostile Name' }),
      fields: { name: { type: 'string' } },
    },
    'POST /api/users/super-be': {
      as: 'super',
      valid: () => ({ companyId: A }),
      fields: { companyId: { type: 'number', coerce: true } },
      after: () => t.db.query(`UPDATE users SET company_id = $2 WHERE id = $1`, [superId, A]),
    },
    'POST /api/company/new': {
      as: 'super',
      valid: () => ({
        name: `Hostile Co ${++serial}`,
        email: `hostile-co-${serial}@new.example`,
        password: 'Hostile-Co-1',
      }),
      fields: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
    },
    'POST /api/company': { as: 'admin', noBody: true },
    // Reads no body. Each super call writes a whole backup (seconds), so the attacks go in as an
    // admin and meet the guard; the backup itself is tested in backup.api.spec.ts.
    'POST /api/super/backups': { as: 'admin', noBody: true },
    'PATCH /api/companies/:id/features': {
      as: 'super',
      path: () => `/api/companies/${A}/features`,
      valid: () => ({ features: ['whatif-calc', 'show-commission-pct'] }),
      fields: { features: { type: 'array' } },
    },
    'POST /api/bee/ledger': {
      as: 'admin',
      valid: () => ({
        data: [aLedgerRow({ rep_email: 'hostile-body@example.com' })],
        file_name: 'hostile.csv',
      }),
      // 100,000 valid rows would be a valid upload: the huge array is of non-records.
      fields: {
        data: { type: 'array', hugeElement: 0 },
        file_name: { type: 'string', optional: true, nullable: true },
      },
    },
    'POST /api/bee/ledger/csv': { as: 'admin', multipart: true },
    'DELETE /api/bee/uploads/:id': {
      as: 'admin',
      noBody: true,
      path: async () => `/api/bee/uploads/${await storeRows(t, A, [aLedgerRow()], 'undo.csv')}`,
    },
    'POST /api/mail/sends/:id/retry': {
      as: 'admin',
      noBody: true,
      path: async () => `/api/mail/sends/${await aSend()}/retry`,
    },
    'POST /api/bee/uploads/:id/notify': {
      as: 'admin',
      noBody: true,
      path: async () =>
        `/api/bee/uploads/${await storeRows(t, A, [aLedgerRow()], 'notify.csv')}/notify`,
    },
    'PATCH /api/bee/notification-settings': {
      as: 'admin',
      valid: () => ({ notify_after_upload: false }),
      fields: { notify_after_upload: { type: 'boolean' } },
    },
    'PUT /api/bee/rep/push': {
      as: 'rep',
      valid: () => ({
        endpoint: `https://push.example/hostile-${++serial}`,
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      }),
      fields: {
        endpoint: { type: 'string' },
        keys: { type: 'object' },
        'keys.p256dh': { type: 'string' },
        'keys.auth': { type: 'string' },
      },
    },
    // Languages (issue 33): the rep's own choice and the company's default, put back after each call.
    'PUT /api/bee/rep/language': {
      as: 'rep',
      valid: () => ({ language: 'en' }),
      fields: { language: { type: 'string' } },
    },
    'PUT /api/bee/language-settings': {
      as: 'admin',
      valid: () => ({ default_language: 'en' }),
      fields: { default_language: { type: 'string' } },
      after: () => t.db.query(`UPDATE companies SET default_language = 'en' WHERE id = $1`, [A]),
    },
    'DELETE /api/bee/rep/push': {
      as: 'rep',
      valid: () => ({ endpoint: 'https://push.example/none' }),
      fields: { endpoint: { type: 'string', optional: true } },
    },
    // Questions and reviews (issue 14): an id no question has, so a valid body meets a 404 and
    // every other body the schema's 400 first; never a 5xx.
    'POST /api/bee/ledger/preview': {
      as: 'admin',
      valid: () => ({ data: [aLedgerRow({ rep_email: 'hostile-preview@example.com' })] }),
      fields: {
        data: { type: 'array', hugeElement: 0 },
        file_name: { type: 'string', optional: true, nullable: true },
      },
    },
    'POST /api/bee/rep/questions': {
      as: 'rep',
      strict: true,
      valid: () => ({ pay_date: '2024-03-05', reason: 'other', message: 'Hostile question?' }),
      fields: {
        pay_date: { type: 'string', optional: true, nullable: true },
        reason: { type: 'string' },
        message: { type: 'string' },
      },
    },
    'POST /api/bee/rep/questions/:id/messages': {
      as: 'rep',
      strict: true,
      path: () => '/api/bee/rep/questions/999999/messages',
      valid: () => ({ message: 'More detail.' }),
      fields: MESSAGE_FIELDS,
    },
    'POST /api/bee/rep/questions/:id/accept': {
      as: 'rep',
      noBody: true,
      path: () => '/api/bee/rep/questions/999999/accept',
    },
    'POST /api/bee/rep/questions/:id/reopen': {
      as: 'rep',
      strict: true,
      path: () => '/api/bee/rep/questions/999999/reopen',
      valid: () => ({ message: 'Still wrong.' }),
      fields: MESSAGE_FIELDS,
    },
    'POST /api/bee/rep/reviews': {
      as: 'rep',
      strict: true,
      valid: () => ({ pay_date: '2024-03-05' }),
      fields: { pay_date: { type: 'string' } },
    },
    'POST /api/bee/questions/:id/messages': {
      as: 'admin',
      strict: true,
      path: () => '/api/bee/questions/999999/messages',
      valid: () => ({ message: 'An answer.' }),
      fields: MESSAGE_FIELDS,
    },
    'POST /api/bee/questions/:id/request-info': {
      as: 'admin',
      strict: true,
      path: () => '/api/bee/questions/999999/request-info',
      valid: () => ({ message: 'Which job?' }),
      fields: MESSAGE_FIELDS,
    },
    'POST /api/bee/questions/:id/resolve': {
      as: 'admin',
      strict: true,
      path: () => '/api/bee/questions/999999/resolve',
      valid: () => ({ resolution: 'no_change', message: 'The amount is right.' }),
      fields: {
        resolution: { type: 'string' },
        adjusted_pay_date: { type: 'string', optional: true, nullable: true },
        message: { type: 'string', optional: true, nullable: true },
      },
    },
    'PATCH /api/bee/question-settings': {
      as: 'admin',
      strict: true,
      valid: () => ({ answer_within_days: 2, email_me: true }),
      fields: {
        answer_within_days: { type: 'number', optional: true },
        email_me: { type: 'boolean', optional: true },
      },
    },
    // API tokens and webhooks (issue 19). What a valid body makes is removed again, so the
    // sweeps never meet the per-company limits.
    'POST /api/bee/api-tokens': {
      as: 'admin',
      valid: () => ({ name: 'Hostile token', scopes: ['ledger:read'] }),
      fields: { name: { type: 'string' }, scopes: { type: 'array' } },
      after: () => t.db.query(`DELETE FROM api_tokens WHERE company_id = $1`, [A]),
    },
    'DELETE /api/bee/api-tokens/:id': {
      as: 'admin',
      noBody: true,
      path: async () => {
        const [row] = await t.db.query(
          `INSERT INTO api_tokens (company_id, name, prefix, secret_hash, scopes)
           VALUES ($1, 'hostile', 'cbk_x', md5(random()::text), '{ledger:read}') RETURNING id`,
          [A],
        );
        return `/api/bee/api-tokens/${row.id}`;
      },
    },
    'POST /api/bee/webhooks': {
      as: 'admin',
      valid: () => ({ url: 'http://127.0.0.1:9/hostile', events: ['upload.completed'] }),
      fields: {
        url: { type: 'string' },
        events: { type: 'array' },
        description: { type: 'string', optional: true },
      },
      after: () => t.db.query(`DELETE FROM webhook_endpoints WHERE company_id = $1`, [A]),
    },
    'DELETE /api/bee/webhooks/:id': {
      as: 'admin',
      noBody: true,
      path: async () => {
        const [row] = await t.db.query(
          `INSERT INTO webhook_endpoints (company_id, url, events, secret)
           VALUES ($1, 'http://127.0.0.1:9/x', '{upload.completed}', 'whsec_x') RETURNING id`,
          [A],
        );
        return `/api/bee/webhooks/${row.id}`;
      },
    },
    'POST /api/bee/webhooks/deliveries/:id/replay': {
      as: 'admin',
      noBody: true,
      path: () => '/api/bee/webhooks/deliveries/00000000-0000-4000-8000-000000000000/replay',
    },
    'POST /api/bee/view-keys/rotate': {
      as: 'admin',
      valid: async () => ({ email: (await throwawayRep()).email }),
      fields: { email: { type: 'string' } },
    },
    'POST /api/setup/company': {
      as: 'nobody',
      valid: () => ({
        company_name: 'Hostile First Co',
        email: `hostile-first-${++serial}@example.com`,
        password: 'Hostile-First-1',
      }),
      fields: {
        company_name: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
      },
    },
    'POST /api/bee/rep-previews': {
      as: 'admin',
      valid: async () => ({ email: (await throwawayRep()).email }),
      fields: { email: { type: 'string' } },
    },
    'POST /api/bee/rep/link-request': {
      as: 'nobody',
      valid: () => ({ email: `hostile-link-${++serial}@example.com`, view_key: null }),
      fields: {
        email: { type: 'string' },
        view_key: { type: 'string', optional: true, nullable: true },
      },
    },
    'PATCH /api/bee/view-keys/features': {
      as: 'admin',
      valid: async () => [{ id: (await throwawayRep()).id, custom_features: [] }],
      fields: {
        '': { type: 'array', hugeElement: { id: 1, custom_features: [] } },
        '0.id': { type: 'number' },
        '0.custom_features': { type: 'array' },
      },
    },
    'POST /api/bee/add-rep-key': {
      as: 'admin',
      valid: () => ({ email: `hostile-added-${++serial}@example.com` }),
      fields: { email: { type: 'string' } },
    },
    'POST /api/mail/rep-portals': {
      as: 'admin',
      valid: async () => ({ pay_date: '3/5/2024', rep_emails: [(await throwawayRep()).email] }),
      fields: { pay_date: { type: 'string' }, rep_emails: { type: 'array' } },
    },
    'PATCH /api/bee/reps/:email': {
      as: 'admin',
      strict: true,
      path: async () => `/api/bee/reps/${(await throwawayRep()).email}`,
      valid: () => ({ employee_id: `H-${++serial}`, first_name: 'Hostile', last_name: 'Body' }),
      fields: {
        employee_id: { type: 'string', optional: true, nullable: true },
        first_name: { type: 'string', optional: true, nullable: true },
        last_name: { type: 'string', optional: true, nullable: true },
        language: { type: 'string', optional: true, nullable: true },
      },
    },
    'POST /api/bee/reps/mapping': { as: 'admin', multipart: true },
    'PUT /api/bee/payroll/settings': {
      as: 'admin',
      strict: true,
      valid: () => ({ adp_company_code: 'K1', adp_batch_id: 'B1', adp_earnings_code: 'C' }),
      fields: {
        adp_company_code: { type: 'string', nullable: true },
        adp_batch_id: { type: 'string', nullable: true },
        adp_earnings_code: { type: 'string', nullable: true },
      },
    },
    'POST /api/bee/calculator': {
      as: 'admin',
      valid: () => ({ data: structuredClone(DEMO_CALCULATOR) }),
      fields: {
        data: { type: 'object' },
        'data.title': { type: 'string', optional: true, nullable: true },
        'data.operation': { type: 'string', optional: true, nullable: true },
        'data.inputs': { type: 'array', optional: true, nullable: true },
        'data.lookupTable': { type: 'array', optional: true, nullable: true },
      },
    },
  };

  async function send(name: string, m: Mutation): Promise<number> {
    const route = ROUTES[name];
    const [method, pattern] = name.split(' ');
    const path = route.path ? await route.path() : pattern;
    const valid = route.valid ? await route.valid() : {};
    const bearer =
      route.as === 'nobody' || route.as === 'rep'
        ? null
        : route.as === 'freshAdmin'
          ? await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password)
          : auth[route.as];
    // Each request from its own address: wrong current passwords are guesses, and the guessing
    // limits (guessing-limits.api.spec.ts) would otherwise stop the sweep, not the body.
    let req = t.http[method.toLowerCase() as 'post'](path)
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-For', `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`);
    if (bearer) req = req.set('Authorization', bearer);
    if (route.as === 'rep') {
      req = req.set('X-View-Key', await repKey());
      // The key's write limits (rep-writes.api.spec.ts) would otherwise answer 429 after a few
      // dozen bodies: the sweep is about the bodies, so every one starts with the counts at zero.
      await t.db.query(`DELETE FROM guess_counts WHERE key LIKE 'rep:%'`);
    }
    const res = await req.send(mutate(route, valid, m));
    sent += 1;
    await route.after?.();
    const label = `${name} ${JSON.stringify(m).slice(0, 120)}`;
    if (res.status >= 500) failures.push(`${label}: ${res.status} ${res.text.slice(0, 200)}`);
    else if (mustRefuse(route, m) && (res.status < 400 || res.status >= 500)) {
      failures.push(`${label}: expected a 4xx, got ${res.status} ${res.text.slice(0, 200)}`);
    }
    if (({} as Record<string, unknown>).polluted !== undefined)
      failures.push(`${label}: Object.prototype polluted`);
    return res.status;
  }

  /** What no hostile body may change: company B, users' rights and companies, keys' grants. */
  const invariants = async () => ({
    b: await t.db.query(
      `SELECT (SELECT count(*)::int FROM ledger_records WHERE company_id = $1) AS rows,
              (SELECT count(*)::int FROM uploads WHERE company_id = $1) AS uploads,
              (SELECT count(*)::int FROM rep_keys WHERE company_id = $1) AS keys,
              (SELECT count(*)::int FROM calculators WHERE company_id = $1) AS calculators,
              (SELECT features FROM companies WHERE id = $1) AS features`,
      [b.companyId],
    ),
    users: await t.db.query(
      `SELECT id, company_id, admin, super, password_hash FROM users WHERE id = ANY ($1) ORDER BY id`,
      [existingUsers],
    ),
    granted: await t.db.query(
      `SELECT email FROM rep_keys WHERE 'whatif-calc' = ANY (custom_features)`,
    ),
    attackerKeys: await t.db.query(`SELECT id FROM rep_keys WHERE view_key = $1`, [ATTACKER_KEY]),
  });
  let before: Awaited<ReturnType<typeof invariants>>;
  let existingUsers: number[] = [];

  beforeAll(async () => {
    ({ t, auth: auth.admin } = await startSignedIn());
    auth.super = await t.login(SUPER.email, SUPER.password);
    adminId = (await t.http.get('/api/me').set('Authorization', auth.admin)).body.user_id;
    superId = (await t.http.get('/api/me').set('Authorization', auth.super)).body.user_id;
    [{ password_hash: adminHash }] = await t.db.query(
      `SELECT password_hash FROM users WHERE id = $1`,
      [adminId],
    );
    b = await anotherCompany(t, 'Hostile B');
    const upload = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', b.auth)
      .send({ data: [aLedgerRow({ rep_email: 'b.rep@b.example' })] });
    expect(upload.status).toBe(200);
    existingUsers = ((await t.db.query(`SELECT id FROM users`)) as { id: number }[]).map(
      (u) => u.id,
    );
    before = await invariants();
    routes = routerRoutes(t).filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route));
  }, 120_000);
  afterAll(() => t?.close());

  it('describes every mutating route of the router', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => !ROUTES[r]).map((r) => `unlisted route: ${r}`)).toEqual([]);
  });

  it('refuses every impossible body with a 4xx and never answers 5xx (each attack on each route)', async () => {
    for (const name of routes.filter((r) => ROUTES[r])) {
      for (const m of mutationsOf(ROUTES[name])) await send(name, m);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('never answers 5xx to random combinations of attacks', async () => {
    const names = routes.filter((r) => ROUTES[r]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names).chain((name) =>
          fc.record({
            name: fc.constant(name),
            m: fc.constantFrom(...mutationsOf(ROUTES[name])),
          }),
        ),
        async ({ name, m }) => {
          const status = await send(name, m);
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it('lets no unknown field move data between companies, grant rights or choose a key', async () => {
    expect(sent).toBeGreaterThan(RUNS);
    expect(await invariants()).toEqual(before);
  });

  it('keeps Object.prototype clean and the API up', async () => {
    expect(sent).toBeGreaterThan(RUNS);
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect((await t.http.get('/api/health')).body).toMatchObject({ status: 'ok' });
  });

  it('answers hostile query strings on every GET route without a 5xx', async () => {
    const gets = routerRoutes(t)
      .filter((route) => route.startsWith('GET /api/') && !route.startsWith('GET /api/docs'))
      .map((route) => route.slice('GET '.length));
    expect(gets.length).toBeGreaterThan(8);
    const queries = [
      'search=%00',
      'search=%C0%AF',
      `search=${'x'.repeat(10_000)}`,
      'page=-1&pageSize=0',
      'page=1e400&pageSize=abc',
      'page=1&page=2',
      'view_key=%00',
      `view_key=${'k'.repeat(10_000)}`,
      'view_key=a&view_key=b',
      'email=%00@x.example',
      'email=a@x.example&email=b@x.example',
      '__proto__[polluted]=yes',
    ];
    const bad: string[] = [];
    for (const path of gets) {
      for (const query of queries) {
        for (const who of [auth.admin, null]) {
          const req = t.http.get(`${path}?${query}`);
          const res = await (who ? req.set('Authorization', who) : req);
          if (res.status >= 500)
            bad.push(`GET ${path}?${query.slice(0, 40)}: ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 120_000);

  it('serves no file from outside the built apps for a traversal path', async () => {
    const paths = [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2f..%2fbackend%2fpackage.json',
      '/bee/view/..%2f..%2f..%2f..%2fpackage.json',
      '/api/..%2f..%2fpackage.json',
      '/..%5c..%5cpackage.json',
    ];
    for (const path of paths) {
      const res = await t.http.get(path);
      expect(res.status).toBeLessThan(500);
      expect(res.text ?? '').not.toMatch(/"workspaces"|"@commissionbee\/backend"|"dependencies"/);
    }
  });

  it('ignores prototype keys in query strings and form bodies', async () => {
    const query = await t.http
      .get('/api/bee/ledger?__proto__[polluted]=yes&constructor[prototype][polluted]=yes')
      .set('Authorization', auth.admin);
    expect(query.status).toBe(200);
    const form = await t.http
      .post('/api/auth/login')
      .type('form')
      .send('__proto__[polluted]=yes&email=a&password=b');
    expect(form.status).toBeLessThan(500);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
