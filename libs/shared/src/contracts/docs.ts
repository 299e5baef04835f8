// This OpenAPI document: served by Swagger beside the controllers (no handler of ours), public.
import { anyObject } from './answers.js';
import { route } from './contract.js';

export const docs = {
  json: route({
    method: 'GET',
    path: '/docs-json',
    access: { public: true },
    tag: 'docs',
    summary: 'This OpenAPI document (JSON)',
    status: 200,
    response: anyObject,
  }),
  yaml: route({
    method: 'GET',
    path: '/docs-yaml',
    access: { public: true },
    tag: 'docs',
    summary: 'This OpenAPI document (YAML)',
    status: 200,
    response: { media: 'application/x-yaml' },
  }),
};

/** Swagger UI, the page that shows the document (the admin app links to it). */
export const DOCS_PAGE_PATH = '/docs';
