import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { isPostgresReachable, testDatabaseUrl } from './packages/testing/src/postgres.ts';

const unitAndIntegrationRoots = ['packages/**/src/**', 'apps/web/app/**', 'apps/web/server/**', 'scripts/**'];
const integration = unitAndIntegrationRoots.map((root) => `${root}/*.int.test.ts`);

export default defineConfig(async () => {
  const requirePostgres = process.env.CI === 'true' || process.env.REQUIRE_POSTGRES === 'true';
  const postgres = process.env.SKIP_POSTGRES === 'true' ? false : await isPostgresReachable();
  if (!postgres) {
    const message = `PostgreSQL is not reachable at ${testDatabaseUrl()}: its integration tests are skipped (set TEST_DATABASE_URL to run them).`;
    if (requirePostgres) throw new Error(`${message} CI=true requires them.`);
    console.warn(`⚠ ${message}`);
  }
  const projects: TestProjectInlineConfiguration[] = [
    {
      extends: true,
      test: {
        name: 'unit',
        include: unitAndIntegrationRoots.map((root) => `${root}/*.test.ts`),
        exclude: ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
      },
    },
    {
      extends: true,
      test: {
        name: 'pglite',
        include: integration,
        // Engine-specific files are named for their engine and run in its project only.
        exclude: ['**/*.postgres.int.test.ts', '**/node_modules/**'],
        env: { SOUQ_TEST_DB: 'pglite' },
        globalSetup: ['packages/testing/src/pglite-template.setup.ts'],
      },
    },
    {
      extends: true,
      test: {
        name: 'e2e',
        include: ['tests/e2e/**/*.e2e.test.ts'],
        // One server for the journeys that share it (which ones: packages/testing/src/e2e-harness.ts).
        globalSetup: ['packages/testing/src/e2e-server.setup.ts'],
        fileParallelism: false,
        testTimeout: 180_000,
        hookTimeout: 240_000,
      },
    },
  ];
  if (postgres) {
    projects.push({
      extends: true,
      test: {
        name: 'postgres',
        include: integration,
        exclude: ['**/*.pglite.int.test.ts', '**/node_modules/**'],
        env: { SOUQ_TEST_DB: 'postgres' },
        globalSetup: ['packages/testing/src/postgres-template.setup.ts'],
      },
    });
  }
  return {
    test: {
      projects,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      setupFiles: ['packages/testing/src/fail-on-console-error.setup.ts'],
    },
  };
});
