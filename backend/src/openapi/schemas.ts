// The shapes of the API's answers, as zod schemas: the OpenAPI document's response components are
// generated from them (document.ts), the API tests parse real answers with them, and
// shared-types.check.ts fails the typecheck when they and libs/shared's types disagree. One file
// per group of routes; this one names them all.
export * from './core-schemas.js';
export * from './question-schemas.js';
export * from './back-office-schemas.js';
