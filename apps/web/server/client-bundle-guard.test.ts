import { describe, expect, it } from 'vitest';
import { isServerModule } from './client-bundle-guard.ts';

describe('the browser build guard', () => {
  it('flags core services, jobs, database code and Node-only libraries', () => {
    expect(isServerModule('/repo/packages/core/src/catalog/catalog.service.ts')).toBe(true);
    expect(isServerModule('/repo/packages/core/src/orders/order-confirmation-email.job.ts')).toBe(true);
    expect(isServerModule('/repo/packages/core/src/db/schema/catalog.schema.ts')).toBe(true);
    expect(isServerModule('/repo/node_modules/drizzle-orm/pg-core/table.js')).toBe(true);
    expect(isServerModule('/repo/node_modules/@electric-sql/pglite/dist/index.js')).toBe(true);
    expect(isServerModule('C:\\repo\\node_modules\\pg\\lib\\index.js')).toBe(true);
  });

  it('lets pure core modules and browser libraries through', () => {
    expect(isServerModule('/repo/packages/core/src/catalog/listing-params.ts')).toBe(false);
    expect(isServerModule('/repo/packages/core/src/locale/message-catalog.ts')).toBe(false);
    expect(isServerModule('/repo/packages/core/src/money/money.ts')).toBe(false);
    expect(isServerModule('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(false);
    expect(isServerModule('/repo/node_modules/pgp-utils/index.js')).toBe(false);
  });
});
