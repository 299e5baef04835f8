import { Body, Controller, Query, Redirect, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  sso,
  type SsoCallbackQuery,
  type SsoLookupBody,
  type SsoSettingsBody,
  type SsoStartQuery,
} from '@commissionbee/shared/contracts/sso';
import { CurrentUser } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { SsoService, TooManyStarts } from './sso.service.js';

@Controller()
export class SsoController {
  constructor(private readonly sso: SsoService) {}

  @Route(sso.settings)
  settings(@CurrentUser() user: UserPrincipal) {
    return this.sso.settings(user);
  }

  @Route(sso.save)
  save(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(sso.save.body)) body: SsoSettingsBody,
  ) {
    return this.sso.save(user, body);
  }

  @Route(sso.test)
  async test(@CurrentUser() user: UserPrincipal, @Res({ passthrough: true }) res: Response) {
    try {
      return await this.sso.test(user);
    } catch (error) {
      if (error instanceof TooManyStarts)
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Route(sso.lookup)
  lookup(@Body(new ZodPipe(sso.lookup.body)) body: SsoLookupBody) {
    return this.sso.lookup(body.email);
  }

  @Route(sso.start)
  @Redirect()
  async start(
    @Query(new ZodPipe(sso.start.query)) query: SsoStartQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    try {
      return { url: await this.sso.start(query.email, req.ip ?? 'unknown'), statusCode: 302 };
    } catch (error) {
      if (!(error instanceof TooManyStarts)) throw error;
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
      // A browser sent here by the login page gets that page back with the reason, as every
      // other refusal of a sign-in; an API client gets the 429.
      if (req.accepts(['json', 'html']) === 'html')
        return { url: `/login?sso_error=${error.code}`, statusCode: 302 };
      throw error;
    }
  }

  @Route(sso.callback)
  @Redirect()
  async callback(
    @Query(new ZodPipe(sso.callback.query)) query: SsoCallbackQuery,
    @Req() req: Request,
  ) {
    // The callback URL as the provider sent it: openid-client checks its parameters (iss, state).
    const search = req.originalUrl.includes('?')
      ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
      : '';
    return { url: await this.sso.callback(query, search), statusCode: 302 };
  }
}
