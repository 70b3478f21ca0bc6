// Compiles the Node server (apps/web/server/index.ts and every @souq/* module it imports) and the
// staff command (admin-create.ts) to plain JavaScript in apps/web/build/app-server, so production
// runs `node` without transpiling TypeScript at start (docs/decisions/040). Packages from
// node_modules stay external: they load from node_modules as they do under tsx.
// Run by `npm run build` after the React Router build.
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'apps/web/build/app-server');

/**
 * The data files the server reads beside its sources (migrations, the GraphQL schema, the logo, the
 * service worker) stay where they are: each module's `import.meta.url`/`dirname` is rewritten to
 * its source location relative to the bundle, so `new URL('./schema.graphql', import.meta.url)`
 * still names packages/api/src/schema.graphql. Every output file is written flat into the out
 * folder (entries and shared chunks), so one relative path per module holds for all of them.
 * These are the modules that do it (build-server.test.ts keeps the list true).
 */
export const SOURCE_LOCATED_MODULES = [
  'apps/web/server/app-server.ts',
  'apps/web/server/pwa-handler.ts',
  'packages/api/src/yoga.ts',
  'packages/core/src/db/client.ts',
  // The iDesign fonts: resolved from the installed @expo-google-fonts packages (the image's npm ci).
  'packages/core/src/idesign/design-fonts.ts',
];
/** What those modules read, and so what the Dockerfile's runtime stage copies beside the build. */
export const SOURCE_DATA_FILES = [
  'packages/core/drizzle',
  'packages/api/src/schema.graphql',
  'apps/web/public/favicon.svg',
  'apps/web/server/service-worker.js',
];

const sourceLocations = (outDir, located) => ({
  name: 'souq-source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!/import\.meta\.(url|dirname|filename)/.test(source)) return undefined;
      located.add(path.relative(root, args.path).split(path.sep).join('/'));
      const file = path.relative(outDir, args.path).split(path.sep).join('/');
      const dir = path.posix.dirname(file);
      const contents = source
        .replaceAll('import.meta.url', `new URL(${JSON.stringify(file)}, import.meta.url).href`)
        .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${dir}`)})`)
        .replaceAll('import.meta.filename', `(import.meta.dirname + ${JSON.stringify(`/${file}`)})`);
      const loader = /\.(ts|mts)$/.test(args.path) ? 'ts' : args.path.endsWith('.tsx') ? 'tsx' : 'js';
      return { contents, loader };
    });
  },
});

/** The folder of package `name` that Node finds from `dir` (the nearest node_modules that has it). */
function packageFolder(name, dir) {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
    if (at === path.dirname(at)) return null;
  }
}

/**
 * Our workspace packages are compiled in; every other package stays external, loaded from
 * node_modules at run time, when the bundle's folder finds the same copy as the importing source
 * does. A package that npm nested under one workspace (packages/core/node_modules/altcha-lib, a
 * second version of jose) is compiled in instead, so each module still gets the version it declares.
 */
const externalPackages = (outDir) => ({
  name: 'souq-external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@souq/')) return undefined;
      if (args.path.startsWith('node:') || isBuiltin(args.path)) return { path: args.path, external: true };
      const parts = args.path.split('/');
      const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      const wanted = packageFolder(name, args.resolveDir);
      if (wanted !== null && wanted !== packageFolder(name, outDir)) return undefined;
      return { path: args.path, external: true };
    });
  },
});

/**
 * Compiles into `outDir` (apps/web/build/app-server unless a test says otherwise). Answers esbuild's
 * metafile and the modules whose `import.meta` was pointed back at their sources.
 */
export async function buildServer(outDir = serverOutDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const located = new Set();
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      index: 'apps/web/server/index.ts',
      'admin-create': 'scripts/admin-create.ts',
    },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Stack traces stay readable without source maps: not minified, names kept (a digit added where
    // two modules share one). The maps beside the files serve `node --enable-source-maps`.
    minify: false,
    sourcemap: 'linked',
    legalComments: 'none',
    plugins: [externalPackages(outDir), sourceLocations(outDir, located)],
    logLevel: 'warning',
    metafile: true,
  });
  fs.writeFileSync(path.join(outDir, 'meta.json'), JSON.stringify(result.metafile));
  return { metafile: result.metafile, sourceLocated: [...located].sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildServer();
  console.log(`✓ Server compiled to ${path.relative(root, serverOutDir)} in ${Date.now() - started} ms`);
}
