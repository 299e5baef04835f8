import { Body, Controller, Param, ParseIntPipe, Req } from '@nestjs/common';
import type { Request } from 'express';
import { users, type MyNameBody, type SuperBeBody } from '@commissionbee/shared/contracts/users';
import type { passwordChangeBody } from '@commissionbee/shared/password-body';
import type { z } from 'zod';
import { CurrentUser } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Route(users.me)
  me(@CurrentUser() user: UserPrincipal) {
    return this.users.me(user.userId, user.signedInWith);
  }

  @Route(users.setName)
  setName(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(users.setName.body)) body: MyNameBody,
  ) {
    return this.users.setName(user.userId, body.name);
  }

  @Route(users.changePassword)
  changePassword(
    @CurrentUser() user: UserPrincipal,
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(users.changePassword.body)) body: z.infer<typeof passwordChangeBody>,
    @Req() req: Request,
  ) {
    return this.users.changePassword(
      user,
      id,
      body.oldPassword,
      body.newPassword,
      req.ip ?? 'unknown',
    );
  }

  @Route(users.superBe)
  superBe(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(users.superBe.body)) body: SuperBeBody,
  ) {
    return this.users.switchCompany(user.userId, body.companyId);
  }
}
