// The public verification of a document's code (a statement's, later a signed plan's): whether it
// is authentic and current, the company that issued it and when; never its contents.
import { verification } from './answers.js';
import { route } from './contract.js';

export const verify = {
  get: route({
    method: 'GET',
    path: '/verify/:code',
    access: { public: true },
    tag: 'verify',
    summary: 'Whether a document code printed on a statement is authentic, and current',
    description:
      '{kind, status, company_name, issued_at}: status current or superseded for a statement (authentic or ' +
      'tampered for a signed plan). Never the amounts or the rep. 404 VERIFY_UNKNOWN_CODE for a code nobody ' +
      'issued; 429 VERIFY_TOO_MANY after repeated guessing from one address.',
    status: 200,
    response: verification,
    errors: [429],
  }),
};
