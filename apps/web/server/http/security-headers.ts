import crypto from 'node:crypto';
import type http from 'node:http';

/**
 * The headers every answer of the server carries (pages, GraphQL, REST, uploads, static files,
 * errors), set once per request before any route runs.
 *
 * Content-Security-Policy: everything comes from this origin (fonts are self-hosted, there is no
 * CDN); scripts only from it or inline with the request's nonce (React Router's hydration
 * scripts and the locale script of root.tsx carry it, see entry.server.tsx); styles may be inline
 * (React's `style` attributes, the robot check's widget); the robot check runs its proof of work
 * in a blob: worker; nobody may frame the site.
 *
 * Strict-Transport-Security only in production behind an https PUBLIC_URL: browsers ignore it
 * over http, and a developer's localhost must not be pinned to https.
 *
 * Development (Vite) allows inline scripts without a nonce, eval and websockets (HMR): browsers
 * hide a nonce attribute from the DOM, and React's development build reports every hidden nonce
 * as a hydration mismatch (its production build ignores attribute differences).
 */
export interface SecurityHeaderOptions {
  production: boolean;
  development: boolean;
  publicUrl: string | null;
  /** SENTRY_DSN: the browser sends its error events to the DSN's origin. */
  sentryDsn?: string | null;
}

/**
 * The origins the third parties of SPEC.md section 7 load from (docs/decisions/037): allowed always,
 * loaded only when their ids are set in the settings, after consent (pixels) or a click (chat).
 */
export const THIRD_PARTY_SOURCES = {
  script: [
    'https://connect.facebook.net',
    'https://analytics.tiktok.com',
    'https://sc-static.net',
    'https://embed.tawk.to',
    'https://*.tawk.to',
    'https://www.googletagmanager.com',
  ],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
    'https://www.facebook.com',
    'https://*.tiktok.com',
    'https://tr.snapchat.com',
    'https://*.tawk.to',
    'wss://*.tawk.to',
  ],
  img: [
    'https://*.google-analytics.com',
    'https://www.googletagmanager.com',
    'https://www.facebook.com',
    'https://*.tiktok.com',
    'https://tr.snapchat.com',
    'https://*.tawk.to',
  ],
  frame: ['https://*.tawk.to'],
};

const originOf = (url: string | null | undefined): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

export function createSecurityHeaders({
  production,
  development,
  publicUrl,
  sentryDsn = null,
}: SecurityHeaderOptions) {
  const sentryOrigin = originOf(sentryDsn);
  const hsts = production && publicUrl?.startsWith('https://') === true;
  /** Sets the headers and answers the nonce of the request's inline scripts ('' in development). */
  return (response: http.ServerResponse): string => {
    const nonce = development ? '' : crypto.randomBytes(16).toString('base64');
    response.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, development, sentryOrigin));
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (hsts) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return nonce;
  };
}

/** Powerful browser features the site never uses; the microphone only for its own voice search. */
const PERMISSIONS_POLICY = ['camera=()', 'microphone=(self)', 'geolocation=()', 'payment=()', 'usb=()'].join(
  ', ',
);

export function contentSecurityPolicy(
  nonce: string,
  development = false,
  sentryOrigin: string | null = null,
): string {
  const third = THIRD_PARTY_SOURCES;
  const connect = [...third.connect, ...(sentryOrigin ? [sentryOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    // 'strict-dynamic' is left out: the client's modules load by URL from this origin.
    development
      ? `script-src 'self' 'unsafe-inline' 'unsafe-eval' ${third.script.join(' ')}`
      : `script-src 'self' 'nonce-${nonce}' ${third.script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${third.img.join(' ')}`,
    "font-src 'self'",
    `frame-src 'self' ${third.frame.join(' ')}`,
    `connect-src 'self' ${connect}${development ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
