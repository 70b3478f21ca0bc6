/**
 * `/sitemap.xml` and `/robots.txt`. The sitemap lists every public page in every locale the
 * strategy serves (a product only in the countries it is sold in). Up to 50,000 URLs it is one
 * `urlset`; beyond that `/sitemap.xml` is a sitemap index of `/sitemaps/{n}.xml` pages, each under
 * the limit (sitemaps.org protocol). URLs are written to the response as the database yields
 * them, with backpressure, so memory does not grow with the catalogue.
 */
import type http from 'node:http';
import type { AppRuntime } from '@souq/core';
import { makeServiceContext, type ServiceContext } from '@souq/core/context.ts';
import { DEFAULT_LOCALE, countryOf } from '@souq/core/locale/locales.ts';
import { countSitemapEntries, sitemapEntries } from '@souq/core/content/sitemap.service.ts';
import { enabledLocales, localePath } from '../app/lib/locale-routing.ts';
import { writeChunk } from './http/write-chunk.ts';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Crawlers may keep a sitemap an hour; a shared cache too. */
const SITEMAP_CACHE = 'public, max-age=3600';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's origin for absolute URLs: PUBLIC_URL, else the request's Host. */
export function originOf(request: http.IncomingMessage, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const forwarded = request.headers['x-forwarded-proto'];
  const protocol = typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : 'http';
  return `${protocol}://${request.headers.host ?? 'localhost'}`;
}

export interface SitemapHandlerOptions {
  /** URLs per file; the protocol's 50,000 unless a test wants to see the index. */
  urlLimit?: number;
}

export function createSitemapHandler(runtime: AppRuntime, options: SitemapHandlerOptions = {}) {
  const urlLimit = options.urlLimit ?? SITEMAP_URL_LIMIT;
  const context = (): ServiceContext => makeServiceContext(runtime, null, DEFAULT_LOCALE);

  /** Entries per file: every entry gives at most one URL per served locale. */
  const entriesPerFile = () => Math.max(1, Math.floor(urlLimit / enabledLocales().length));

  async function streamUrlset(
    response: http.ServerResponse,
    origin: string,
    range: { offset: number; limit: number },
  ): Promise<void> {
    const locales = enabledLocales();
    response.writeHead(200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': SITEMAP_CACHE,
    });
    await writeChunk(response, `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`);
    for await (const entry of sitemapEntries(context(), range)) {
      if (response.destroyed) return;
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
      let chunk = '';
      for (const locale of locales) {
        if (!entry.countries.includes(countryOf(locale))) continue;
        chunk += `<url><loc>${escapeXml(origin + localePath(locale, entry.path))}</loc>${lastmod}</url>\n`;
      }
      if (chunk) await writeChunk(response, chunk);
    }
    response.end('</urlset>\n');
  }

  /** Answers `/sitemap.xml` and `/sitemaps/{n}.xml`; false for other paths. */
  return async function handleSitemap(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    const origin = originOf(request, runtime.config.publicUrl);
    const perFile = entriesPerFile();
    if (pathname === '/sitemap.xml') {
      const entries = await countSitemapEntries(context());
      if (entries * enabledLocales().length <= urlLimit) {
        await streamUrlset(response, origin, { offset: 0, limit: Number.POSITIVE_INFINITY });
        return true;
      }
      const files = Math.ceil(entries / perFile);
      response.writeHead(200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': SITEMAP_CACHE,
      });
      await writeChunk(response, `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n`);
      for (let index = 0; index < files; index += 1) {
        await writeChunk(
          response,
          `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${index}.xml`)}</loc></sitemap>\n`,
        );
      }
      response.end('</sitemapindex>\n');
      return true;
    }
    const page = /^\/sitemaps\/(\d{1,6})\.xml$/.exec(pathname);
    if (!page) return false;
    const index = Number(page[1]);
    const entries = await countSitemapEntries(context());
    if (index * perFile >= entries) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end('Not Found');
      return true;
    }
    await streamUrlset(response, origin, { offset: index * perFile, limit: perFile });
    return true;
  };
}

/**
 * robots.txt: everything public may be crawled; personal, checkout and API paths may not (with
 * or without a locale prefix); the sitemap is named.
 */
export function robotsTxt(origin: string): string {
  const privatePaths = [
    'profile',
    'cart',
    'payment',
    'thankYou',
    'thankYouContact',
    'email',
    'address',
    'resetPassword',
  ];
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of privatePaths) lines.push(`Disallow: /${path}`, `Disallow: /*/${path}`);
  lines.push(
    'Disallow: /graphql',
    'Disallow: /api/',
    'Disallow: /*.data$',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  );
  return lines.join('\n');
}
