// `npm start`: builds the client when needed, then serves API and UI (http://127.0.0.1:5000 by default).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuild } from './client-build.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
ensureClientBuild();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
