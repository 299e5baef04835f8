import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ApiTokensRepository } from './api-tokens.repository.js';
import { ApiTokenStrategy } from './api-token.strategy.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { GuessCountsRepository } from './guess-counts.repository.js';
import { GuessLimits } from './guess-limits.js';
import { JwtSessionStrategy } from './jwt.strategy.js';
import { PreviewKeys } from './preview-keys.js';
import { RevokedTokensRepository } from './revoked-tokens.repository.js';
import { TokenService } from './token.service.js';
import { ViewKeyStrategy } from './view-key.strategy.js';
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
    // The guard's passport strategies (it registers them on its own Passport instance).
    JwtSessionStrategy,
    ApiTokenStrategy,
    ViewKeyStrategy,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService, GuessCountsRepository, GuessLimits, ApiTokensRepository, PreviewKeys],
})
export class AuthModule {}
