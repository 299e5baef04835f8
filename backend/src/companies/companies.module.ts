import { Module } from '@nestjs/common';
import { UsersRepository } from '../users/users.repository.js';
import { CompaniesController } from './companies.controller.js';
import { CompaniesRepository } from './companies.repository.js';
import { CompaniesService } from './companies.service.js';

@Module({
  controllers: [CompaniesController],
  providers: [CompaniesService, CompaniesRepository, UsersRepository],
  exports: [CompaniesService, CompaniesRepository],
})
export class CompaniesModule {}
