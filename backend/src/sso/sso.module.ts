import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { CompanySso } from './company-sso.entity.js';
import { SsoController } from './sso.controller.js';
import { SsoDomain } from './sso-domain.entity.js';
import { SsoLogin } from './sso-login.entity.js';
import { SsoRepository } from './sso.repository.js';
import { SsoService } from './sso.service.js';

/** Single sign-on with OpenID Connect (issue 32 §3). */
@Module({
  imports: [TypeOrmModule.forFeature([CompanySso, SsoDomain, SsoLogin]), AuthModule],
  controllers: [SsoController],
  providers: [SsoService, SsoRepository],
})
export class SsoModule {}
