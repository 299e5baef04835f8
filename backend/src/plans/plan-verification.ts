// The public check of signed plan copies. Two ways in:
// - `signedPlanVerification`: the lookup the verification registry (backend/src/verify/, issue 31,
//   GET /api/verify/{code} and the /verify/:code page) registers for the prefix 'PL'. A code is
//   "PL" + 20 base32 characters (100 bits of an HMAC under the server's secret), the same for a
//   signature for ever; it answers only the kind, the status, the company's name and the day.
// - POST /api/plans/verify (this module): a signed copy's bytes are authentic when their SHA-256
//   is that of a stored signed copy; a PDF that names a code in its keywords but whose bytes differ
//   is tampered. Nothing of the plan's contents is answered.
import { Injectable } from '@nestjs/common';
import type { PlanCopyCheck } from '@commissionbee/shared/contracts/plans';
import { codeInCopy, sha256, VERIFICATION_CODE } from './plan-pdf.js';
import { PlansRepository } from './plans.repository.js';

/** What the verification registry's lookup answers (issue 31's shape). */
export interface VerificationResult {
  kind: 'statement' | 'signed-plan';
  status: 'current' | 'superseded' | 'authentic' | 'tampered';
  company_name: string;
  issued_at: string;
}

export interface VerificationLookup {
  prefix: string;
  lookup(code: string): Promise<VerificationResult | null>;
}

@Injectable()
export class PlanVerification {
  constructor(private readonly plans: PlansRepository) {}

  /** A signature by its verification code: authentic (it exists, its copy is stored), or null. */
  async byCode(code: string): Promise<VerificationResult | null> {
    const normalized = code.trim().toUpperCase();
    if (!VERIFICATION_CODE.test(normalized)) return null;
    const found = await this.plans.byCode(normalized);
    if (!found) return null;
    return {
      kind: 'signed-plan',
      status: 'authentic',
      company_name: found.company_name,
      issued_at: found.signed_at,
    };
  }

  /** Checks an uploaded copy's bytes. */
  async check(bytes: Buffer): Promise<PlanCopyCheck> {
    const match = await this.plans.bySignedSha(sha256(bytes));
    if (match)
      return {
        status: 'authentic',
        kind: 'signed-plan',
        company_name: match.company_name,
        issued_at: match.signed_at,
      };
    const code = await codeInCopy(bytes);
    const named = code ? await this.plans.byCode(code) : null;
    if (named)
      return {
        status: 'tampered',
        kind: 'signed-plan',
        company_name: named.company_name,
        issued_at: named.signed_at,
      };
    return { status: 'unknown', kind: 'signed-plan', company_name: null, issued_at: null };
  }
}

/**
 * The registry entry for signed plans: `VerificationRegistry.register(signedPlanVerification(v))`
 * where `v` is this module's PlanVerification (PlansModule exports it).
 */
export const signedPlanVerification = (verification: PlanVerification): VerificationLookup => ({
  prefix: 'PL',
  lookup: (code) => verification.byCode(code),
});
