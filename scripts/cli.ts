import fs from 'node:fs';
import { createRuntime, loadConfig, createLogger, type AppRuntime } from '@souq/core';

/** Shared start-up of the command-line scripts: config, one clear line and exit 1 on failure. */
export async function withRuntime(run: (runtime: AppRuntime) => Promise<void>) {
  // A local .env is read when present; real environment variables win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let runtime: AppRuntime | undefined;
  try {
    const config = loadConfig();
    runtime = await createRuntime(config, createLogger(process.env.LOG_LEVEL ?? 'warn'));
    await run(runtime);
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await runtime?.database.close();
  }
}
