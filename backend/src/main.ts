// First: the thread pool's size, read by libuv when the pool first starts.
import './threadpool';
// Then tracing: it patches http, pg and Nest as they load, so it must start before anything requires them.
import { flushTracing } from './tracing';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './create-app';
import { ConfigError, type AppConfig } from './platform/config/app-config';
import { resolveConfig } from './platform/config/resolve-config';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './platform/database/embedded-postgres';
import { createAdminStaticServer } from './platform/http/static-sites';

const logger = new Logger('Main');

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = resolveConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let embedded: EmbeddedPostgresHandle | undefined;
  let app: NestFastifyApplication | undefined;
  let admin: FastifyInstance | undefined;
  let shuttingDown = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await admin?.close();
      await app?.close();
    } catch (error) {
      logger.error(`Error while closing the app: ${String(error)}`);
    }
    try {
      await embedded?.stop();
    } catch (error) {
      logger.error(`Error while stopping Postgres: ${String(error)}`);
    }
    try {
      await flushTracing();
    } catch (error) {
      logger.error(`Error while sending the last spans: ${String(error)}`);
    }
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

  try {
    if (config.database.url === undefined) {
      logger.log(
        `Starting embedded Postgres in ${config.database.embeddedDir} on port ${config.database.embeddedPort}`,
      );
      embedded = await startEmbeddedPostgres({
        dir: config.database.embeddedDir,
        port: config.database.embeddedPort,
        database: config.database.embeddedDatabase,
        // Local profile: the app owns this server, so it restarts it when it dies and stops it on shutdown.
        supervise: true,
        warn: (message) => logger.warn(message),
        log: (message) => {
          if (config.logLevel === 'debug' || config.logLevel === 'trace') logger.debug(message);
        },
      });
      config = { ...config, database: { ...config.database, url: embedded.url } };
    }
    // Migrations run while the app is created (TypeORM migrationsRun).
    app = await createApp(config);
    await app.listen({ port: config.port, host: config.host });

    admin = await createAdminStaticServer(config);
    if (admin) {
      await admin.listen({ port: config.adminPort, host: config.host });
    } else {
      logger.warn(`Admin app not built (${config.adminDistDir} missing): nothing served on ADMIN_PORT`);
    }
    logger.log(`Shop:  ${config.publicUrl}`);
    logger.log(
      `API:   ${config.publicUrl}/api${config.apiDocs ? ` (docs: ${config.publicUrl}/api/docs)` : ''}`,
    );
    logger.log(`Admin: ${config.adminUrl}`);
  } catch (error) {
    logger.error(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  }
}

void bootstrap();
