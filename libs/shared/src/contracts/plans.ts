// Commission plans with signed receipts (issue 30): an admin uploads a plan's PDF as a version,
// signs it for the employer and assigns it; each rep reads and signs it from the phone with a code
// emailed to them; the signed copy (the PDF plus a signature page) is kept in the database for
// ever. The public check of a signed copy answers whether its bytes are one the company issued.
import { z } from 'zod';
import { ISO_DATE_PATTERN, isIsoDate } from '../pay-date.js';
import { route } from './contract.js';

/** A plan's PDF: at most this many bytes (10 MB); the body of the upload at most a little more. */
export const MAX_PLAN_PDF_BYTES = 10 * 1024 * 1024;

export const PLAN_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is at most 120 characters',
  badDate: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'The end date must be on or after the effective date',
  signerName: 'Type your full name (2 to 120 characters)',
  signerTitle: 'Type your title (2 to 120 characters)',
  assignWho: 'Choose all reps, a list of rep emails or a list of employee IDs',
  code: 'Enter the 6-digit code from the email',
  readAndReceived: 'Tick "I have read and received this plan" to sign',
} as const;

const isoDate = z
  .string({ error: PLAN_MESSAGES.badDate })
  .trim()
  .regex(ISO_DATE_PATTERN, PLAN_MESSAGES.badDate)
  .refine(isIsoDate, PLAN_MESSAGES.badDate);
const optionalDate = z
  .union([isoDate, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);
const personText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, message)
    .max(120, message)
    // Control characters would not print on the signature page.
    .refine(
      (value) => ![...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127),
      message,
    );

export const newPlanBody = z
  .object({
    name: z
      .string({ error: PLAN_MESSAGES.nameRequired })
      .trim()
      .min(1, PLAN_MESSAGES.nameRequired)
      .max(120, PLAN_MESSAGES.nameTooLong),
  })
  .strict();
export type NewPlanBody = z.infer<typeof newPlanBody>;

/** The form fields sent with a version's PDF (multipart, beside the field `file`). */
export const planVersionFields = z
  .object({
    effective_date: isoDate,
    end_date: optionalDate,
    /** The day every assigned rep should have signed by (the status board says "overdue" after). */
    due_date: optionalDate,
  })
  .refine((b) => !b.end_date || b.end_date >= b.effective_date, {
    message: PLAN_MESSAGES.endBeforeStart,
    path: ['end_date'],
  });
export type PlanVersionFields = z.infer<typeof planVersionFields>;

export const employerSignatureBody = z
  .object({
    name: personText(PLAN_MESSAGES.signerName),
    title: personText(PLAN_MESSAGES.signerTitle),
  })
  .strict();
export type EmployerSignatureBody = z.infer<typeof employerSignatureBody>;

/** Whom a version is for: every rep of the company, these emails, or these employee IDs (the reps mapping). */
export const assignPlanBody = z
  .object({
    all: z.boolean().optional(),
    emails: z.array(z.string().trim().toLowerCase().email().max(320)).max(20_000).optional(),
    employee_ids: z.array(z.string().trim().min(1).max(64)).max(20_000).optional(),
  })
  .strict()
  .refine(
    (b) =>
      [b.all === true, !!b.emails?.length, !!b.employee_ids?.length].filter(Boolean).length === 1,
    PLAN_MESSAGES.assignWho,
  );
export type AssignPlanBody = z.infer<typeof assignPlanBody>;

export const signPlanBody = z
  .object({
    name: personText(PLAN_MESSAGES.signerName),
    code: z
      .string({ error: PLAN_MESSAGES.code })
      .trim()
      .regex(/^\d{6}$/, PLAN_MESSAGES.code),
    read_and_received: z.literal(true, { error: PLAN_MESSAGES.readAndReceived }),
  })
  .strict();
export type SignPlanBody = z.infer<typeof signPlanBody>;

// Answers.
export const planVersionAnswer = z.object({
  id: z.number(),
  plan_id: z.number(),
  version: z.number(),
  effective_date: z.string(),
  end_date: z.string().nullable(),
  due_date: z.string().nullable(),
  file_name: z.string().nullable(),
  bytes: z.number(),
  pages: z.number(),
  document_sha256: z.string(),
  employer_name: z.string().nullable(),
  employer_title: z.string().nullable(),
  employer_signed_at: z.string().nullable(),
  created_at: z.string(),
  assigned: z.number(),
  signed: z.number(),
});
export type PlanVersion = z.infer<typeof planVersionAnswer>;

export const planSummaryAnswer = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  latest_version: z.number().nullable(),
  assigned: z.number(),
  signed: z.number(),
});
export type PlanSummary = z.infer<typeof planSummaryAnswer>;

export const planDetailAnswer = planSummaryAnswer.extend({
  versions: z.array(planVersionAnswer),
});
export type PlanDetail = z.infer<typeof planDetailAnswer>;

export const planAssignedAnswer = z.object({
  version: planVersionAnswer,
  /** Reps newly asked to sign by this call (one already assigned is not counted again). */
  added: z.number(),
  /** Emails and employee IDs named that match no rep of the company. */
  unknown: z.array(z.string()),
});

export const PLAN_SIGNATURE_STATUSES = ['assigned', 'opened', 'signed', 'overdue'] as const;
export type PlanSignatureStatus = (typeof PLAN_SIGNATURE_STATUSES)[number];

export const planStatusRowAnswer = z.object({
  rep_email: z.string(),
  rep_name: z.string().nullable(),
  status: z.enum(PLAN_SIGNATURE_STATUSES),
  assigned_at: z.string(),
  opened_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  due_date: z.string().nullable(),
  signature_id: z.number().nullable(),
});
export type PlanStatusRow = z.infer<typeof planStatusRowAnswer>;

export const repPlanAnswer = z.object({
  version_id: z.number(),
  plan_name: z.string(),
  version: z.number(),
  effective_date: z.string(),
  end_date: z.string().nullable(),
  due_date: z.string().nullable(),
  pages: z.number(),
  bytes: z.number(),
  document_sha256: z.string(),
  employer_name: z.string().nullable(),
  employer_title: z.string().nullable(),
  /** due: not signed yet; signed: the rep signed this version. */
  status: z.enum(['due', 'signed']),
  signed_at: z.string().nullable(),
  signed_name: z.string().nullable(),
  verification_code: z.string().nullable(),
});
export type RepPlan = z.infer<typeof repPlanAnswer>;

export const repPlansAnswer = z.object({
  plans: z.array(repPlanAnswer),
  /** For each pay date of the rep's ledger: the version in force for them that day (none: absent). */
  paid_under: z.array(
    z.object({
      pay_date: z.string(),
      version_id: z.number(),
      plan_name: z.string(),
      version: z.number(),
    }),
  ),
});
export type RepPlans = z.infer<typeof repPlansAnswer>;

export const planCodeSentAnswer = z.object({
  /** The address the code went to, partly hidden (j***@example.com). */
  sent_to: z.string(),
  expires_at: z.string(),
});

export const planSignedAnswer = z.object({
  signature_id: z.number(),
  version_id: z.number(),
  signed_at: z.string(),
  signed_name: z.string(),
  document_sha256: z.string(),
  signed_copy_sha256: z.string(),
  verification_code: z.string(),
});
export type PlanSigned = z.infer<typeof planSignedAnswer>;

export const planCopyCheckAnswer = z.object({
  /** authentic: these bytes are a signed copy the product issued; tampered: it names a signed copy but its bytes differ; unknown: neither. */
  status: z.enum(['authentic', 'tampered', 'unknown']),
  kind: z.literal('signed-plan'),
  company_name: z.string().nullable(),
  issued_at: z.string().nullable(),
});
export type PlanCopyCheck = z.infer<typeof planCopyCheckAnswer>;

const COMPANY_ONLY = "The caller's company only: another company's plan is 404.";
const REP_ONLY =
  "With X-View-Key: only versions assigned to the key's email in its company (404 otherwise). The public demo key reads but may not sign (403).";
const readers = { roles: ['admin'], scope: 'plans:read' } as const;
const writers = { roles: ['admin'], scope: 'plans:write' } as const;
const repKeys = { rep: true } as const;
const PDF = { media: 'application/pdf' } as const;

export const plans = {
  list: route({
    method: 'GET',
    path: '/bee/plans',
    access: readers,
    tag: 'plans',
    summary: "The company's commission plans with their latest version and signing counts",
    status: 200,
    response: planSummaryAnswer.array(),
  }),
  create: route({
    method: 'POST',
    path: '/bee/plans',
    access: writers,
    tag: 'plans',
    summary: 'Create a plan {name}; its documents are added as versions',
    body: newPlanBody,
    status: 201,
    response: planDetailAnswer,
    errors: [400],
  }),
  detail: route({
    method: 'GET',
    path: '/bee/plans/:id',
    access: readers,
    tag: 'plans',
    summary: 'A plan with every version (versions and signatures are never deleted)',
    description: COMPANY_ONLY,
    status: 200,
    response: planDetailAnswer,
  }),
  addVersion: route({
    method: 'POST',
    path: '/bee/plans/:id/versions',
    access: writers,
    tag: 'plans',
    summary: 'Upload a new version of the plan (multipart PDF)',
    description:
      'Multipart field `file` (a PDF of at most 10 MB, checked by its bytes: `%PDF-` and parsed; 413 above, 400 ' +
      'PLAN_NOT_A_PDF otherwise) with the fields effective_date (YYYY-MM-DD), end_date and due_date (optional). ' +
      'Stored in the database. ' +
      COMPANY_ONLY,
    body: { multipart: 'file' },
    status: 201,
    response: planVersionAnswer,
    errors: [400, 413],
  }),
  document: route({
    method: 'GET',
    path: '/bee/plans/:id/versions/:v/document',
    access: readers,
    tag: 'plans',
    summary: "A version's PDF as uploaded (an attachment; a CSP that runs nothing)",
    description: COMPANY_ONLY,
    status: 200,
    response: PDF,
  }),
  employerSign: route({
    method: 'POST',
    path: '/bee/plans/:id/versions/:v/employer-signature',
    access: { roles: ['admin'] },
    tag: 'plans',
    summary: 'Sign the version for the employer {name, title}: once, before it is assigned',
    description:
      'An admin only (a person signs, never an API token). 409 once signed. ' + COMPANY_ONLY,
    body: employerSignatureBody,
    status: 200,
    response: planVersionAnswer,
    errors: [400, 409],
  }),
  assign: route({
    method: 'POST',
    path: '/bee/plans/:id/versions/:v/assign',
    access: writers,
    tag: 'plans',
    summary: 'Ask reps to sign the version: {all: true} | {emails} | {employee_ids}',
    description:
      'Employee IDs are those of the reps mapping. 409 PLAN_NOT_EMPLOYER_SIGNED before the employer signed. ' +
      'Emits plan.sent. ' +
      COMPANY_ONLY,
    body: assignPlanBody,
    status: 200,
    response: planAssignedAnswer,
    errors: [400, 409],
  }),
  signatures: route({
    method: 'GET',
    path: '/bee/plans/:id/versions/:v/signatures',
    access: readers,
    tag: 'plans',
    summary: 'The status board of a version: each assigned rep assigned, opened, signed or overdue',
    description: COMPANY_ONLY,
    status: 200,
    response: planStatusRowAnswer.array(),
  }),
  signaturesCsv: route({
    method: 'GET',
    path: '/bee/plans/:id/versions/:v/signatures.csv',
    access: readers,
    tag: 'plans',
    summary: "The status board as CSV for the auditor (with each signature's evidence)",
    description: COMPANY_ONLY,
    status: 200,
    response: { media: 'text/csv' },
  }),
  signedCopy: route({
    method: 'GET',
    path: '/bee/plans/signatures/:id/signed-copy',
    access: readers,
    tag: 'plans',
    summary: "A rep's signed copy: the plan with its signature page (an attachment)",
    description: COMPANY_ONLY,
    status: 200,
    response: PDF,
  }),
};

export const repPlans = {
  list: route({
    method: 'GET',
    path: '/bee/rep/plans',
    access: repKeys,
    tag: 'rep plans',
    summary: "The rep's plan versions (due or signed) and the version each paycheck was paid under",
    description: REP_ONLY,
    status: 200,
    response: repPlansAnswer,
  }),
  code: route({
    method: 'POST',
    path: '/bee/rep/plans/:version_id/code',
    access: repKeys,
    tag: 'rep plans',
    summary: "Email a 6-digit code to the rep's email (valid 10 minutes, 5 tries)",
    description: 'A new code replaces the last one. 429 after 5 codes in an hour. ' + REP_ONLY,
    status: 200,
    response: planCodeSentAnswer,
    errors: [409, 429],
  }),
  sign: route({
    method: 'POST',
    path: '/bee/rep/plans/:version_id/sign',
    access: repKeys,
    tag: 'rep plans',
    summary: 'Sign the version {name, code, read_and_received: true}',
    description:
      'Stores the evidence (document SHA-256, version, typed name, UTC time, IP, user agent, key, verified email), ' +
      'makes the signed copy and emails it to the rep; emits plan.signed. 400 for a wrong or expired code (after 5 ' +
      'wrong codes a new one is needed); 409 once signed. ' +
      REP_ONLY,
    body: signPlanBody,
    status: 201,
    response: planSignedAnswer,
    errors: [400, 409, 429],
  }),
  document: route({
    method: 'GET',
    path: '/bee/rep/plans/:version_id/document',
    access: repKeys,
    tag: 'rep plans',
    summary: 'The plan PDF (an attachment; a CSP that runs nothing); marks it opened',
    description: REP_ONLY,
    status: 200,
    response: PDF,
  }),
  signedCopy: route({
    method: 'GET',
    path: '/bee/rep/plans/:version_id/signed-copy',
    access: repKeys,
    tag: 'rep plans',
    summary: "The rep's signed copy of the version (404 before signing)",
    description: REP_ONLY,
    status: 200,
    response: PDF,
  }),
};

export const planCheck = {
  verifyCopy: route({
    method: 'POST',
    path: '/plans/verify',
    access: { public: true },
    tag: 'plans',
    summary: 'Is this PDF a signed plan copy the product issued? (multipart `file`)',
    description:
      'Compares the SHA-256 of the bytes with the stored signed copies; reveals only the status, the company name ' +
      'and the day it was signed, never the contents. 10 MB at most; 429 after 30 checks an hour from one address.',
    body: { multipart: 'file' },
    status: 200,
    response: planCopyCheckAnswer,
    errors: [400, 413, 429],
  }),
};
