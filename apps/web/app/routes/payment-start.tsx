import { data, redirect } from 'react-router';
import { isDomainError } from '@souq/core/errors.ts';
import { getMyPayment } from '@souq/core/payments/payments.service.ts';
import { localePath } from '../lib/locale-routing.ts';
import { paymentDestination } from '../lib/checkout.server.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { PRIVATE_HEADERS, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/payment-start';

/**
 * /:locale/payment/start/:paymentId ("Pay now"): asks the gateway for its page again (for an
 * attempt whose gateway did not answer when the order was placed) and sends the owner there, or to
 * the result page when there is still none (or the payment is no longer waiting).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { actor } = await requireUser(rc);
  const ctx = rc.service(actor);
  let mine;
  try {
    mine = await getMyPayment(ctx, params.paymentId ?? '');
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw data('This page could not be found', { status: 404, headers: PRIVATE_HEADERS });
  }
  const { payment } = mine;
  const target =
    payment.status === 'pending'
      ? await paymentDestination(rc, ctx, payment.paymentId)
      : localePath(rc.locale, `/payment/result/${payment.paymentId}`);
  throw redirect(target, { status: 303, headers: PRIVATE_HEADERS });
}
