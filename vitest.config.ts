import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import JourneySequencer from './packages/testing/src/e2e-sequencer.ts';
import { isPostgresReachable, testDatabaseUrl } from './packages/testing/src/postgres.ts';

const unitAndIntegrationRoots = ['packages/**/src/**', 'apps/web/app/**', 'apps/web/server/**', 'scripts/**'];
const integration = unitAndIntegrationRoots.map((root) => `${root}/*.int.test.ts`);

/**
 * Integration files that run on PGlite only: each reads seeded rows through one GraphQL query and
 * exercises no locking, search, JSON column, migration, concurrency or transaction, so PostgreSQL
 * would only repeat it (seconds each of the CI budget, README "Tests"). Every other integration file
 * runs on both engines: when in doubt, leave a file off this list.
 */
const pgliteOnly = [
  'packages/api/src/contract/get-advert.int.test.ts', // the first switched-on advert
  'packages/api/src/contract/get-banners.int.test.ts', // banners by country and language, in order
  'packages/api/src/contract/get-sliders.int.test.ts', // slides by country and language, in order
  'packages/api/src/contract/get-faqs.int.test.ts', // questions by audience, in order
  'packages/api/src/contract/get-header-description-by-page.int.test.ts', // one row by page key
  'packages/api/src/contract/get-how-it-works-stages.int.test.ts', // stages by journey, in order
  'packages/api/src/contract/get-posts.int.test.ts', // published posts by type and date
  'packages/api/src/contract/get-post-by-slug.int.test.ts', // one post by slug or id
  'packages/api/src/contract/get-tag.int.test.ts', // one tag by id or slug
  'packages/api/src/contract/get-attributes.int.test.ts', // the specs and their values
  // iDesign's HTTP routes: status codes and envelopes of hostile requests; the services under them
  // (designs, cart lines, orders, print files) run on both engines in packages/core/src/idesign.
  'apps/web/server/idesign-routes.int.test.ts',
];

/** E2E_WORKERS=1 runs the journeys one file at a time (to read one file's time alone). */
const journeyWorkers = process.env.E2E_WORKERS === '1' ? 1 : 2;

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
        isolate: false,
        sequence: { groupOrder: 0 },
        include: unitAndIntegrationRoots.map((root) => `${root}/*.test.ts`),
        exclude: ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
      },
    },
    {
      extends: true,
      test: {
        name: 'pglite',
        isolate: false,
        sequence: { groupOrder: 1 },
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
        // One worker runs the journeys one after another and keeps its modules and its Chromium
        // between files (e2e-harness.ts, workerBrowser); each file has its own browser contexts.
        isolate: false,
        sequence: { groupOrder: 3 },
        include: ['tests/e2e/**/*.e2e.test.ts'],
        // One server for the journeys that share it (which ones: packages/testing/src/e2e-harness.ts).
        globalSetup: ['packages/testing/src/e2e-server.setup.ts'],
        // Two workers: the shared server's journeys one at a time (its lock, e2e-harness.ts)
        // beside the journeys with servers of their own (e2e-sequencer.ts alternates them).
        fileParallelism: journeyWorkers > 1,
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
        isolate: false,
        sequence: { groupOrder: 2 },
        include: integration,
        exclude: ['**/*.pglite.int.test.ts', ...pgliteOnly, '**/node_modules/**'],
        env: { SOUQ_TEST_DB: 'postgres' },
        globalSetup: ['packages/testing/src/postgres-template.setup.ts'],
      },
    });
  }
  return {
    test: {
      projects,
      // Two files at a time on the 2-core CI machine (Vitest's default there is one). The projects
      // run one after another (groupOrder): unit, PGlite, PostgreSQL, then the browser journeys
      // (two workers, the shared server's files one at a time: docs/decisions/053).
      maxWorkers: 2,
      // Unit and integration files share their worker's module cache (isolate: false in those
      // projects): importing the API, the domain and Drizzle's schema anew for each file cost about
      // 4 s of a busy 2-core machine per file, more than most files' tests. Each file still gets a
      // fresh database (createTestDatabase); module state is keyed by database or constant
      // (docs/decisions/038).
      testTimeout: 30_000,
      hookTimeout: 60_000,
      setupFiles: ['packages/testing/src/fail-on-console-error.setup.ts'],
      sequence: { sequencer: JourneySequencer },
    },
  };
});
