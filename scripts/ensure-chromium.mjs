// The browser tests drive Debian's Chromium through playwright-core; install it when missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`→ Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium…`);
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
      {
        stdio: 'inherit',
      },
    );
  } catch {
    throw new Error(
      `Could not install Chromium. Install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is still missing at ${CHROMIUM_PATH}.`);
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
