// Builds what production runs when its sources changed since the last build: the web app (React
// Router through Vite, apps/web/build/{client,server}) and the compiled Node server
// (apps/web/build/app-server, scripts/build-server.mjs). `npm run build` makes both; when only the
// server's own sources changed, the server alone is compiled again (under a second).
//   node scripts/ensure-build.mjs            both parts
//   node scripts/ensure-build.mjs --server   the compiled server only (what startTestServer needs)
import { execFileSync, execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'apps/web/build');

const parts = {
  web: {
    stamp: path.join(buildDir, '.souq-build-stamp'),
    output: path.join(buildDir, 'server/index.js'),
    inputs: [
      'apps/web/app',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
      'apps/web/public',
      'scripts/precompress-assets.mjs',
      'packages/core/src',
      'packages/api/src',
      'package-lock.json',
    ],
  },
  server: {
    stamp: path.join(buildDir, '.souq-server-build-stamp'),
    output: path.join(buildDir, 'app-server/index.js'),
    // What the bundle compiles in (the server imports a few app modules: locale routing, i18n).
    inputs: [
      'apps/web/server',
      'apps/web/app',
      'packages/core/src',
      'packages/api/src',
      'scripts/admin-create.ts',
      'scripts/cli.ts',
      'scripts/build-server.mjs',
      'tsconfig.base.json',
      'tsconfig.json',
      'package-lock.json',
    ],
  },
};

function walk(target, hash) {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target).sort()) {
      if (entry === 'node_modules' || entry.endsWith('.test.ts')) continue;
      walk(path.join(target, entry), hash);
    }
  } else {
    hash.update(path.relative(root, target));
    hash.update(fs.readFileSync(target));
  }
}

function sourceHash(part) {
  const hash = crypto.createHash('sha256');
  for (const input of part.inputs) walk(path.join(root, input), hash);
  return hash.digest('hex');
}

const isCurrent = (part, wanted) =>
  fs.existsSync(part.output) && fs.existsSync(part.stamp) && fs.readFileSync(part.stamp, 'utf8') === wanted;

/**
 * Test files start servers in parallel workers: one compiles, the others wait for it (a folder
 * made atomically is the lock; one left by a killed build is taken over after five minutes, longer
 * than a whole build of the web app takes on a busy machine).
 */
function withLock(run) {
  const lock = path.join(buildDir, '.souq-build-lock');
  fs.mkdirSync(buildDir, { recursive: true });
  const waitUntil = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (age > 5 * 60_000 || Date.now() > waitUntil) fs.rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return run();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The compiled server alone, when its sources changed. Answers whether it compiled. */
export function ensureServerBuild() {
  if (isCurrent(parts.server, sourceHash(parts.server))) return false;
  return withLock(() => {
    // Another process may have compiled it while this one waited.
    const wanted = sourceHash(parts.server);
    if (isCurrent(parts.server, wanted)) return false;
    execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    fs.writeFileSync(parts.server.stamp, wanted);
    return true;
  });
}

/** Both parts: the whole build when the web app's sources changed, else the server when its did. */
export function ensureBuild() {
  const wanted = sourceHash(parts.web);
  if (!isCurrent(parts.web, wanted)) {
    console.log('→ Building the web app…');
    const started = Date.now();
    const serverWanted = sourceHash(parts.server);
    withLock(() => execSync('npm run build --silent', { cwd: root, stdio: 'inherit' }));
    fs.writeFileSync(parts.web.stamp, wanted);
    fs.writeFileSync(parts.server.stamp, serverWanted);
    console.log(`✓ Built in ${Math.round((Date.now() - started) / 1000)} s`);
    return true;
  }
  return ensureServerBuild();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--server')) ensureServerBuild();
  else ensureBuild();
}
