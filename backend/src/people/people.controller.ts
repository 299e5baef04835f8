import { Body, Controller, Param, ParseIntPipe, Query } from '@nestjs/common';
import {
  invitations,
  people,
  type AcceptInvitationBody,
  type DeactivateBody,
  type InvitationBody,
  type PeopleQuery,
  type RoleBody,
} from '@commissionbee/shared/contracts/people';
import { CurrentUser } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { PeopleService } from './people.service.js';

@Controller()
export class PeopleController {
  constructor(private readonly people: PeopleService) {}

  @Route(people.list)
  list(@CurrentUser() user: UserPrincipal, @Query(new ZodPipe(people.list.query)) q: PeopleQuery) {
    return this.people.list(user, q.company_id);
  }

  @Route(people.invite)
  invite(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(people.invite.body)) body: InvitationBody,
  ) {
    return this.people.invite(user, body);
  }

  @Route(people.setRole)
  setRole(
    @CurrentUser() user: UserPrincipal,
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(people.setRole.body)) body: RoleBody,
  ) {
    return this.people.setRole(user, id, body.role);
  }

  @Route(people.deactivate)
  deactivate(
    @CurrentUser() user: UserPrincipal,
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(people.deactivate.body)) body: DeactivateBody,
  ) {
    return this.people.deactivate(user, id, body?.transfer_tokens_to);
  }

  @Route(people.reactivate)
  reactivate(@CurrentUser() user: UserPrincipal, @Param('id', ParseIntPipe) id: number) {
    return this.people.reactivate(user, id);
  }

  @Route(invitations.read)
  read(@Param('token') token: string) {
    return this.people.readInvitation(token);
  }

  @Route(invitations.accept)
  accept(
    @Param('token') token: string,
    @Body(new ZodPipe(invitations.accept.body)) body: AcceptInvitationBody,
  ) {
    return this.people.accept(token, body.password);
  }
}
