// GET /api/verify/{code}: the public check of a document's verification code, answered by the
// registry each kind of document registers with (statements: 'ST').
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { VerificationRegistry } from './verification-registry.js';
import { VerifyController } from './verify.controller.js';

@Module({
  imports: [AuthModule],
  controllers: [VerifyController],
  providers: [VerificationRegistry],
  exports: [VerificationRegistry],
})
export class VerifyModule {}
