import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@souq/core/db/client.ts';

/**
 * Vitest global setup of the PGlite project: migrating PGlite takes seconds, so it is done once and
 * every test file starts from a copy of the migrated database.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase();
  try {
    await database.migrate();
    const dump = await database.dump!();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'souq-pglite-template-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  } finally {
    await database.close();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
