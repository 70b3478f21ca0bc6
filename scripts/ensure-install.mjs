// Installs dependencies when node_modules is missing or older than package-lock.json.
// Plain JavaScript on purpose: it runs before TypeScript tooling exists.
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'node_modules', '.souq-install-stamp');

function lockHash() {
  const hash = crypto.createHash('sha256');
  for (const file of [
    'package.json',
    'package-lock.json',
    'apps/web/package.json',
    'packages/core/package.json',
    'packages/api/package.json',
    'packages/testing/package.json',
  ]) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

export function ensureInstall() {
  const wanted = lockHash();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === wanted) return false;
  const hasLock = fs.existsSync(path.join(root, 'package-lock.json'));
  // The build and the TypeScript runner are dev dependencies: include them even when NODE_ENV=production.
  const command = `${hasLock ? 'npm ci' : 'npm install'} --include=dev --no-audit --no-fund`;
  console.log(`→ Installing dependencies (${command})…`);
  const started = Date.now();
  execSync(command, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  fs.writeFileSync(stampFile, wanted);
  console.log(`✓ Dependencies installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

/** After installing by hand (`npm install x`), tell ensureInstall that node_modules is current. */
export function markInstalled() {
  fs.writeFileSync(stampFile, lockHash());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--mark')) markInstalled();
  else ensureInstall();
}
