import type { Plugin } from 'vite';

/**
 * What must never reach a browser: core's services, jobs and database code, and the Node-only
 * libraries behind them. A page that needs a pure helper of a service imports it from a pure
 * module (catalog/listing-params.ts, locale/message-catalog.ts) instead.
 */
const SERVER_MODULES = [
  /\/packages\/core\/src\/.+\.(service|job)\.ts$/,
  /\/packages\/core\/src\/db\//,
  /\/node_modules\/(drizzle-orm|pg|pg-[^/]+|@electric-sql|sharp|nodemailer|pino|@aws-sdk|jose|openid-client|altcha-lib)\//,
];

export const isServerModule = (id: string): boolean =>
  SERVER_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

/** Fails the browser build when a chunk carries code of a server module (docs/decisions/041). */
export function clientBundleGuard(): Plugin {
  return {
    name: 'souq:client-bundle-guard',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const found: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.renderedLength > 0 && isServerModule(id)) found.push(`${output.fileName}: ${id}`);
        }
      }
      if (found.length > 0) {
        this.error(`Server modules in the browser build:\n${found.join('\n')}`);
      }
    },
  };
}
