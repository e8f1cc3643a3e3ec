import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores on our machines: two workers keep both busy without thrashing.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file gets its own database cloned from a migrated, seeded template.
        },
      },
    ],
  },
});
