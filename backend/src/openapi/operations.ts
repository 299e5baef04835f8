// What each route takes and answers, for the OpenAPI document: its body (a component of
// components.ts), its query parameters (the zod schemas the routes validate with) and its answers.
// A route of the router missing here fails test/openapi.api.spec.ts.
import { z } from 'zod';
import { ledgerQuery, reconcileQuery } from '../ledger/ledger.dto.js';
import type { OperationSpec } from './components.js';

/** The answers' registry, where the API tests look a schema up by its component name. */
export { RESPONSE_SCHEMAS } from './components.js';

const uploadQuery = reconcileQuery.extend({ preview_token: z.string().max(200).optional() });

export const OPERATIONS: Record<string, OperationSpec> = {
  'GET /api/docs-json': { ok: { 200: 'OpenApiDocument' } },
  'GET /api/docs-yaml': { ok: { 200: { media: 'application/x-yaml' } } },
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
