import type { AppRuntime } from '@souq/core';
import { isDatabaseEmpty, seedDemo } from '@souq/core/db/seed/seed.ts';

/** Migrate at every start; on an empty database, add the demo marketplace when allowed. */
export async function prepareDatabase(runtime: AppRuntime) {
  const { database, config, log } = runtime;
  const started = performance.now();
  await database.migrate();
  log.info({ ms: Math.round(performance.now() - started) }, 'migrations applied');
  if (config.seedOnStart && (await isDatabaseEmpty(database))) {
    log.info('empty database: adding the demo marketplace');
    const seeded = performance.now();
    await seedDemo(database, { uploadsDir: config.uploadsDir, log });
    log.info({ ms: Math.round(performance.now() - seeded) }, 'demo data added');
  }
}
