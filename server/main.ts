import { openStorage } from './adapters/storage';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DatabaseStartError, describeDatabase } from './db/engine-record';
import { moveFromPglite } from './features/backups/move-to-postgres';
import { isLoopback } from './http/network-guard';

const config = loadConfig();
const storage = await openStorage(config.s3, config.dataDir);
/**
 * A data folder from an earlier version (PGlite) moves into the embedded PostgreSQL once, checked, backup kept.
 * A database that cannot be opened (the folder's recorded engine, or DATABASE_URL) stops the start with why and
 * what to do, exit code 1: no other database is opened and nothing answers (issue 38).
 */
async function open(): Promise<Database> {
  try {
    const moved = config.databaseUrl ? null : await moveFromPglite(config.dataDir, config.backupDir, storage, (m) => console.log(m));
    return moved?.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  } catch (err) {
    const why = err instanceof DatabaseStartError ? err.message : ((err as Error)?.stack ?? String(err));
    console.error(`Plumbline cannot start: ${why}`);
    process.exit(1);
  }
}
const database = await open();
const app = await buildApp({
  database,
  clientDir: config.clientDir,
  logLevel: config.logLevel,
  storage,
  backups: { dir: config.backupDir, daily: true, firstCheckMs: config.backupFirstCheckMs },
  trustProxy: config.trustProxy,
  auth: config.auth,
  security: { allowedHosts: config.allowedHosts },
  // Responses the database built as JSON are checked against their schemas by the tests and by every screen.
  checkBuiltJson: false,
  // Readiness is 503 while the disks the writes go to are full (issue 38): DATA_DIR for the embedded database,
  // the uploads folder on local disk.
  writeHealth: { folders: [...(config.databaseUrl ? [] : [config.dataDir]), ...(storage.root ? [storage.root] : [])] },
});

// SIGTERM (a supervisor, a load balancer's rolling restart) or Ctrl-C: stop accepting connections, answer 503 to
// new requests on open ones (GET /api/health/ready included, so a balancer stops sending), let the requests under
// way finish (an upload, a backup download) for up to SHUTDOWN_GRACE_SECONDS, then close the database. A clean
// stop closes PGlite, which writes a shutdown checkpoint (no crash recovery on the next start). Later signals
// are ignored while the first one shuts down, so a second Ctrl-C cannot kill the process halfway through.
let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: draining requests under way (up to ${config.shutdownGraceMs / 1000} s), then closing`);
  try {
    // Live screens' event streams end at once (events feature); anything still open after the grace period is cut.
    // A keep-alive connection whose request finishes during the drain is idle from then on: close it too (close()
    // only closes the connections idle when it is called).
    const sweep = setInterval(() => app.server.closeIdleConnections(), 200).unref();
    const drained = await Promise.race([
      app.close().then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), config.shutdownGraceMs).unref()),
    ]);
    clearInterval(sweep);
    if (!drained) app.log.warn('requests still open after the grace period were cut off');
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
app.log.info(
  `Plumbline is serving on http://${config.host}:${config.port} (database: ${describeDatabase(database.kind, config)}; uploads: ${storage.describe()})`,
);
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
