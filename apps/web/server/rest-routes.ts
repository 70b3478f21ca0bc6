import type http from 'node:http';
import { isoCountriesRoutes } from '@souq/api/rest/iso-countries.routes.ts';
import { createMeRoutes } from '@souq/api/rest/me.routes.ts';
import { createPaymentRoutes } from '@souq/api/rest/payments.routes.ts';
import type { RestRoute } from '@souq/api/rest/rest-route.ts';
import { createSessionRoutes } from '@souq/api/rest/session.routes.ts';
import { createSocialAuthRoutes } from '@souq/api/rest/social-auth.routes.ts';
import { createTicketAttachmentRoutes } from '@souq/api/rest/ticket-attachment.routes.ts';
import { createUploadRoutes } from '@souq/api/rest/upload.routes.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { readGuestCartId, serializeGuestCartCookie } from '../app/lib/guest-cart-cookie.server.ts';
import { localePath } from '../app/lib/locale-routing.ts';
import { createRestListener } from './http/rest-listener.ts';

/**
 * The REST calls of packages/api/src/rest (SPEC.md section 7, REST), with what the website lends
 * them: its guest cart cookie and the paths of its pages in a locale.
 */
export function createRestRoutes(runtime: AppRuntime): RestRoute[] {
  const secure = runtime.config.env === 'production';
  return [
    createSessionRoutes(runtime),
    createUploadRoutes(runtime),
    createTicketAttachmentRoutes(runtime),
    createMeRoutes(runtime, { guestCartId: readGuestCartId }),
    isoCountriesRoutes,
    // The payment gateways' callback and return (no session, no Origin check: see the file).
    createPaymentRoutes(runtime),
    createSocialAuthRoutes(runtime, {
      localePath: (locale, path) => localePath(locale, path),
      guestCart: { id: readGuestCartId, cleared: () => serializeGuestCartCookie(null, { secure }) },
    }),
  ];
}

/** A Node listener of every REST call: false for a request that is none (the pages answer it). */
export const createRestHandler = (
  runtime: AppRuntime,
): ((incoming: http.IncomingMessage, response: http.ServerResponse) => Promise<boolean>) =>
  createRestListener(createRestRoutes(runtime), runtime.log).handle;
