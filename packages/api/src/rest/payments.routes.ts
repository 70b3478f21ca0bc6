import { isDomainError } from '@souq/core/errors.ts';
import { isLocale } from '@souq/core/locale/locales.ts';
import { handlePaymentCallback, handlePaymentReturn } from '@souq/core/payments/payments.service.ts';
import type { IncomingPaymentRequest } from '@souq/core/payments/payment-provider.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { domainErrorFields } from '../errors.ts';
import { restServiceContext } from './rest-context.ts';
import type { RestAnswer, RestRoute } from './rest-route.ts';

/**
 * The gateways' two ways in (issue 18, docs/decisions/034):
 *
 * - `POST|GET /api/payments/callback/:provider`: the provider's server-to-server notification. The
 *   raw body (signatures are computed over it) and the query go to the provider's adapter, which
 *   verifies them; the report is applied once. 200 `{ ok: true }` for applied, duplicate and ignored
 *   reports (a gateway retries anything else); 400 for a signature that does not verify; 404 for an
 *   unknown provider or payment. Malformed or oversized input is a 4xx, never a 500.
 * - `GET|POST /api/payments/return/:provider`: the shopper's browser coming back. The payment is
 *   settled by a retrieve (the redirect alone never marks it paid), then 303 to its result page.
 *
 * Neither needs a session, and neither checks the request's Origin: a gateway's server (and the
 * gateway's page posting the shopper back) is another origin by nature. That is safe because
 * nothing here acts for a signed-in user: a callback counts only with the provider's signature, and
 * a return only triggers a retrieve from the provider.
 */
const PATH = /^\/api\/payments\/(callback|return)\/([A-Za-z0-9_-]{1,32})\/?$/;

const parsePath = (pathname: string) => {
  const match = PATH.exec(pathname);
  return match ? { kind: match[1] as 'callback' | 'return', provider: match[2]!.toLowerCase() } : null;
};

async function incomingOf(request: Request): Promise<IncomingPaymentRequest> {
  const url = new URL(request.url);
  const method = request.method === 'POST' ? 'POST' : 'GET';
  // The body is read as text (bounded by the listener's limit): signatures cover the raw bytes.
  const body = method === 'POST' ? await request.text() : '';
  return { method, query: url.searchParams, headers: request.headers, body };
}

const failure = (error: unknown): RestAnswer => {
  if (!isDomainError(error)) throw error;
  return { status: error.status, body: { ok: false, ...domainErrorFields(error) } };
};

export function createPaymentRoutes(runtime: AppRuntime): RestRoute {
  return {
    serves: (method, pathname) => (method === 'GET' || method === 'POST') && parsePath(pathname) !== null,
    async answer({ request }) {
      const { kind, provider } = parsePath(new URL(request.url).pathname)!;
      const incoming = await incomingOf(request);
      const ctx = restServiceContext(runtime, null);
      if (kind === 'callback') {
        try {
          const result = await handlePaymentCallback(ctx, provider, incoming);
          return { status: 200, body: { ok: true, result } };
        } catch (error) {
          return failure(error);
        }
      }
      try {
        const payment = await handlePaymentReturn(ctx, provider, incoming);
        const locale = isLocale(payment.locale) ? payment.locale : runtime.config.defaultLocale;
        return {
          status: 303,
          headers: {
            Location: `/${locale}/payment/result/${payment.paymentId}`,
            'Cache-Control': 'private, no-store',
          },
        };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
