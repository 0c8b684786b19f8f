/** True when the built client is missing or older than its sources. */
export function clientBuildIsStale(): boolean;
/** Runs `vite build` if the build is stale; throws when the build fails. Returns whether it built. */
export function ensureClientBuild(opts?: { quiet?: boolean }): boolean;
