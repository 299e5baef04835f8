import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { InvitationMailService } from './invitation-mail.service.js';
import { PeopleController } from './people.controller.js';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';

/** People (issue 32). The users and user_invitations entities are UsersModule's. */
@Module({
  imports: [AuthModule, MailModule],
  controllers: [PeopleController],
  providers: [PeopleService, PeopleRepository, InvitationMailService],
  exports: [PeopleService, PeopleRepository],
})
export class PeopleModule {}
