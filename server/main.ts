import path from 'node:path';
import { localDiskStorage } from './adapters/storage';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isLoopback } from './http/network-guard';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const storage = localDiskStorage(path.join(config.dataDir, 'uploads'));
const app = await buildApp({
  database,
  clientDir: config.clientDir,
  logLevel: config.logLevel,
  storage,
  backups: { dir: config.backupDir, daily: true, firstCheckMs: config.backupFirstCheckMs },
  trustProxy: config.trustProxy,
  auth: config.auth,
  security: { allowedHosts: config.allowedHosts },
});

// A clean stop closes PGlite, which writes a shutdown checkpoint (no crash recovery on the next start).
// A second Ctrl-C (or a supervisor's SIGTERM after SIGINT) must not kill the process halfway through that
// checkpoint: later signals are ignored while the first one shuts down.
let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  try {
    // Open connections (live screens) must not hold the database open: stop waiting after 5 s.
    await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error(err, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`Plumbline is serving on http://${config.host}:${config.port} (database: ${database.kind})`);
app.log.info(
  config.auth
    ? 'Sign-in is required (AUTH=on or HOST beyond loopback)'
    : 'Sign-in is off: every request acts as the owner (loopback; AUTH=on turns it on)',
);
app.log.info(`Answering for the host names: ${config.allowedHosts.join(', ')} (ALLOWED_HOSTS)`);
if (!isLoopback(config.host) && !config.trustProxy) {
  app.log.warn(
    `Listening beyond this machine (HOST=${config.host}) over plain http: passwords and the books cross the network unencrypted. ` +
      'Put an https reverse proxy in front and set TRUST_PROXY (README "Reaching Plumbline from other devices").',
  );
}
