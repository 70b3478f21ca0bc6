/**
 * Issue 18: the gateways' REST entries, through the web server's REST listener (its body limit):
 * POST|GET /api/payments/callback/:provider and GET|POST /api/payments/return/:provider. No session
 * and no Origin check (a gateway is another origin); the signature decides; bad input is a 4xx.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentRoutes } from '@souq/api/rest/payments.routes.ts';
import { orders } from '@souq/core/db/schema/orders.schema.ts';
import { paymentEvents, payments } from '@souq/core/db/schema/payments.schema.ts';
import { products } from '@souq/core/db/schema/catalog.schema.ts';
import { sandboxProvider } from '@souq/core/payments/payment-gateways.ts';
import { SANDBOX_SIGNATURE_HEADER } from '@souq/core/payments/providers/sandbox.provider.ts';
import { useCartContract } from '@souq/testing/cart-contract.fixture.ts';
import { createRestListener } from './http/rest-listener.ts';

const api = useCartContract();
let server: http.Server;
let url: string;

beforeAll(async () => {
  await api.database.db
    .update(products)
    .set({ availableEdition: 100 })
    .where(eq(products.id, api.fixture.nileId));
  const rest = createRestListener([createPaymentRoutes(api.runtime)], api.runtime.log);
  server = http.createServer((request, response) => {
    void rest.handle(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const PLACE = `mutation ($cartId: ID, $addr: ID, $paymentMethod: String) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: $paymentMethod) { status_code data { _id paymentUrl } }
}`;

/** A card order waiting for its payment, placed in English; its payment's id. */
async function pendingCardPayment(): Promise<{ paymentId: string; orderId: string }> {
  const me = await api.signIn();
  const cart = await api.add({ image: api.fixture.nileImageId, quantity: 1 }, me.token);
  const placed = await api.client.operation<{ _id: string; paymentUrl: string }>(PLACE, {
    variables: { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: 'card' },
    token: me.token,
    headers: { 'x-lang': 'en' },
  });
  expect(placed.status_code).toBe(200);
  const [payment] = await api.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, placed.data!._id));
  return { paymentId: payment!.id, orderId: placed.data!._id };
}

const signed = (paymentId: string, outcome: string, sequence = 1) => {
  const incoming = sandboxProvider({ db: api.database.db }).signedDecision({
    paymentId,
    outcome: outcome as 'success',
    sequence,
  });
  return { body: incoming.body, signature: incoming.headers.get(SANDBOX_SIGNATURE_HEADER)! };
};

const postCallback = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/payments/callback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://gateway.example', ...headers },
    body,
  });

const orderOf = async (orderId: string) =>
  (await api.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('POST /api/payments/callback/:provider', () => {
  it('applies a signed notification once: 200 {ok:true} for it and for its replays (10 at once), the order paid once', async () => {
    const { paymentId, orderId } = await pendingCardPayment();
    const { body, signature } = signed(paymentId, 'success');
    const first = await postCallback(body, { [SANDBOX_SIGNATURE_HEADER]: signature });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, result: 'applied' });
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => postCallback(body, { [SANDBOX_SIGNATURE_HEADER]: signature })),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ ok: true, result: 'duplicate' });
    }
    expect(await orderOf(orderId)).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      paymentMethod: 'card',
    });
  });

  it('refuses a bad or missing signature with 400 and the contract message, and changes nothing', async () => {
    const { paymentId, orderId } = await pendingCardPayment();
    const { body, signature } = signed(paymentId, 'success');
    const forged = signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const headers of [{}, { [SANDBOX_SIGNATURE_HEADER]: forged }] as Array<Record<string, string>>) {
      const response = await postCallback(body, headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        ok: false,
        error_code: 'PAYMENT_SIGNATURE_INVALID',
        message: 'The payment notification does not verify',
      });
    }
    // The signature of another body (the outcome changed).
    const tampered = body.replace('"success"', '"declined"');
    expect((await postCallback(tampered, { [SANDBOX_SIGNATURE_HEADER]: signature })).status).toBe(400);
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('never answers 500 for bad input: malformed JSON, control characters, GET, an unknown provider, a huge body', async () => {
    for (const body of ['{"paymentId":', '\u0000\u0001\u001b[31m', '', 'null']) {
      const response = await postCallback(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const get = await fetch(`${url}/api/payments/callback/sandbox?payment=%00%0A&x=%E2%80%AE`);
    expect(get.status).toBe(400);
    const unknown = await fetch(`${url}/api/payments/callback/nobody`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ ok: false, error_code: 'PAYMENT_NOT_FOUND' });
    const huge = await postCallback('x'.repeat(2 * 1024 * 1024));
    expect(huge.status).toBe(413);
    // A path that is none of them is not this route's.
    expect((await fetch(`${url}/api/payments/refund/sandbox`, { method: 'POST' })).status).toBe(404);
  });

  it('a signed notification of an unknown payment is 404', async () => {
    const { body, signature } = signed('00000000-0000-4000-8000-000000000000', 'success');
    const response = await postCallback(body, { [SANDBOX_SIGNATURE_HEADER]: signature });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/payments/return/:provider', () => {
  it("settles the payment by retrieve and sends the shopper to its result page in the payment's locale", async () => {
    const { paymentId, orderId } = await pendingCardPayment();
    // The choice was made on the hosted page but its notification was lost: retrieve settles it.
    await api.database.db.insert(paymentEvents).values({
      provider: 'sandbox',
      eventId: `choice:${paymentId}:1`,
      paymentId,
      outcome: 'success',
      source: 'sandbox-choice',
      receivedAt: new Date(),
    });
    const response = await fetch(`${url}/api/payments/return/sandbox?payment=${paymentId}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/en-eg/payment/result/${paymentId}`);
    expect(await orderOf(orderId)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  });

  it('without a decision the order stays pending (the redirect alone never pays it); an unknown payment is 404', async () => {
    const { paymentId, orderId } = await pendingCardPayment();
    const response = await fetch(`${url}/api/payments/return/sandbox?payment=${paymentId}`, {
      method: 'POST',
      redirect: 'manual',
      body: 'outcome=success',
    });
    expect(response.status).toBe(303);
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    for (const query of ['', '?payment=nope', '?payment=00000000-0000-4000-8000-000000000000']) {
      const missing = await fetch(`${url}/api/payments/return/sandbox${query}`, { redirect: 'manual' });
      expect(missing.status, query).toBe(404);
    }
  });
});
