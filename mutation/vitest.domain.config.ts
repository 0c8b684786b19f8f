import { defineConfig } from 'vitest/config';

// Vitest config used only by Stryker (stryker.config.json): the domain unit tests, nothing else, so each mutant
// runs in well under a second. Not part of `npm test`.
export default defineConfig({
  test: { include: ['domain/**/*.test.ts'], environment: 'node' },
});
