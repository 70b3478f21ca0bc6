import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Built {
  metafile: { inputs: Record<string, unknown> };
  sourceLocated: string[];
}
interface BuildServerModule {
  buildServer(outDir: string): Promise<Built>;
  SOURCE_LOCATED_MODULES: string[];
  SOURCE_DATA_FILES: string[];
}

const root = path.resolve(import.meta.dirname, '..');
// Beside the real bundle, so that packages resolve from the same folders; never the bundle itself,
// which a test server of another worker may be running.
const outDir = path.join(root, 'apps/web/build', `.app-server-test-${process.pid}`);
let script: BuildServerModule;
let built: Built;

beforeAll(async () => {
  script = (await import(
    pathToFileURL(path.join(root, 'scripts/build-server.mjs')).href
  )) as BuildServerModule;
  built = await script.buildServer(outDir);
});
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('the compiled server', () => {
  it('points import.meta back at the sources of the known modules only, and the image copies what they read', () => {
    // A new module reading a file beside its source: add the file to the Dockerfile's runtime stage
    // and to SOURCE_DATA_FILES, and the module to SOURCE_LOCATED_MODULES.
    expect(built.sourceLocated).toEqual([...script.SOURCE_LOCATED_MODULES].sort());
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.indexOf(' AS runtime'));
    const copied = [...runtime.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((line) =>
      line[1]!.split(' '),
    );
    for (const file of script.SOURCE_DATA_FILES) {
      expect(fs.existsSync(path.join(root, file)), file).toBe(true);
      const copies = (source: string) => file === source || file.startsWith(`${source.replace(/\/$/, '')}/`);
      expect(copied.some(copies), `${file} is not copied into the runtime stage`).toBe(true);
    }
  });

  it('reads the GraphQL schema from its source folder', () => {
    const index = pathToFileURL(path.join(outDir, 'index.js'));
    const code = fs.readFileSync(index, 'utf8');
    const yoga = /new URL\("\.\/schema\.graphql", new URL\("([^"]+)", import\.meta\.url\)/.exec(code)?.[1];
    expect(yoga).toBeDefined();
    expect(fs.existsSync(new URL('./schema.graphql', new URL(yoga!, index)))).toBe(true);
  });

  it('leaves TypeScript and the hoisted packages of node_modules out of the bundle', () => {
    for (const name of fs.readdirSync(outDir).filter((file) => file.endsWith('.js'))) {
      expect(fs.readFileSync(path.join(outDir, name), 'utf8'), name).not.toMatch(/from "[^"]+\.tsx?"/);
    }
    // Only the copies npm nested under one workspace (another version than the bundle would find).
    const bundledPackages = Object.keys(built.metafile.inputs).filter((input) =>
      input.includes('node_modules/'),
    );
    expect(bundledPackages.length).toBeGreaterThan(0);
    for (const input of bundledPackages) expect(input).toMatch(/^packages\/(core|api)\/node_modules\//);
  });
});
