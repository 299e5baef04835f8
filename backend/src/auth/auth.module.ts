import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ApiTokensRepository } from './api-tokens.repository.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { GuessCountsRepository } from './guess-counts.repository.js';
import { GuessLimits } from './guess-limits.js';
import { PreviewKeys } from './preview-keys.js';
import { RevokedTokensRepository } from './revoked-tokens.repository.js';
import { TokenService } from './token.service.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiTokenRecord } from './api-token.entity.js';
import { GuessCount } from './guess-count.entity.js';
import { RevokedToken } from './revoked-token.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([ApiTokenRecord, GuessCount, RevokedToken]),
    JwtModule.register({}),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    TokenService,
    GuessCountsRepository,
    GuessLimits,
    PreviewKeys,
    RevokedTokensRepository,
    ApiTokensRepository,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService, GuessCountsRepository, GuessLimits, ApiTokensRepository, PreviewKeys],
})
export class AuthModule {}
