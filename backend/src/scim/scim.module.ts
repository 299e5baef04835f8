import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { ViewKeysModule } from '../view-keys/view-keys.module.js';
import { ScimController } from './scim.controller.js';
import { ScimService } from './scim.service.js';

/** SCIM 2.0 Users (issue 32), on the people of PeopleModule. */
@Module({
  imports: [PeopleModule, ViewKeysModule],
  controllers: [ScimController],
  providers: [ScimService],
})
export class ScimModule {}
