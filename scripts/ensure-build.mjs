// Builds the web app when its sources changed since the last build.
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'apps/web/build');
const stampFile = path.join(buildDir, '.souq-build-stamp');
const inputs = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/core/src',
  'packages/api/src',
  'package-lock.json',
];

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

function sourceHash() {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) walk(path.join(root, input), hash);
  return hash.digest('hex');
}

export function ensureBuild() {
  const wanted = sourceHash();
  const built = fs.existsSync(path.join(buildDir, 'server/index.js')) && fs.existsSync(stampFile);
  if (built && fs.readFileSync(stampFile, 'utf8') === wanted) return false;
  console.log('→ Building the web app…');
  const started = Date.now();
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stampFile, wanted);
  console.log(`✓ Built in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
