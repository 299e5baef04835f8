import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { SsoFallback } from '../auth/sso-fallback.js';
import { CompanySso } from './company-sso.entity.js';
import { SsoController } from './sso.controller.js';
import { SsoDomain } from './sso-domain.entity.js';
import { SsoLogin } from './sso-login.entity.js';
import { SsoRepository } from './sso.repository.js';
import { SsoService } from './sso.service.js';

/**
 * Single sign-on with OpenID Connect (issue 32 §3). Global: it also provides auth's port
 * (SsoFallback), so the password login asks whether an admin may fall back to their password
 * without auth, a base layer, importing this feature.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([CompanySso, SsoDomain, SsoLogin]), AuthModule],
  controllers: [SsoController],
  providers: [SsoService, SsoRepository, { provide: SsoFallback, useExisting: SsoService }],
  exports: [SsoFallback],
})
export class SsoModule {}
