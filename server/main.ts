import path from 'node:path';
import { localDiskStorage } from './adapters/storage';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const storage = localDiskStorage(path.join(config.dataDir, 'uploads'));
const app = await buildApp({ database, clientDir: config.clientDir, logLevel: config.logLevel, storage });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`Plumbline is serving on http://${config.host}:${config.port} (database: ${database.kind})`);
