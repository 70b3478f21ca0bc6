/**
 * What makes the site installable and usable offline: `/sw.js` (service-worker.js with the build
 * version), `/manifest.webmanifest`, the icons generated from the logo (favicon.svg) by sharp,
 * and `/offline.html`, a self-contained page (no scripts, inline styles) in both languages that
 * the worker shows for a page it has not kept.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { translate as t } from '@souq/core/locale/messages.ts';
import { localeRouting } from '../app/lib/locale-routing.ts';
import { directionOf } from '@souq/core/locale/locales.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const LOGO_FILE = path.join(webRoot, 'public', 'favicon.svg');
const WORKER_FILE = path.join(import.meta.dirname, 'service-worker.js');

const BRAND = '#0f5c4d';
const CANVAS = '#faf8f4';

/** The icon files of the manifest: two sizes, and a maskable one (the mark inside the safe zone). */
export const ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
} as const;
type IconName = keyof typeof ICONS;

/**
 * The maskable icon: the brand colour to every edge and the logo's mark scaled to 80% around the
 * centre, inside the 80% circle platforms may crop to.
 */
function maskableSvg(logo: string): string {
  const inner = logo
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect[^>]*\/>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(3.2 3.2) scale(0.8)">${inner}</g></svg>`;
}

export interface PwaHandlerOptions {
  /** Changes with every build (the server build's assets version); names the worker's shell cache. */
  version: () => Promise<string> | string;
}

export function createPwaHandler(options: PwaHandlerOptions) {
  const icons = new Map<IconName, Promise<Buffer>>();
  const iconOf = (name: IconName) => {
    let icon = icons.get(name);
    if (!icon) {
      const logo = fs.readFileSync(LOGO_FILE, 'utf8');
      const { size, maskable } = ICONS[name];
      const svg = maskable ? maskableSvg(logo) : logo;
      icon = sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
        .resize(size, size)
        .png()
        .toBuffer();
      icons.set(name, icon);
    }
    return icon;
  };

  const send = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    type: string,
    body: string | Buffer,
    cache: string,
  ) => {
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': cache,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  /** Answers the PWA paths; false for any other path. */
  return async function handlePwa(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    if (pathname === '/sw.js') {
      const version = crypto
        .createHash('sha256')
        .update(String(await options.version()))
        .digest('hex')
        .slice(0, 12);
      const source = fs.readFileSync(WORKER_FILE, 'utf8').replace('__SW_VERSION__', version);
      // The browser must check for a new worker on every visit.
      send(request, response, 'text/javascript; charset=utf-8', source, 'no-cache');
      return true;
    }
    if (pathname === '/manifest.webmanifest') {
      send(request, response, 'application/manifest+json; charset=utf-8', manifest(), 'public, max-age=3600');
      return true;
    }
    if (pathname === '/offline.html') {
      send(request, response, 'text/html; charset=utf-8', offlinePage(), 'no-cache');
      return true;
    }
    const icon = /^\/icons\/([a-z0-9-]+\.png)$/.exec(pathname)?.[1];
    if (icon && Object.hasOwn(ICONS, icon)) {
      send(request, response, 'image/png', await iconOf(icon as IconName), 'public, max-age=86400');
      return true;
    }
    return false;
  };
}

/** The web app manifest, named in the default locale's language. */
export function manifest(): string {
  const { defaultLocale } = localeRouting();
  const language = defaultLocale.slice(0, 2) as 'ar' | 'en';
  return JSON.stringify({
    id: '/',
    name: t(language, 'brand.name'),
    short_name: t(language, 'brand.name'),
    description: t(language, 'brand.tagline'),
    lang: language,
    dir: directionOf(language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: CANVAS,
    theme_color: BRAND,
    icons: (Object.keys(ICONS) as IconName[]).map((name) => ({
      src: `/icons/${name}`,
      sizes: `${ICONS[name].size}x${ICONS[name].size}`,
      type: 'image/png',
      purpose: ICONS[name].maskable ? 'maskable' : 'any',
    })),
  });
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offline page: both languages, the default one first; no scripts, so nothing to hydrate. */
export function offlinePage(): string {
  const { defaultLocale } = localeRouting();
  const first = defaultLocale.slice(0, 2) as 'ar' | 'en';
  const languages = first === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const);
  const logo = fs
    .readFileSync(LOGO_FILE, 'utf8')
    .replace('<svg ', '<svg width="48" height="48" aria-hidden="true" ');
  const sections = languages
    .map(
      (language) => `<section lang="${language}" dir="${directionOf(language)}">
<h1>${escapeHtml(t(language, 'layout.offline.title'))}</h1>
<p>${escapeHtml(t(language, 'layout.offline.text'))}</p>
<a href="">${escapeHtml(t(language, 'layout.offline.retry'))}</a>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${first}" dir="${directionOf(first)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${BRAND}">
<meta name="robots" content="noindex">
<title>${escapeHtml(t(first, 'layout.offline.title'))} — ${escapeHtml(t(first, 'brand.name'))}</title>
<style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:${CANVAS};color:#1d1b18;font-family:system-ui,"Segoe UI",Tahoma,sans-serif}
main{max-width:34rem;padding:2rem;text-align:center}
section{margin-top:2rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{line-height:1.6;color:#5c574f;margin:0 0 1rem}
a{display:inline-block;padding:.7rem 1.4rem;border-radius:999px;background:${BRAND};color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main data-testid="offline-page">
${logo}
${sections}
</main>
</body>
</html>
`;
}
