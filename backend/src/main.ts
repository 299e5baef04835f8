import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config/config.js';
import { createApp, logger } from './app.factory.js';
import { createPino } from './common/app-logger.js';
import { startupSummary } from './common/startup-summary.js';
import { DataDirLockedError } from './database/embedded-postgres.js';

async function main() {
  const config = loadConfig();
  const started = await createApp(config);
  // Nest types listen()'s answer as any: it is the node:http server.
  const server = (await started.app.listen(config.PORT, config.HOST)) as Server;
  const port = (server.address() as AddressInfo).port;
  const base = config.PUBLIC_URL.includes(`:${config.PORT}`)
    ? config.PUBLIC_URL
    : `http://localhost:${port}`;
  logger.log(
    `Database: ${config.DATABASE_URL ? 'PostgreSQL server' : `embedded PGlite in ${config.DATA_DIR}`} — API docs at ${base}/api/docs`,
  );
  if (started.seeded.createdSuper) logger.log(`Super user created: ${config.SEED_SUPER_EMAIL}`);
  if (config.usesDefaultSuperPassword) {
    logger.warn(
      `The super user has the default password 'ChangeMe-Super1': change it in Settings, or set SEED_SUPER_PASSWORD before the first start.`,
    );
  }
  // Last, so it is the line a person sees when the start-up is done.
  logger.log(startupSummary(config, base));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal} received: finishing in-flight requests and closing the database`);
      const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS);
      force.unref();
      started.close().then(
        () => process.exit(0),
        (error) => {
          logger.error(error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  // Before the app's logger exists (a bad config): the same format, straight to standard output.
  const log = createPino('info');
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    log.fatal(`CommissionBee cannot start: ${error.message}`);
  } else {
    log.fatal({ err: error }, 'CommissionBee cannot start');
  }
  process.exit(1);
});
