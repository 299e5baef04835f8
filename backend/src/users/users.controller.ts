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
import { passwordChangeBody } from '@commissionbee/shared/password-body';
import { z } from 'zod';
import { CurrentUser, OpenDuringMaintenance, Roles } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import { UsersService } from './users.service.js';

export const superBeBody = z.object({ companyId: z.coerce.number().int().positive() });

@ApiTags('users')
@ApiBearerAuth()
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  @OpenDuringMaintenance()
  @ApiOperation({ summary: 'The logged-in user (spec §3 User)' })
  me(@CurrentUser() user: UserPrincipal) {
    return this.users.me(user.userId);
  }

  @Patch('users/:id/password')
  @ApiOperation({ summary: 'Change your own password; the rules of spec §5 in order' })
  changePassword(
    @CurrentUser() user: UserPrincipal,
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(passwordChangeBody)) body: z.infer<typeof passwordChangeBody>,
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
  superBe(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(superBeBody)) body: z.infer<typeof superBeBody>,
  ) {
    return this.users.switchCompany(user.userId, body.companyId);
  }
}
