import { defineConfig } from 'vitest/config';

/*
 * Two projects: `unit` (the pipeline, in-process and through the built CLI) and `browser` (what a
 * reader clicks, in Chromium, against docs/ built once for every browser test). `npm test` runs
 * both; `vitest run --project unit` runs one.
 */
export default defineConfig({
  test: {
    // Browser and corpus tests start servers and build whole sites; two cores are all we have.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/e2e/**'],
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts', 'test/e2e/build-docs-once.ts'],
        },
      },
    ],
  },
});
