/**
 * Resolves in a new task, so the browser can paint and handle a tap before the caller goes on. The app's start is
 * a chain of such steps (client/main.tsx, client/app/router.tsx): a phone never holds the main thread for the
 * whole start in one long task. scheduler.yield() where the browser has it (it keeps the caller's turn ahead of
 * other work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
