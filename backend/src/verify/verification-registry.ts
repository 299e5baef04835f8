// Who can say whether a verification code is real: each kind of document CommissionBee issues
// with a code (a statement, later a signed plan) registers its prefix and a lookup. The public
// route asks the registry only, so a new kind of document needs no change here.
import { Injectable } from '@nestjs/common';

export interface VerificationAnswer {
  kind: 'statement' | 'signed-plan';
  status: 'current' | 'superseded' | 'authentic' | 'tampered';
  company_name: string;
  /** ISO time. */
  issued_at: string;
}

export interface VerificationSource {
  /** The code's first part, before its first '-' ('ST' for statements). */
  prefix: string;
  /** The document of a code, or null when nobody issued it. Never the document's contents. */
  lookup(code: string): Promise<VerificationAnswer | null>;
}

/** Crockford's base32 (no I, L, O, U): what a code is written in after its prefix. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A code as typed (any case, spaces, a missing dash between groups) as it was issued. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, '');
}

@Injectable()
export class VerificationRegistry {
  private readonly sources = new Map<string, VerificationSource>();

  register(source: VerificationSource): void {
    const prefix = source.prefix.toUpperCase();
    if (!/^[A-Z]{2,4}$/.test(prefix))
      throw new Error(`A verification prefix is 2 to 4 letters: ${prefix}`);
    if (this.sources.has(prefix)) throw new Error(`The verification prefix ${prefix} is taken`);
    this.sources.set(prefix, { ...source, prefix });
  }

  async lookup(code: string): Promise<VerificationAnswer | null> {
    const normalized = normalizeCode(code);
    // `ST-…` names its prefix before a dash; a signed plan's `PL…` runs on without one.
    const source =
      this.sources.get(normalized.split('-')[0]) ??
      [...this.sources.values()].find((candidate) => normalized.startsWith(candidate.prefix));
    if (!source || normalized.length > 64) return null;
    return source.lookup(normalized);
  }
}
