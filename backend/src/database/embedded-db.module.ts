// Makes the embedded database (PGlite) itself injectable, or null on a PostgreSQL server: the
// ledger writer COPYs through it (the pg driver's COPY FROM STDIN does not reach PGlite).
import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { PGlite } from '@electric-sql/pglite';

export const EMBEDDED_PGLITE = 'EMBEDDED_PGLITE';

@Global()
@Module({})
export class EmbeddedDbModule {
  static forRoot(pglite: PGlite | null): DynamicModule {
    return {
      module: EmbeddedDbModule,
      providers: [{ provide: EMBEDDED_PGLITE, useValue: pglite }],
      exports: [EMBEDDED_PGLITE],
    };
  }
}
