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
}

export function createSecurityHeaders({ production, development, publicUrl }: SecurityHeaderOptions) {
  const hsts = production && publicUrl?.startsWith('https://') === true;
  /** Sets the headers and answers the nonce of the request's inline scripts ('' in development). */
  return (response: http.ServerResponse): string => {
    const nonce = development ? '' : crypto.randomBytes(16).toString('base64');
    response.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, development));
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

export function contentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' is left out: the client's modules load by URL from this origin.
    development ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
