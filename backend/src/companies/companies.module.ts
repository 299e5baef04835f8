import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { CompaniesController } from './companies.controller.js';
import { CompaniesRepository } from './companies.repository.js';
import { CompaniesService } from './companies.service.js';
import { SetupController } from './setup.controller.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from './company.entity.js';

/**
 * Global: a company is the tenant every module scopes by, and CompaniesRepository (provided here
 * only) answers "is there such a company" for activity, users and the seed. Global rather than
 * imported so users/ (whose repository the first-run setup needs) and companies/ need not import
 * each other's modules.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Company]), AuthModule, UsersModule],
  controllers: [CompaniesController, SetupController],
  providers: [CompaniesService, CompaniesRepository],
  exports: [CompaniesService, CompaniesRepository],
})
export class CompaniesModule {}
