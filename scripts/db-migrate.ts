import { withRuntime } from './cli.ts';

await withRuntime(async (runtime) => {
  const started = performance.now();
  await runtime.database.migrate();
  console.log(
    `✓ Migrations applied to ${runtime.database.kind} (${runtime.database.location}) in ${Math.round(performance.now() - started)} ms`,
  );
});
