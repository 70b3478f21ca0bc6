import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { repositoryRoot } from './test-server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const screenshotsDir = path.join(repositoryRoot, 'artifacts', 'screenshots');

/** Debian's Chromium with the flags that work on a machine without network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Collects console errors and page errors; a journey asserts the list is empty. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  // The console names no URL for a failed load; this line says which request failed.
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`response: ${response.status()} ${response.url()}`);
  });
  return errors;
}

/**
 * Screenshots are for people to open, not assertions: a journey takes them where a person should
 * look. A CI run (CI=true) skips them unless E2E_SCREENSHOTS=1, as each costs 0.3 to 2 s of a busy
 * 2-core machine and nobody opens them there; E2E_SCREENSHOTS=0 skips them anywhere.
 */
export const screenshotsTaken = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS === '1'
  : process.env.CI !== 'true';

/** Saves `artifacts/screenshots/<name>.png` (`name` may hold a folder) when screenshots are taken. */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string | null> {
  if (!screenshotsTaken) return null;
  const file = path.join(screenshotsDir, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path: file, animations: 'disabled' });
  return file;
}
