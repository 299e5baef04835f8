// Builds the whole application (used by main.ts, the API tests and the benchmarks).
import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import helmet from 'helmet';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { withRequestContext } from './activity/request-context.js';
import { AppModule } from './app.module.js';
import { createPino, PinoNestLogger } from './common/app-logger.js';
import { PrototypedExpressAdapter } from './common/express-adapter.js';
import { scimUnderApi } from './common/scim-path.js';
import { smallBodies } from './common/body-limits.js';
import { secureDataDir } from './common/data-dir.js';
import { requestLog } from './common/request-log.js';
import { answerUnmatchedAsJson, serveApps } from './common/static-apps.js';
import type { AppConfig } from './config/config.js';
import { completeDocument } from './openapi/document.js';
import { openEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres.js';
import { SeedService } from './seed/seed.service.js';

export interface App {
  app: INestApplication;
  dataSource: DataSource;
  embedded: EmbeddedPostgres | null;
  /** Stops accepting requests, lets in-flight ones finish, closes the database. */
  close(): Promise<void>;
  seeded: { createdSuper: boolean };
}

export interface AppOptions {
  /** Where the log goes (default: standard output). */
  logStream?: NodeJS.WritableStream;
}

export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<App> {
  secureDataDir(config.DATA_DIR);
  const log = createPino(config.LOG_LEVEL, options.logStream);
  const embedded = config.DATABASE_URL ? null : await openEmbeddedPostgres(config.DATA_DIR);
  let app: NestExpressApplication;
  try {
    app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot(config, embedded?.pglite ?? null),
      new PrototypedExpressAdapter(),
      {
        bodyParser: false,
        logger: new PinoNestLogger(log),
      },
    );
  } catch (error) {
    await embedded?.close();
    throw error;
  }
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.setGlobalPrefix('api');
  // SCIM clients are given /scim/v2 (issue 32): the same routes as /api/scim/v2, under the guard.
  app.use(scimUnderApi);
  app.use(requestLog(log));
  // The activity log reads who acted, and from where, from the request an action runs for.
  app.use(withRequestContext);
  app.use(smallBodies);
  // Answers about users, pay and keys are private: no browser or proxy may keep them.
  app.use(
    '/api',
    (_req: unknown, res: { setHeader(n: string, v: string): void }, next: () => void) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
  );
  const csp = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        // The Vite dev servers call the API on another localhost port; production never does.
        connectSrc:
          config.NODE_ENV === 'production' ? ["'self'"] : ["'self'", 'http://localhost:*'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https:'),
  });
  // Swagger UI at /api/docs: exactly what its page needs. Its scripts and stylesheet are files of
  // its own (no inline script); it writes inline styles, draws data: images from its stylesheet
  // and fetches the document (and "Try it out" calls) from this origin. Nothing else loads.
  const docsHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https:'),
  });
  app.use((req: { path: string }, res: never, next: () => void) =>
    (req.path.startsWith('/api/docs') ? docsHelmet : csp)(req as never, res, next),
  );
  // Brotli or gzip for the apps' files and JSON answers (a phone downloads the rep PWA's ~100 kB
  // of compressed JS, not ~350 kB). The Master CSV is left plain: compressing a million-row stream
  // would cost the server more CPU than the download itself. Answers that are already encoded
  // (rep-key-data sends its kept gzip) are passed through untouched.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader('Content-Type') ?? '').startsWith('text/csv') &&
        compression.filter(req, res),
    }),
  );

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('CommissionBee API')
      .setDescription(
        'Sales-commission transparency: ledger uploads, rep portals, portal emails, calculator.',
      )
      .setVersion('1.0')
      .addBearerAuth()
      .addApiKey({ type: 'apiKey', in: 'header', name: 'X-View-Key' }, 'view-key')
      .build(),
    // Each operation's tag is its contract's (common/route.ts), not its controller's name.
    { autoTagControllers: false },
  );
  completeDocument(app, document, config.PUBLIC_URL);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  const root = config.STATIC_ROOT ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  serveApps(app.getHttpAdapter().getInstance(), root);

  const dataSource = app.get(DataSource);
  await dataSource.runMigrations({ transaction: 'each' });
  const seeded = await app.get(SeedService).run();
  await app.init();
  answerUnmatchedAsJson(app.getHttpAdapter().getInstance());
  // PGlite gives the files it creates mode 0666 whatever the umask: close up what is there now
  // (DATA_DIR itself is 0700, so later files are out of other users' reach anyway).
  secureDataDir(config.DATA_DIR);

  let closing: Promise<void> | null = null;
  return {
    app,
    dataSource,
    embedded,
    seeded,
    close() {
      closing ??= (async () => {
        // The HTTP server first: no new requests, and the ones in flight finish while every
        // module still runs. Nest's own order stops the modules (the job queue among them) before
        // it closes the server, so what a last request queued (a webhook, a notification) was
        // written to the database and never delivered.
        const server = app.getHttpServer() as import('node:http').Server;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections?.();
        });
        await app.close();
        await embedded?.close();
      })();
      return closing;
    },
  };
}

export const logger = new Logger('CommissionBee');
