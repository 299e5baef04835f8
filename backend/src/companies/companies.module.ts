import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UsersRepository } from '../users/users.repository.js';
import { CompaniesController } from './companies.controller.js';
import { CompaniesRepository } from './companies.repository.js';
import { CompaniesService } from './companies.service.js';
import { SetupController } from './setup.controller.js';

@Module({
  imports: [AuthModule],
  controllers: [CompaniesController, SetupController],
  providers: [CompaniesService, CompaniesRepository, UsersRepository],
  exports: [CompaniesService, CompaniesRepository],
})
export class CompaniesModule {}
