/**
 * The weight of the storefront's main pages for an anonymous shopper (issue 20, docs/decisions/041):
 * the HTML, the scripts each page preloads (gzip, from the build), one high-priority picture per
 * page, and every picture with its box reserved. The budgets are what the pages weigh now with some
 * room, so a change that makes them heavier fails here; the targets (product HTML under
 * 60 KB, product scripts at most 100 KB gzip) are not met yet and the budgets move towards them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '@souq/testing/test-server.ts';
import { useE2e } from '@souq/testing/e2e-harness.ts';

const e2e = useE2e();

const clientDir = path.join(repositoryRoot, 'apps/web/build/client');

/**
 * Raw HTML bytes and preloaded-script gzip bytes per page kind. A product page's HTML grows with its
 * description, pictures and reviews (the demo's weigh 96-112 KB), hence its wider room.
 */
// Issue 23 moved them: the footer's marks are drawn inline (SVG) on every page, and a category
// page carries its filter form twice for phones without JavaScript (the :target sheet; about
// 4.6 KB, to be folded into one form that CSS places).
const BUDGETS = {
  home: { html: 210_000, scripts: 175_000 },
  category: { html: 112_000, scripts: 175_000 },
  product: { html: 125_000, scripts: 175_000 },
} as const;

/** The modules a page loads before it runs: its modulepreloads and the route modules it imports. */
function preloadedScripts(html: string): string[] {
  const preloads = [...html.matchAll(/rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const routes = [...html.matchAll(/import \* as route\d+ from "(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set([...preloads, ...routes])];
}

const gzipBytes = (files: string[]) =>
  files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length, 0);

async function pageOf(locale: string, kind: keyof typeof BUDGETS): Promise<string> {
  if (kind === 'home') return `/${locale}`;
  if (kind === 'category') return `/${locale}/categories/posters`;
  const home = await (await fetch(`${e2e.url}/${locale}`)).text();
  const product = /href="(\/[a-z-]+\/products\/[0-9a-f-]{36})"/.exec(home)?.[1];
  expect(product).toBeDefined();
  return product!;
}

describe('the weight of the storefront pages', () => {
  for (const locale of ['ar-eg', 'en-sa']) {
    for (const kind of ['home', 'category', 'product'] as const) {
      it(`keeps the ${kind} page (${locale}) within its budget, with one picture fetched first`, async () => {
        const url = `${e2e.url}${await pageOf(locale, kind)}`;
        const html = await (await fetch(url)).text();
        expect(Buffer.byteLength(html)).toBeLessThanOrEqual(BUDGETS[kind].html);

        const scripts = preloadedScripts(html);
        expect(scripts.length).toBeGreaterThan(0);
        expect(gzipBytes(scripts)).toBeLessThanOrEqual(BUDGETS[kind].scripts);

        // Only the largest picture of the first screen is fetched ahead of the rest.
        const high = [...html.matchAll(/<img\b[^>]*fetchPriority="high"[^>]*>/g)];
        expect(high).toHaveLength(1);
        // Every picture reserves its box, so nothing moves when it arrives.
        for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
          expect(img).toMatch(/\bwidth="\d+"/);
          expect(img).toMatch(/\bheight="\d+"/);
        }
        // The browser gets the page's language only (the other one is fetched on a switch).
        const other = locale.startsWith('ar') ? 'en' : 'ar';
        expect(html).not.toMatch(new RegExp(`/assets/${other}-[\\w-]+\\.json`));
      });
    }
  }
});

/**
 * The design tool (issue 22, docs/decisions/049) loads when the shopper opens it: an iDesign
 * product page preloads neither its chunk nor Konva, and the launcher the page does carry is a
 * button and a lazy import (its growth of the product page's scripts, measured at under 1 KB gzip,
 * is held by the product budget above; the issue allows 5 KB).
 */
describe('the weight of an iDesign product page', () => {
  it('leaves the design tool and Konva out of the scripts the page loads first', async () => {
    const listing = await (await fetch(`${e2e.url}/ar-eg/idesign`)).text();
    const ids = [...new Set([...listing.matchAll(/\/products\/([0-9a-f-]{36})/g)].map((m) => m[1]!))];
    let page: string | undefined;
    for (const id of ids)
      if ((await fetch(`${e2e.url}/api/idesign/products/${id}`)).ok) {
        page = `/ar-eg/products/${id}`;
        break;
      }
    expect(page).toBeDefined();
    const html = await (await fetch(`${e2e.url}${page}`)).text();
    expect(html).toContain('data-testid="idesign-open"');
    const scripts = preloadedScripts(html);
    expect(scripts.filter((file) => /design-editor/.test(file))).toEqual([]);
    for (const file of scripts)
      expect(fs.readFileSync(path.join(clientDir, file), 'utf8')).not.toContain('Konva');
    expect(gzipBytes(scripts)).toBeLessThanOrEqual(BUDGETS.product.scripts);
    // The chunk exists (built) and is what "Design it" fetches.
    expect(
      fs.readdirSync(path.join(clientDir, 'assets')).some((file) => /^design-editor-.*\.js$/.test(file)),
    ).toBe(true);
  });
});
