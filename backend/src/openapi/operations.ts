// What each route takes and answers, for the OpenAPI document: its body (a component of
// components.ts), its query parameters (the zod schemas the routes validate with) and its answers.
// A route of the router missing here fails test/openapi.api.spec.ts.
import { questionListQuery } from '@commissionbee/shared/questions-body';
import { z } from 'zod';
import { activityFilter } from '../activity/activity.dto.js';
import { ledgerQuery, reconcileQuery } from '../ledger/ledger.dto.js';
import { payrollExportQuery, payrollSummaryQuery } from '../payroll/payroll.dto.js';
import { repListQuery } from '../reps/reps.dto.js';
import type { OperationSpec } from './components.js';

/** The answers' registry, where the API tests look a schema up by its component name. */
export { RESPONSE_SCHEMAS } from './components.js';

const pushKeyQuery = z.object({ view_key: z.string().optional() });
const emailQuery = z.object({ email: z.string().max(320) });
const payDateQuery = z.object({ pay_date: z.string() });
const uploadQuery = reconcileQuery.extend({ preview_token: z.string().max(200).optional() });

const activityListQuery = z.object({
  ...activityFilter.shape,
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const OPERATIONS: Record<string, OperationSpec> = {
  // The back office (issue 17).
  'GET /api/bee/activity': { query: activityListQuery, ok: { 200: 'ActivityPage' }, errors: [400] },
  'GET /api/bee/activity.csv': {
    query: activityFilter,
    ok: { 200: { media: 'text/csv' } },
    errors: [400],
  },
  'GET /api/bee/reps': { query: repListQuery, ok: { 200: 'RepDirectoryPage' }, errors: [400] },
  'POST /api/bee/reps/mapping': {
    body: 'multipart-csv',
    ok: { 200: 'MappingUploaded' },
    errors: [400, 408, 409, 413, 429],
  },
  'GET /api/bee/reps/:email': { ok: { 200: 'RepDetail' }, errors: [400] },
  'PATCH /api/bee/reps/:email': {
    body: 'RepProfile',
    ok: { 200: 'RepDetail' },
    errors: [400, 409],
  },
  'GET /api/bee/payroll': {
    query: payrollSummaryQuery,
    ok: { 200: 'PayrollSummary' },
    errors: [400],
  },
  'GET /api/bee/payroll/export': {
    query: payrollExportQuery,
    ok: { 200: { media: 'text/csv' } },
    errors: [400, 409],
  },
  'GET /api/bee/payroll/settings': { ok: { 200: 'PayrollSettingsAnswer' } },
  'PUT /api/bee/payroll/settings': {
    body: 'PayrollSettings',
    ok: { 200: 'PayrollSettingsAnswer' },
    errors: [400],
  },
  'GET /api/docs-json': { ok: { 200: 'OpenApiDocument' } },
  'GET /api/docs-yaml': { ok: { 200: { media: 'application/x-yaml' } } },
  'GET /api/bee/rep/questions': { ok: { 200: { array: 'QuestionSummary' } } },
  'POST /api/bee/rep/questions': {
    body: 'NewQuestion',
    ok: { 201: 'QuestionDetail' },
    errors: [400, 429],
  },
  'GET /api/bee/rep/questions/:id': { ok: { 200: 'QuestionDetail' } },
  'POST /api/bee/rep/questions/:id/messages': {
    body: 'QuestionMessage',
    ok: { 200: 'QuestionDetail' },
    errors: [400, 409, 429],
  },
  'POST /api/bee/rep/questions/:id/accept': { ok: { 200: 'QuestionDetail' }, errors: [409] },
  'POST /api/bee/rep/questions/:id/reopen': {
    body: 'QuestionMessage',
    ok: { 200: 'QuestionDetail' },
    errors: [400, 409, 429],
  },
  'GET /api/bee/rep/reviews': { ok: { 200: { array: 'PaycheckReview' } } },
  'POST /api/bee/rep/reviews': {
    body: 'Review',
    ok: { 200: 'PaycheckReview' },
    errors: [400, 429],
  },
  'GET /api/bee/questions': {
    query: questionListQuery,
    ok: { 200: 'QuestionPage' },
    errors: [400],
  },
  'GET /api/bee/questions/:id': { ok: { 200: 'QuestionDetail' } },
  'POST /api/bee/questions/:id/messages': {
    body: 'QuestionMessage',
    ok: { 200: 'QuestionDetail' },
    errors: [400, 409],
  },
  'POST /api/bee/questions/:id/request-info': {
    body: 'QuestionMessage',
    ok: { 200: 'QuestionDetail' },
    errors: [400, 409],
  },
  'POST /api/bee/questions/:id/resolve': {
    body: 'ResolveQuestion',
    ok: { 200: 'QuestionDetail' },
    errors: [400, 409],
  },
  'GET /api/bee/reviews': { query: payDateQuery, ok: { 200: 'PayDateReviews' }, errors: [400] },
  'GET /api/bee/question-settings': { ok: { 200: 'QuestionSettingsAnswer' } },
  'PATCH /api/bee/question-settings': {
    body: 'QuestionSettings',
    ok: { 200: 'QuestionSettingsAnswer' },
    errors: [400],
  },
  'GET /api/bee/ledger': {
    query: ledgerQuery,
    ok: { 200: { oneOf: [{ array: 'LedgerRow' }, 'LedgerPage'] } },
    errors: [400],
  },
  'GET /api/bee/ledger.csv': { ok: { 200: { media: 'text/csv' } } },
  'POST /api/bee/ledger': {
    body: 'UploadLedger',
    query: uploadQuery,
    ok: { 200: 'UploadAnswer' },
    errors: [400, 408, 409, 413, 429],
    idempotent: true,
  },
  'POST /api/bee/ledger/csv': {
    body: 'multipart-csv',
    query: uploadQuery,
    ok: { 200: 'UploadAnswer' },
    errors: [400, 408, 409, 413, 429],
    idempotent: true,
  },
  'POST /api/bee/ledger/preview': {
    body: 'json-or-multipart-csv',
    query: reconcileQuery,
    ok: { 200: 'UploadPreview' },
    errors: [400, 408, 413, 429],
  },
  'GET /api/bee/uploads': { ok: { 200: { array: 'UploadBatch' } } },
  'DELETE /api/bee/uploads/:id': { ok: { 200: 'UndoResult' }, errors: [409] },
};
