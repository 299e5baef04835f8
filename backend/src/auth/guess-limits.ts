// The guessing limits (README, Configuration): how many wrong passwords and unknown view keys an
// address, an email, or both may try, counted in PostgreSQL so that they hold across replicas,
// and how many password checks may run at once.
import { Injectable } from '@nestjs/common';
import type { ErrorCode } from '@commissionbee/shared/error-codes';
import { normalizeEmail } from '@commissionbee/shared/email';
import { AUTH_MESSAGES } from './auth.messages.js';
import { GuessCountsRepository, type GuessLimit } from './guess-counts.repository.js';
import { appError } from '../common/app-error.js';

const FIFTEEN_MINUTES = 15 * 60;
export const GUESS_LIMITS = {
  /** Failed logins (and current-password checks) for one email from one address. */
  perEmailAndAddress: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Failed logins from one address, whatever the email. */
  perAddress: { max: 30, windowSeconds: FIFTEEN_MINUTES },
  /** Failed logins for one email from anywhere: high, so a guesser cannot lock its owner out. */
  perEmail: { max: 100, windowSeconds: FIFTEEN_MINUTES },
  /** Unknown view keys from one address. */
  viewKeysPerAddress: { max: 30, windowSeconds: 10 * 60 },
  /** "Email me a new link" for one email address (each answer is an email to a real inbox). */
  linkRequestsPerEmail: { max: 3, windowSeconds: 60 * 60 },
  /** "Email me a new link" from one network address, whatever the email. */
  linkRequestsPerAddress: { max: 20, windowSeconds: 60 * 60 },
  /**
   * Single sign-ons started (GET /auth/sso/start) from one network address: each writes a sign-in
   * row kept for an hour. High enough for an office behind one address signing in of a morning.
   */
  ssoStartsPerAddress: { max: 60, windowSeconds: 10 * 60 },
  /** Single sign-ons started for one email, from anywhere. */
  ssoStartsPerEmail: { max: 10, windowSeconds: 10 * 60 },
  /** Password checks one address may have running at once, per process. */
  concurrentChecksPerAddress: 4,
} as const;

/** A 429 of a guessing limit: its code says which limit. */
export const tooMany = (code: ErrorCode, message: string) => appError(code, message);

/** The keys one password attempt counts against. */
export interface PasswordAttempt {
  limits: GuessLimit[];
  /** Keys cleared when the password is right (this email from this address starts afresh). */
  clearOnSuccess: string[];
}

@Injectable()
export class GuessLimits {
  private readonly running = new Map<string, number>();

  constructor(private readonly counts: GuessCountsRepository) {}

  passwordAttempt(email: string, address: string): PasswordAttempt {
    const who = normalizeEmail(email);
    const pair = `pw:email+ip:${who}|${address}`;
    return {
      limits: [
        { key: pair, ...GUESS_LIMITS.perEmailAndAddress },
        { key: `pw:ip:${address}`, ...GUESS_LIMITS.perAddress },
        { key: `pw:email:${who}`, ...GUESS_LIMITS.perEmail },
      ],
      clearOnSuccess: [pair],
    };
  }

  /**
   * Runs one password attempt from `address`: `count` counts it (and reads what the password is
   * checked against) before `check` compares it; a right password takes the attempt back.
   */
  async guardPassword<T>(
    address: string,
    attempt: PasswordAttempt,
    count: () => Promise<{ over: boolean; value: T }>,
    check: (value: T) => Promise<boolean>,
    /** On success, the user whose password sign-in is noted (the login; not a password check). */
    signedIn: (value: T) => number | null = () => null,
  ): Promise<{ ok: boolean; value: T }> {
    const running = this.running.get(address) ?? 0;
    if (running >= GUESS_LIMITS.concurrentChecksPerAddress)
      throw tooMany('AUTH_TOO_MANY_AT_ONCE', AUTH_MESSAGES.tooManyAtOnce);
    this.running.set(address, running + 1);
    const keys = attempt.limits.map((l) => l.key);
    try {
      const { over, value } = await count();
      if (over) {
        // Not held against the other limits: a guesser refused per address must not use up
        // the email's allowance, which would lock its owner out.
        await this.counts.refund(keys);
        throw tooMany('AUTH_TOO_MANY_LOGINS', AUTH_MESSAGES.tooManyLogins);
      }
      let ok: boolean;
      try {
        ok = await check(value);
      } catch (error) {
        await this.counts.refund(keys); // not checked (the pool was full): not a guess
        throw error;
      }
      if (ok) await this.counts.refund(keys, attempt.clearOnSuccess, signedIn(value));
      else if (Math.random() < 0.01) await this.counts.sweep();
      return { ok, value };
    } finally {
      const left = (this.running.get(address) ?? 1) - 1;
      if (left > 0) this.running.set(address, left);
      else this.running.delete(address);
    }
  }

  /** Counted before anything is looked up, so a known and an unknown email pay the same. */
  linkRequestLimits(email: string, address: string): GuessLimit[] {
    return [
      { key: `link:email:${normalizeEmail(email)}`, ...GUESS_LIMITS.linkRequestsPerEmail },
      { key: `link:ip:${address}`, ...GUESS_LIMITS.linkRequestsPerAddress },
    ];
  }

  /** Counted before the email's domain is looked up, so any email pays the same. */
  ssoStartLimits(email: string | undefined, address: string): GuessLimit[] {
    return [
      { key: `sso:ip:${address}`, ...GUESS_LIMITS.ssoStartsPerAddress },
      ...(email
        ? [{ key: `sso:email:${normalizeEmail(email)}`, ...GUESS_LIMITS.ssoStartsPerEmail }]
        : []),
    ];
  }

  viewKeyLimit(address: string): GuessLimit {
    return { key: `key:ip:${address}`, ...GUESS_LIMITS.viewKeysPerAddress };
  }
}
