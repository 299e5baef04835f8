// The OpenAPI document: every route of the router is in it with its security, request and
// response schemas; Redocly's recommended rules find no error; real answers parse with the
// schemas the document was generated from.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aLedgerRow, viewKeyOf } from '../support/builders.js';
import {
  DEMO_ADMIN,
  routerRoutes,
  startSignedIn,
  SUPER,
  type TestApp,
} from '../support/harness.js';
import { RESPONSE_SCHEMAS } from '../../src/openapi/components.js';
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';

/** Swagger UI's own files: the page that shows the document, not operations of the API. */
const SWAGGER_UI = /^GET \/api\/docs(\/.*)?$/;

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  let admin: string;

  beforeAll(async () => {
    ({ t, auth: admin } = await startSignedIn(DEMO_ADMIN, { SEED_DEMO: 'true' }));
    const res = await t.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    doc = res.body as Doc;
  });
  afterAll(() => t?.close());

  const operation = (route: string) => {
    const [method, path] = route.split(' ');
    return doc.paths[path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()];
  };

  it('has every route of the router, with security, request and response schemas', () => {
    const routes = routerRoutes(t).filter(
      (r) => !SWAGGER_UI.test(r) || r.endsWith('-json') || r.endsWith('-yaml'),
    );
    expect(routes.length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const route of routes) {
      const op = operation(route) as
        | {
            security?: unknown[];
            requestBody?: { content: Record<string, { schema?: unknown }> };
            responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
          }
        | undefined;
      if (!op) {
        problems.push(`missing: ${route}`);
        continue;
      }
      if (!Array.isArray(op.security)) problems.push(`no security: ${route}`);
      const ok = Object.entries(op.responses ?? {}).filter(
        ([s]) => s.startsWith('2') || s === '302',
      );
      // 204 (SCIM's DELETE) has no body, by definition; a 302 (single sign-on) names its Location.
      const redirects = (r: unknown) =>
        !!(r as { headers?: Record<string, unknown> }).headers?.Location;
      if (
        ok.length === 0 ||
        ok.some(
          ([s, r]) =>
            s !== '204' &&
            !(s === '302' && redirects(r)) &&
            !Object.values(r.content ?? {})[0]?.schema,
        )
      )
        problems.push(`no success schema: ${route}`);
      const errors = Object.entries(op.responses ?? {}).filter(([s]) => /^[45]/.test(s));
      if (errors.some(([, r]) => !r.content?.['application/json']?.schema))
        problems.push(`error without schema: ${route}`);
      if (/^(POST|PUT|PATCH) /.test(route)) {
        const takesNoBody = [
          'POST /api/auth/relogin',
          'POST /api/company',
          'POST /api/super/backups',
          'POST /api/bee/rep/questions/:id/accept',
          'POST /api/mail/sends/:id/retry',
          'POST /api/bee/uploads/:id/notify',
          'POST /api/bee/webhooks/deliveries/:id/replay',
          'POST /api/bee/people/:id/reactivate',
          'POST /api/bee/rep/plans/:version_id/code',
          'POST /api/bee/sso/test',
        ].includes(route);
        const schema = op.requestBody && Object.values(op.requestBody.content)[0]?.schema;
        if (!takesNoBody && !schema) problems.push(`no request schema: ${route}`);
      }
      if (route.endsWith('/api/bee/ledger') && route.startsWith('POST')) {
        const params = (op as { parameters?: { name: string }[] }).parameters ?? [];
        if (!params.some((p) => p.name === 'Idempotency-Key'))
          problems.push(`no Idempotency-Key: ${route}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('types every success answer field by field: no bare object, files with their media type', () => {
    type Schema = {
      $ref?: string;
      type?: string;
      properties?: Record<string, unknown>;
      items?: Schema;
      oneOf?: Schema[];
      anyOf?: Schema[];
    };
    const schemas = doc.components.schemas as Record<string, Schema>;
    const bare = (schema: Schema | undefined, seen: string[] = []): boolean => {
      if (!schema) return true;
      if (schema.$ref) {
        const name = schema.$ref.replace('#/components/schemas/', '');
        return seen.includes(name) ? false : bare(schemas[name], [...seen, name]);
      }
      const alternatives = schema.oneOf ?? schema.anyOf;
      if (alternatives) return alternatives.some((s) => bare(s, seen));
      if (schema.type === 'array') return bare(schema.items, seen);
      if (schema.type === 'object' || schema.type === undefined)
        return Object.keys(schema.properties ?? {}).length === 0;
      return false;
    };
    const files = new Set<string>();
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        const responses = (op.responses ?? {}) as Record<
          string,
          { content?: Record<string, { schema?: Schema }>; headers?: Record<string, unknown> }
        >;
        for (const [status, response] of Object.entries(responses)) {
          if (!/^[23]/.test(status) || status === '204') continue;
          if (status === '302' && response.headers?.Location) continue;
          const content = Object.entries(response.content ?? {});
          if (content.length === 0) problems.push(`no content: ${route} ${status}`);
          for (const [media, { schema }] of content) {
            if (media !== 'application/json') {
              files.add(`${route} ${media}`);
              if (schema?.type !== 'string') problems.push(`file not a string: ${route}`);
            } else if (route !== 'GET /api/docs-json' && bare(schema)) {
              problems.push(`bare object: ${route} ${status}`);
            }
          }
        }
      }
    expect(problems).toEqual([]);
    expect([...files]).toEqual(
      expect.arrayContaining([
        'GET /api/bee/ledger.csv text/csv',
        'GET /api/bee/activity.csv text/csv',
        'GET /api/bee/payroll/export text/csv',
        'GET /api/super/backups/{name} application/sql',
        'GET /api/docs-yaml application/x-yaml',
      ]),
    );
    // The routes that answered a loose object before.
    const answers = (route: string, status: string) =>
      (
        operation(route) as {
          responses: Record<string, { content: Record<string, { schema: Schema }> }>;
        }
      ).responses[status].content['application/json'].schema.$ref;
    expect(answers('POST /api/company/new', '201')).toMatch(/\/CompanyCreated$/);
    expect(answers('GET /api/super/backups', '200')).toMatch(/\/BackupStatus$/);
    expect(answers('POST /api/super/backups', '201')).toMatch(/\/TakenBackup$/);
    expect(answers('PUT /api/bee/rep/push', '200')).toMatch(/\/PushSubscribed$/);
    expect(answers('DELETE /api/bee/rep/push', '200')).toMatch(/\/PushSubscribed$/);
  });

  it("keeps the operation ids integrators' generated clients use when a handler moves", () => {
    // The question settings moved to their own controller; their contracts keep the ids.
    expect(operation('GET /api/bee/question-settings')?.operationId).toBe(
      'QuestionsController_getSettings',
    );
    expect(operation('PATCH /api/bee/question-settings')?.operationId).toBe(
      'QuestionsController_setSettings',
    );
    expect(operation('GET /api/bee/questions')?.operationId).toBe('QuestionsController_list');
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the security the guard enforces: public, user, view key, API token with its scope', () => {
    expect(operation('POST /api/auth/login')?.security).toEqual([]);
    expect(operation('GET /api/me')?.security).toEqual([{ bearer: [] }]);
    expect(operation('GET /api/bee/rep-key-data')?.security).toEqual([{ 'view-key': [] }]);
    expect(operation('POST /api/bee/ledger/csv')?.security).toEqual([
      { bearer: [] },
      { 'api-token': [] },
    ]);
    expect(operation('POST /api/bee/ledger/csv')?.['x-token-scope']).toBe('ledger:write');
    expect(operation('POST /api/bee/api-tokens')?.security).toEqual([{ bearer: [] }]);
  });

  it('generates the components from the zod schemas the routes validate with', () => {
    const schemas = doc.components.schemas as Record<
      string,
      { properties?: Record<string, unknown>; required?: string[] }
    >;
    expect(schemas.UploadLedger.required).toContain('data');
    expect(Object.keys(schemas.NewApiToken.properties ?? {})).toEqual(['name', 'scopes']);
    expect(schemas.LedgerPage.properties?.rows).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/LedgerPageRow' },
    });
    // A page row is a ledger row plus the two optional pay-run fields (issue 29), never required.
    expect(Object.keys(schemas.LedgerPageRow.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'amount', 'pay_run', 'published_amount']),
    );
    expect(schemas.LedgerPageRow.required).not.toContain('pay_run');
    expect(schemas.LedgerPageRow.required).not.toContain('published_amount');
    const ledger = operation('GET /api/bee/ledger') as { parameters: { name: string }[] };
    expect(ledger.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'search']),
    );
  });

  it("passes Redocly's recommended rules with no error", () => {
    const dir = mkdtempSync(join(tmpdir(), 'cb-openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    let output = '';
    let failed = false;
    try {
      output = execFileSync(
        'npx',
        ['--no-install', 'redocly', 'lint', file, '--extends=recommended', '--format=json'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
      );
    } catch (error) {
      failed = true;
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    const report = JSON.parse(output.slice(output.indexOf('{'))) as {
      problems: {
        ruleId: string;
        severity: string;
        message: string;
        location: { pointer: string }[];
      }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    expect(failed).toBe(false);
    const warnings = report.problems.filter((p) => p.severity === 'warn');
    console.log(
      `redocly: 0 errors, ${warnings.length} warnings ${JSON.stringify([...new Set(warnings.map((w) => w.ruleId))])}`,
    );
  });

  it('answers with the shapes the document shows (the same schemas parse the real answers)', async () => {
    const upload = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', admin)
      .send({
        data: [aLedgerRow({ rep_email: 'openapi.shape@example.com' })],
        file_name: 'shape.csv',
      });
    expect(upload.status).toBe(200);
    RESPONSE_SCHEMAS.UploadAnswer.strict().parse(upload.body);
    const page = await t.http.get('/api/bee/ledger?page=1&pageSize=5').set('Authorization', admin);
    RESPONSE_SCHEMAS.LedgerPage.strict().parse(page.body);
    for (const row of page.body.rows) RESPONSE_SCHEMAS.LedgerRow.strict().parse(row);
    const uploads = await t.http.get('/api/bee/uploads').set('Authorization', admin);
    for (const batch of uploads.body) RESPONSE_SCHEMAS.UploadBatch.strict().parse(batch);
    const me = await t.http.get('/api/me').set('Authorization', admin);
    RESPONSE_SCHEMAS.Me.strict().parse(me.body);
    const reps = await t.http.get('/api/bee/portal-reps').set('Authorization', admin);
    for (const rep of reps.body) RESPONSE_SCHEMAS.PortalRep.strict().parse(rep);
    const token = await t.http
      .post('/api/bee/api-tokens')
      .set('Authorization', admin)
      .send({ name: 'shape', scopes: ['ledger:read'] });
    RESPONSE_SCHEMAS.ApiTokenCreated.strict().parse(token.body);
    const strict = async (
      name: keyof typeof RESPONSE_SCHEMAS,
      res: { status: number; body: unknown },
    ) => {
      expect(res.status).toBeLessThan(300);
      (RESPONSE_SCHEMAS[name] as unknown as { strict(): { parse(v: unknown): unknown } })
        .strict()
        .parse(res.body);
    };
    await strict('Health', await t.http.get('/api/health'));
    await strict(
      'SessionToken',
      await t.http
        .post('/api/auth/login')
        .send({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    );
    await strict('TokenValidity', await t.http.post('/api/auth/verify').send({ token: 'x' }));
    await strict(
      'ViewKey',
      await t.http
        .get('/api/bee/view-keys')
        .query({ email: 'openapi.shape@example.com' })
        .set('Authorization', admin),
    );
    await strict(
      'NotificationSettingsAnswer',
      await t.http.get('/api/bee/notification-settings').set('Authorization', admin),
    );
    await strict(
      'NewPayReps',
      await t.http
        .get(`/api/bee/uploads/${upload.body.upload_id}/new-pay`)
        .set('Authorization', admin),
    );
    await strict(
      'CalculatorConfig',
      await t.http.get('/api/bee/calculator').set('Authorization', admin),
    );
    await strict(
      'UndoResult',
      await t.http.delete(`/api/bee/uploads/${upload.body.upload_id}`).set('Authorization', admin),
    );
    await strict(
      'Revoked',
      await t.http.delete(`/api/bee/api-tokens/${token.body.id}`).set('Authorization', admin),
    );
    await strict(
      'RepKeyData',
      await t.http.get('/api/bee/rep-key-data').query({ view_key: DEMO_VIEW_KEY }),
    );
    await strict(
      'RepKeyRecords',
      await t.http.get('/api/bee/view-keys/features').set('Authorization', admin),
    );
    await strict(
      'ViewKeyIssued',
      await t.http
        .post('/api/bee/view-keys/rotate')
        .set('Authorization', admin)
        .send({ email: 'openapi.shape@example.com' }),
    );
    await strict(
      'PreviewKeyIssued',
      await t.http
        .post('/api/bee/rep-previews')
        .set('Authorization', admin)
        .send({ email: 'openapi.shape@example.com' }),
    );
    await strict(
      'LinkRequested',
      await t.http.post('/api/bee/rep/link-request').send({ email: 'openapi.shape@example.com' }),
    );
    const questions = await t.http.get('/api/bee/questions?status=all').set('Authorization', admin);
    await strict('QuestionPage', questions);
    expect(questions.body.rows.length).toBeGreaterThan(0);
    await strict(
      'QuestionDetail',
      await t.http
        .get(`/api/bee/questions/${questions.body.rows[0].id}`)
        .set('Authorization', admin),
    );
    await strict(
      'QuestionSettingsAnswer',
      await t.http.get('/api/bee/question-settings').set('Authorization', admin),
    );
    await strict(
      'PayDateReviews',
      await t.http.get('/api/bee/reviews?pay_date=2024-03-05').set('Authorization', admin),
    );
    // Issue 17's back office and the answers that were loose objects before.
    await strict(
      'ActivityPage',
      await t.http.get('/api/bee/activity?pageSize=5').set('Authorization', admin),
    );
    const directory = await t.http.get('/api/bee/reps').set('Authorization', admin);
    await strict('RepDirectoryPage', directory);
    expect(directory.body.rows.length).toBeGreaterThan(0);
    await strict(
      'RepDetail',
      await t.http
        .get(`/api/bee/reps/${encodeURIComponent(directory.body.rows[0].email)}`)
        .set('Authorization', admin),
    );
    await strict(
      'PayrollSummary',
      await t.http.get('/api/bee/payroll').set('Authorization', admin),
    );
    await strict(
      'PayrollSettingsAnswer',
      await t.http.get('/api/bee/payroll/settings').set('Authorization', admin),
    );
    // The public demo key may not register a browser (403): a rep's own key does.
    const repKey = await viewKeyOf(t, admin, 'liam.carter@demosolar.example');
    const subscribed = await t.http
      .put('/api/bee/rep/push')
      .query({ view_key: repKey })
      .send({
        endpoint: 'http://127.0.0.1:9/openapi-shape',
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      });
    await strict('PushSubscribed', subscribed);
    expect(subscribed.body).toEqual({ subscribed: true });
    await strict(
      'PushSubscribed',
      await t.http.delete('/api/bee/rep/push').query({ view_key: repKey }).send({}),
    );
    const superAuth = await t.login(SUPER.email, SUPER.password);
    await strict(
      'CompanyCreated',
      await t.http.post('/api/company/new').set('Authorization', superAuth).send({
        name: 'OpenAPI Shape Co',
        email: 'shape.admin@example.com',
        password: 'Temp-Pass1',
      }),
    );
    const backups = await t.http.get('/api/super/backups').set('Authorization', superAuth);
    await strict('BackupStatus', backups);
    const taken = await t.http.post('/api/super/backups').set('Authorization', superAuth);
    // Only the embedded database (PGlite) takes backups; a PostgreSQL server answers 409.
    if (backups.body.available) await strict('TakenBackup', taken);
    else expect(taken.status).toBe(409);
    const bad = await t.http.get('/api/bee/uploads/abc/new-pay').set('Authorization', admin);
    expect(bad.status).toBe(400);
    RESPONSE_SCHEMAS.Error.strict().parse(bad.body);
  });
});
