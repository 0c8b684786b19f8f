// `npm start`: builds the client and the server when needed, then runs the built server (plain JavaScript,
// no TypeScript compiler at run time) in this process: API and UI on http://127.0.0.1:5000 by default.
import { pathToFileURL } from 'node:url';
import { ensureClientBuild } from './client-build.mjs';
import { ensureServerBuild, serverEntry } from './server-build.mjs';

ensureClientBuild();
await ensureServerBuild();
await import(pathToFileURL(serverEntry).href);
