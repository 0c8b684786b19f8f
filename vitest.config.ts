import { defineConfig } from 'vitest/config';

// Two projects: fast pure unit tests of domain/ and API tests through real HTTP on a real database.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['domain/**/*.test.ts', 'client/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
