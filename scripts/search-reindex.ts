import { refreshProductSearchDocuments } from '@souq/core/search/search-documents.ts';
import { withRuntime } from './cli.ts';

// npm run search:reindex: rebuilds the search documents of every product (after a bulk
// import, or for a database filled before search existed) in the configured database.
await withRuntime(async (runtime) => {
  await runtime.database.migrate();
  const started = performance.now();
  const written = await refreshProductSearchDocuments(runtime);
  console.log(
    `✓ ${written} search documents rebuilt in ${runtime.database.kind} (${runtime.database.location}) in ${Math.round(performance.now() - started)} ms`,
  );
});
