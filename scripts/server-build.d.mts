/** dist/server/main.js, the built server's entry. */
export const serverEntry: string;
/** True when the built server is missing or older than its sources. */
export function serverBuildIsStale(): boolean;
/** Builds dist/server with esbuild if it is stale; throws when the build fails. Returns whether it built. */
export function ensureServerBuild(opts?: { quiet?: boolean }): Promise<boolean>;
