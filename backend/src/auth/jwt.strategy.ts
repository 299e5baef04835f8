// Sessions (passport-jwt): the JWT from `Authorization: Bearer`, HS256 with JWT_SECRET, its expiry;
// then validate() reads the session fresh each call (logged out, older than the last password
// change, or a user no longer active is over) and answers the user's principal.
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import passportJwt from 'passport-jwt';
import { SIGNED_OUT_PASSWORD_CHANGED } from '@commissionbee/shared/password';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { appError } from '../common/app-error.js';
import { bearerToken, isApiToken } from './credentials.js';
import type { UserPrincipal } from './principal.js';
import { NOT_GLOBALLY_REGISTERED } from './request.strategy.js';
import { isTokenPayload, TokenService } from './token.service.js';

export const JWT_STRATEGY = 'jwt';

@Injectable()
export class JwtSessionStrategy extends PassportStrategy(passportJwt.Strategy, JWT_STRATEGY) {
  constructor(
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      // An API token is a bearer too; it is the api-token strategy's.
      jwtFromRequest: (req: Request) => {
        const bearer = bearerToken(req);
        return bearer && !isApiToken(bearer) ? bearer : null;
      },
      secretOrKey: config.JWT_SECRET,
      algorithms: ['HS256'],
    });
  }

  getPassportInstance() {
    return NOT_GLOBALLY_REGISTERED;
  }

  /** A genuine, unexpired token: the session it names, or the refusal (401). */
  async validate(payload: unknown): Promise<UserPrincipal> {
    if (!isTokenPayload(payload)) throw appError('UNAUTHORIZED');
    const user = await this.tokens.principalOf(payload);
    if (user) return user;
    // A session ended by a password change says so, so the old tab can tell the person why.
    throw (await this.tokens.refusalOf(payload)) === 'password-changed'
      ? appError('AUTH_SIGNED_OUT_PASSWORD_CHANGED', SIGNED_OUT_PASSWORD_CHANGED)
      : appError('UNAUTHORIZED');
  }
}
