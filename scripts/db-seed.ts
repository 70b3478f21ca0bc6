import { parseArgs } from 'node:util';
import { seedDemo } from '@souq/core/db/seed/seed.ts';
import { withRuntime } from './cli.ts';

// npm run db:seed [-- --products 100000] [--force] [--seed 20260101]
const usage = 'usage: npm run db:seed -- [--products N] [--force] [--seed N]';

function parseCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(parsed) || parsed < 1)
    throw new Error(`--${name} must be a positive whole number, got "${value}". ${usage}`);
  return parsed;
}

await withRuntime(async (runtime) => {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const products = parseCount(values.products, 'products', 300);
  const seed = parseCount(values.seed, 'seed', 20260101);
  await runtime.database.migrate();
  const summary = await seedDemo(runtime.database, {
    products,
    seed,
    force: values.force,
    uploadsDir: runtime.config.uploadsDir,
  });
  console.log(
    `✓ Seeded ${runtime.database.kind} (${runtime.database.location}): ${summary.users} users, ${summary.products} products, ${summary.prices} prices, ${summary.images} images, ${summary.orders} orders, ${summary.reviews} reviews, ${summary.files} picture files in ${summary.seconds} s`,
  );
});
