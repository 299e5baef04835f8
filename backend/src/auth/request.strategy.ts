// A passport strategy that hands the whole request (and the guard's options) to its verify
// function, as passport-custom does, for the credentials no passport package reads: API tokens and
// view keys. The verify function answers a principal, null when the request does not carry this
// strategy's credential (passport then tries the next one), or throws the request's refusal.
import passport from 'passport';
import type { Request } from 'express';
import type { Principal } from './principal.js';

/** What the guard passes each strategy (passport hands `authenticate`'s options through). */
export interface StrategyOptions {
  /** The route is open to reps (@RepAccess()). */
  repAccess?: boolean;
  /** A user session was already accepted: a view key beside it makes a read-only preview. */
  withSession?: boolean;
}

type Verify = (
  req: Request,
  options: StrategyOptions,
  done: (error: unknown, principal?: Principal | null) => void,
) => void;

export class RequestStrategy extends passport.Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(req: Request, options?: StrategyOptions): void {
    this.verify(req, options ?? {}, (error, principal) => {
      if (error) this.error(error);
      else if (principal) this.success(principal);
      else this.fail(401);
    });
  }
}

/**
 * For PassportStrategy's getPassportInstance(): the mixin registers a strategy on what it answers,
 * and passport's process-wide default would share our strategies between the apps of one process
 * (the API tests run several, each on its own database). The guard registers them on its own
 * Passport instead, so the mixin gets this stand-in.
 */
export const NOT_GLOBALLY_REGISTERED = { use: () => NOT_GLOBALLY_REGISTERED };
