import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  auth,
  type LoginBody,
  type LogoutBody,
  type TokenBody,
} from '@commissionbee/shared/contracts/auth';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { AuthService } from './auth.service.js';
import { CurrentUser } from './decorators.js';
import type { UserPrincipal } from './principal.js';
import { TokenService } from './token.service.js';
import { AuthEvents } from './auth-events.js';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly activity: AuthEvents,
  ) {}

  @Route(auth.login)
  login(@Body(new ZodPipe(auth.login.body)) body: LoginBody, @Req() req: Request) {
    return this.auth.login(body.email, body.password, req.ip ?? 'unknown');
  }

  @Route(auth.verify)
  async verify(@Body(new ZodPipe(auth.verify.body)) body: TokenBody) {
    return { valid: Boolean(body.token && (await this.tokens.authenticate(body.token))) };
  }

  @Route(auth.logout)
  async logout(@Body(new ZodPipe(auth.logout.body)) body: LogoutBody, @Req() req: Request) {
    const header = req.headers.authorization?.replace(/^Bearer\s+/i, '');
    const revoked = await Promise.all(
      [...new Set([body?.token, header].filter(Boolean))].map((t) =>
        this.tokens.revoke(t!, (tx, who) =>
          this.activity.record(tx, {
            companyId: who.companyId,
            action: 'auth.logout',
            actor: { kind: 'user', userId: who.userId, email: '' },
          }),
        ),
      ),
    );
    return { success: revoked.some(Boolean) };
  }

  @Route(auth.relogin)
  async relogin(@CurrentUser() user: UserPrincipal, @Req() req: Request) {
    const token = await this.tokens.issue(
      { id: user.userId, company_id: user.companyId },
      Date.now(),
      user.signedInWith,
    );
    await this.tokens.revoke(req.headers.authorization!.replace(/^Bearer\s+/i, ''));
    return { token };
  }
}
