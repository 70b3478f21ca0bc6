import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@souq/core/db/client.ts';
import { seedDemo } from '@souq/core/db/seed/seed.ts';

/**
 * A data folder holding the demo catalogue of `count` products, laid out as the server expects
 * (`db/` and `uploads/`), for `npm run bench` and `npm run soak`: the server started on it finds
 * a migrated, seeded database and does not seed again.
 */
export async function seededDataDir(count: number, prefix = 'souq-bench-'): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    const started = performance.now();
    await seedDemo(database, { products: count, uploadsDir: path.join(dataDir, 'uploads') });
    console.log(`Seeded ${count} products in ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await database.close();
  }
  return dataDir;
}
