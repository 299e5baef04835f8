// The shapes of the API's answers, as zod schemas: the contracts name them as their answers, the
// OpenAPI document's response components are generated from them, the typed client types its
// answers with them and the API tests parse real answers with them. One file per group of routes;
// this one names them all.
export * from './answers/core.js';
export * from './answers/questions.js';
export * from './answers/back-office.js';
export * from './answers/people.js';
export * from './answers/sso.js';
export * from './answers/statements.js';
export * from './answers/pay-runs.js';
export * from './answers/scim.js';
