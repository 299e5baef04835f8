import { ConfigError, loadConfig } from './config/config.js';
import { createApp, logger } from './app.factory.js';
import { DataDirLockedError } from './database/embedded-postgres.js';

async function main() {
  const config = loadConfig();
  const started = await createApp(config);
  const server = await started.app.listen(config.PORT, config.HOST);
  const port = (server.address() as { port: number }).port;
  const base = config.PUBLIC_URL.includes(`:${config.PORT}`)
    ? config.PUBLIC_URL
    : `http://localhost:${port}`;
  logger.log(
    `CommissionBee is running at ${base} (database: ${config.DATABASE_URL ? 'PostgreSQL server' : `embedded PGlite in ${config.DATA_DIR}`})`,
  );
  logger.log(
    `Log in at ${base}/login — API docs at ${base}/api/docs — demo rep portal at ${base}/demo`,
  );
  if (started.seeded.createdSuper) {
    logger.log(`Super user created: ${config.SEED_SUPER_EMAIL}`);
    if (config.usesDefaultSuperPassword) {
      logger.warn(
        `The super user has the default password 'ChangeMe-Super1': change it in Settings, or set SEED_SUPER_PASSWORD before the first start.`,
      );
    }
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal} received: finishing in-flight requests and closing the database`);
      const force = setTimeout(() => process.exit(1), 15_000);
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

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`CommissionBee cannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
