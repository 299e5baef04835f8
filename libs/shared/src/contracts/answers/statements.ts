// The answers of statements (issue 31) and of the public verification of a document's code.
import { z } from 'zod';

/** One issued revision of a rep's paycheck statement (its PDF is GET …/statements/{pay_date}.pdf). */
export const statementRevision = z.object({
  revision: z.number().int(),
  /** The statement number printed on it. */
  number: z.string(),
  state: z.enum(['published', 'closed']),
  issued_at: z.string(),
  /** Whether a later revision replaced it. */
  current: z.boolean(),
  /** sha256 (hex) of its canonical content, as frozen. */
  content_sha256: z.string(),
  /** sha256 (hex) of its PDF, once the PDF was first made; null before. */
  pdf_sha256: z.string().nullable(),
});

/** A pay date of the rep's statements: the current revision's total and every revision. */
export const statementPayDate = z.object({
  pay_date: z.string(),
  /** The current revision's paycheck total. */
  total: z.number(),
  lines: z.number().int(),
  revisions: z.array(statementRevision),
});

/** GET /bee/rep/statements: the rep's paycheck statements, newest pay date first, with the months and years they span. */
export const statementList = z.object({
  pay_dates: z.array(statementPayDate),
  months: z.array(z.string()),
  years: z.array(z.string()),
});

/** GET /verify/{code}: whether a code names a document CommissionBee issued, never its contents. */
export const verification = z.object({
  kind: z.enum(['statement', 'signed-plan']),
  status: z.enum(['current', 'superseded', 'authentic', 'tampered']),
  company_name: z.string(),
  issued_at: z.string(),
});

/** Email each rep their statement when a revision is issued on publish (issue 31 §4). */
export const STATEMENT_EMAIL_MODES = ['off', 'link', 'attachment'] as const;
export type StatementEmailMode = (typeof STATEMENT_EMAIL_MODES)[number];

export const statementSettings = z.object({
  statement_email: z
    .enum(STATEMENT_EMAIL_MODES)
    .describe(
      "'off': no email; 'link': a link to the statements screen of the rep's portal; 'attachment': the PDF attached",
    ),
});
export type StatementSettings = z.infer<typeof statementSettings>;
