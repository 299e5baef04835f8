import { Module } from '@nestjs/common';
import { LedgerWriter } from './ledger-writer.js';

@Module({ providers: [LedgerWriter], exports: [LedgerWriter] })
export class LedgerModule {}
