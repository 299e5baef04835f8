// Companies and their features (the super user's), the caller's own company, and the first-run
// page (issue 27): their routes and request bodies.
import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '../email.js';
import { newPasswordError, SETUP_CLOSED_CODE } from '../password.js';
import { FEATURES } from '../types.js';
import { companyCreated, companySummary, firstRunCreated, setupStatus } from './answers.js';
import { route } from './contract.js';

export const COMPANIES_BODY_MESSAGES = {
  nameRequired: 'Company Name is required',
  adminEmailInvalid: 'Admin Email must be a valid email address',
  passwordRequired: 'Admin Temp Password is required',
} as const;
const M = COMPANIES_BODY_MESSAGES;

// The product's one password rule (../password.ts), so a temporary password is not "short".
const productPassword = (schema: z.ZodString) =>
  schema.superRefine((password, ctx) => {
    const broken = newPasswordError(password);
    if (broken) ctx.addIssue({ code: 'custom', message: broken });
  });

export const newCompanyBody = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(200),
  /** The first admin's name (optional): shown for them in answers and the activity log. */
  admin_name: z.string().trim().max(200).optional(),
  email: z.string().trim().email(M.adminEmailInvalid).max(320),
  password: productPassword(z.string().min(1, M.passwordRequired).max(200)),
});
export type NewCompanyBody = z.infer<typeof newCompanyBody>;

/** POST /setup/company: the first-run page's company, email and a password of the product's rule. */
export const firstRunBody = z.object({
  company_name: z.string().trim().min(1, M.nameRequired).max(200),
  email: z
    .string()
    .trim()
    .max(320, INVALID_EMAIL_MESSAGE)
    .refine(looksLikeEmail, INVALID_EMAIL_MESSAGE),
  password: productPassword(z.string().max(200)),
});
export type FirstRunBody = z.infer<typeof firstRunBody>;

export const featuresBody = z.object({
  features: z.array(z.enum(FEATURES as [string, ...string[]])).max(10),
});
export type FeaturesBody = z.infer<typeof featuresBody>;

const superOnly = { roles: ['super'] } as const;

export const companies = {
  create: route({
    method: 'POST',
    path: '/company/new',
    access: superOnly,
    tag: 'companies',
    summary: 'Create a company and its admin with a temporary password (super only)',
    body: newCompanyBody,
    status: 201,
    response: companyCreated,
    errors: [400, 409],
  }),
  mine: route({
    method: 'POST',
    path: '/company',
    access: {},
    tag: 'companies',
    summary: "The caller's company",
    description:
      'The specification lists POST /company without its payload or answer; it answers the company of the logged-in user: {id, name, logo, color, features}.',
    status: 200,
    response: companySummary,
  }),
  list: route({
    method: 'GET',
    path: '/companies',
    access: superOnly,
    tag: 'companies',
    summary: 'All companies with their features (super only)',
    status: 200,
    response: companySummary.array(),
  }),
  setFeatures: route({
    method: 'PATCH',
    path: '/companies/:id/features',
    access: superOnly,
    tag: 'companies',
    summary: "Turn a company's features on and off (super only)",
    body: featuresBody,
    status: 200,
    response: companySummary,
    errors: [400],
  }),
};

export const setup = {
  status: route({
    method: 'GET',
    path: '/setup',
    access: { public: true },
    tag: 'first run',
    summary: 'Whether the first-run page may create a company now',
    description:
      '{open}: true while the only companies are the seeded ones (1 and 10) and FIRST_RUN_SETUP allows it ' +
      '(default: on, off with NODE_ENV=production).',
    status: 200,
    response: setupStatus,
  }),
  createCompany: route({
    method: 'POST',
    path: '/setup/company',
    access: { public: true },
    tag: 'first run',
    summary: 'The first-run page: create your company and its first admin, signed in',
    description:
      '{company_name, email, password (the product rule)} → {token, company, admin}. The admin chose the password, ' +
      `so it is not temporary. 409 ${SETUP_CLOSED_CODE} once a company other than the seeded ones exists or when ` +
      'FIRST_RUN_SETUP is off; 409 when the email is taken; 429 after 10 tries from one address in an hour.',
    body: firstRunBody,
    status: 201,
    response: firstRunCreated,
    errors: [400, 409, 429],
  }),
};
