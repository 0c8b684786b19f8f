import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests, API tests through real HTTP on a real database, and browser tests in
// Debian's Chromium against the real server with the built client. `npm test` runs all three.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'client/**/*.test.ts', 'server/http/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: ['server/http/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/support/global-setup.ts'],
          testTimeout: 180_000, // OCR and image uploads on a busy 2-core CI machine (waits in e2e/photos and e2e/pages/receipts)
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
