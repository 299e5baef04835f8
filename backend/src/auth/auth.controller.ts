import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ZodPipe } from '../common/zod-body.js';
import {
  loginBody,
  logoutBody,
  tokenBody,
  type LoginBody,
  type LogoutBody,
  type TokenBody,
} from './auth.dto.js';
import { AuthService } from './auth.service.js';
import { CurrentUser, OpenDuringMaintenance, Public } from './decorators.js';
import type { UserPrincipal } from './principal.js';
import { TokenService } from './token.service.js';
import { AuthEvents } from './auth-events.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly activity: AuthEvents,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in with email and password; answers {token}. Any failure is the same 401.',
  })
  login(@Body(new ZodPipe(loginBody)) body: LoginBody, @Req() req: Request) {
    return this.auth.login(body.email, body.password, req.ip ?? 'unknown');
  }

  @Public()
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Whether a token is valid (signed, unexpired, not logged out): {valid}',
  })
  async verify(@Body(new ZodPipe(tokenBody)) body: TokenBody) {
    return { valid: Boolean(body.token && (await this.tokens.authenticate(body.token))) };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke the token (body {token} or the bearer header) on the server.' })
  async logout(@Body(new ZodPipe(logoutBody)) body: LogoutBody, @Req() req: Request) {
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

  @Post('relogin')
  @OpenDuringMaintenance()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'A fresh token for the current user (after switching company); the old one is revoked.',
  })
  async relogin(@CurrentUser() user: UserPrincipal, @Req() req: Request) {
    const token = await this.tokens.issue({ id: user.userId, company_id: user.companyId });
    await this.tokens.revoke(req.headers.authorization!.replace(/^Bearer\s+/i, ''));
    return { token };
  }
}
