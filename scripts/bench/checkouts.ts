import { CHECKOUT_EDITIONS, type BenchFixtures } from './dataset.ts';
import { addOneToCart, GET_PRODUCT_BY_ID, graphql, PLACE_ORDER, signIn } from './graphql-client.ts';
import { latencyOf, type Latency } from './stats.ts';

/** What a refused checkout must answer when the editions are gone. */
export const OUT_OF_STOCK = 'This product is out of stock';

export interface CheckoutOutcome {
  /** The checkout product the shopper bought (index in fixtures.checkoutProducts). */
  product: number;
  accepted: boolean;
  message: string | null;
}

export interface CheckoutCheck {
  accepted: number;
  refused: number;
  /** Units sold past the editions (summed over products): 0 when nothing was oversold. */
  oversold: number;
  /** Products whose stock left is negative or differs from editions minus the orders accepted. */
  stockMismatches: number;
  /** Refusals with another answer than the out-of-stock one. */
  unexpected: string[];
  correct: boolean;
}

/** Whether the race was fair: no oversell, stock as sold, each refusal the expected one. */
export function checkCheckouts(
  outcomes: CheckoutOutcome[],
  editions: number,
  stockLeft: (number | null)[],
): CheckoutCheck {
  let oversold = 0;
  let stockMismatches = 0;
  stockLeft.forEach((left, product) => {
    const sold = outcomes.filter((outcome) => outcome.product === product && outcome.accepted).length;
    oversold += Math.max(0, sold - editions);
    if (left === null || left < 0 || left !== editions - sold) stockMismatches += 1;
  });
  const refusals = outcomes.filter((outcome) => !outcome.accepted);
  const unexpected = refusals
    .map((outcome) => outcome.message ?? '(no message)')
    .filter((message) => message !== OUT_OF_STOCK);
  return {
    accepted: outcomes.length - refusals.length,
    refused: refusals.length,
    oversold,
    stockMismatches,
    unexpected,
    correct: oversold === 0 && stockMismatches === 0 && unexpected.length === 0,
  };
}

export interface CheckoutResult extends CheckoutCheck {
  shoppers: number;
  products: number;
  editionsEach: number;
  latency: Latency;
}

async function inBatches<T, R>(
  items: T[],
  size: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(...(await Promise.all(items.slice(start, start + size).map((item, i) => run(item, start + i)))));
  return out;
}

/**
 * 100 shoppers sign in, put one edition of a checkout product in their cart (ten shoppers per
 * product, five editions each) and then all place their order at once, cash on delivery.
 */
export async function measureCheckouts(base: string, fixtures: BenchFixtures): Promise<CheckoutResult> {
  const products = fixtures.checkoutProducts;
  const shoppers = await inBatches(fixtures.shoppers, 4, async (shopper, index) => {
    const token = await signIn(base, shopper.email, fixtures.password);
    const product = index % products.length;
    const cartId = await addOneToCart(base, products[product]!.imageId, token);
    return { ...shopper, token, product, cartId };
  });
  const times: number[] = [];
  const outcomes = await Promise.all(
    shoppers.map(async (shopper): Promise<CheckoutOutcome> => {
      const started = performance.now();
      const answer = await graphql<{ _id: string }>(
        base,
        PLACE_ORDER,
        { cartId: shopper.cartId, addr: shopper.addressId },
        shopper.token,
      );
      times.push(performance.now() - started);
      return {
        product: shopper.product,
        accepted: answer.status_code === 200 && !!answer.data,
        message: answer.message ?? null,
      };
    }),
  );
  const stockLeft = await Promise.all(
    products.map(async (product) => {
      const answer = await graphql<{ availableEdition: number | null }>(base, GET_PRODUCT_BY_ID, {
        product: product.id,
      });
      return answer.data?.availableEdition ?? null;
    }),
  );
  return {
    shoppers: shoppers.length,
    products: products.length,
    editionsEach: CHECKOUT_EDITIONS,
    latency: latencyOf(times),
    ...checkCheckouts(outcomes, CHECKOUT_EDITIONS, stockLeft),
  };
}
