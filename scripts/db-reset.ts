import fs from 'node:fs';
import { loadConfig } from '@souq/core';

// Removes the embedded database and uploads; the next `npm start` migrates and seeds again.
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    '✖ db:reset only removes the embedded database. With DATABASE_URL, drop the database yourself.',
  );
  process.exit(1);
}
if (fs.existsSync(`${config.pgliteDir}.lock`)) {
  console.error('✖ The embedded database is in use (a lock file exists). Stop the server first.');
  process.exit(1);
}
fs.rmSync(config.pgliteDir, { recursive: true, force: true });
fs.rmSync(config.uploadsDir, { recursive: true, force: true });
console.log(`✓ Removed ${config.pgliteDir} and ${config.uploadsDir}`);
