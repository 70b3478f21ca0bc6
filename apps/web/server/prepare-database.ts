import type { AppRuntime } from '@souq/core';
import { isDatabaseEmpty, seedDemo } from '@souq/core/db/seed/seed.ts';
import { ensureProductSearchDocuments } from '@souq/core/search/search-documents.ts';
import { copyPublicFiles, createDiskFileStore, fileStoreOf } from '@souq/core/media/file-store.ts';
import { movePublicPrivateFiles, privateFilesRoot } from '@souq/core/media/private-files.ts';

/** Migrate at every start; on an empty database, add the demo marketplace when allowed. */
export async function prepareDatabase(runtime: AppRuntime) {
  const { database, config, log } = runtime;
  const started = performance.now();
  await database.migrate();
  log.info({ ms: Math.round(performance.now() - started) }, 'migrations applied');
  // CVs stored by earlier versions under the public uploads folder (issue 14): once, to the
  // private folder, under the same names (a readdir of a missing folder when there is nothing).
  const store = fileStoreOf(config);
  if (store.kind === 'disk') {
    const moved = await movePublicPrivateFiles(config.uploadsDir, privateFilesRoot(config));
    if (moved > 0) log.info({ files: moved }, 'private files moved out of the public uploads folder');
  }
  // A database filled before the search migration has products but no search documents: without
  // them search finds nothing. Two index probes when nothing is missing.
  const indexing = performance.now();
  const indexed = await ensureProductSearchDocuments(database);
  if (indexed > 0)
    log.info({ documents: indexed, ms: Math.round(performance.now() - indexing) }, 'search documents built');
  if (config.seedOnStart && (await isDatabaseEmpty(database))) {
    log.info('empty database: adding the demo marketplace');
    const seeded = performance.now();
    await seedDemo(database, { uploadsDir: config.uploadsDir, log });
    // The demo pictures are rendered on this disk; an S3 store gets a copy of them.
    if (store.kind !== 'disk') {
      const copied = await copyPublicFiles(createDiskFileStore(config.dataDir), store);
      log.info({ files: copied }, 'demo pictures copied to the object store');
    }
    log.info({ ms: Math.round(performance.now() - seeded) }, 'demo data added');
  }
}
