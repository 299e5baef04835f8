import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Req,
} from '@nestjs/common';
import type { Request } from 'express';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CurrentUser,
  OpenDuringMaintenance,
  OpenWithTemporaryPassword,
  Roles,
} from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import {
  myNameBody,
  passwordChangeBody,
  superBeBody,
  type MyNameBody,
  type PasswordChangeBody,
  type SuperBeBody,
} from './users.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  @OpenDuringMaintenance()
  @OpenWithTemporaryPassword()
  @ApiOperation({ summary: 'The logged-in user (spec §3 User)' })
  me(@CurrentUser() user: UserPrincipal) {
    return this.users.me(user.userId);
  }

  @Patch('me')
  @ApiOperation({
    summary: 'Set your own name',
    description:
      'Answers {name}. The name stands for you in question answers, emails and the activity log.',
  })
  setName(@CurrentUser() user: UserPrincipal, @Body(new ZodPipe(myNameBody)) body: MyNameBody) {
    return this.users.setName(user.userId, body.name);
  }

  @Patch('users/:id/password')
  @OpenWithTemporaryPassword()
  @ApiOperation({ summary: 'Change your own password; the rules of spec §5 in order' })
  changePassword(
    @CurrentUser() user: UserPrincipal,
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(passwordChangeBody)) body: PasswordChangeBody,
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

  @Roles('super')
  @Post('users/super-be')
  @HttpCode(200)
  @ApiOperation({
    summary: "Switch the super user's company; the client then calls /auth/relogin and /me",
  })
  superBe(@CurrentUser() user: UserPrincipal, @Body(new ZodPipe(superBeBody)) body: SuperBeBody) {
    return this.users.switchCompany(user.userId, body.companyId);
  }
}
