/**
 * GET /api/me counts the guest cart whose id the browser keeps (the `souq_cart` cookie), so the
 * header's badge is right for anonymous shoppers while the pages stay the same for everyone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { seedCheckoutCatalog, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';

const app = useInProcessAppServer({ name: 'app-cart' });
let url: string;
let fixture: CheckoutFixture;

beforeAll(async () => {
  url = app().url;
  fixture = await seedCheckoutCatalog(app().database.db, new Date());
});

const me = async (country: string, cookie?: string) => {
  const response = await fetch(`${url}/api/me?country=${country}`, {
    headers: cookie ? { cookie } : {},
  });
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return (await response.json()) as { user: unknown; cartQuantity: number };
};

describe('GET /api/me with a guest cart', () => {
  it("counts the guest cart's pieces sold in the page's country", async () => {
    const answer = (await (
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation($image: ID) { addToCart(image: $image, quantity: 3, currentCountry: "eg") { status_code data { _id } } }`,
          variables: { image: fixture.mugImageId },
        }),
      })
    ).json()) as { data: { addToCart: { status_code: number; data: { _id: string } } } };
    expect(answer.data.addToCart.status_code).toBe(200);
    const cart = answer.data.addToCart.data._id;

    expect(await me('eg', `souq_cart=${cart}`)).toMatchObject({ user: null, cartQuantity: 3 });
    expect((await me('sa', `souq_cart=${cart}`)).cartQuantity).toBe(0);
    expect((await me('eg', 'souq_cart=not-a-cart')).cartQuantity).toBe(0);
    expect(await me('eg')).toEqual({ user: null, cartQuantity: 0, wishlistCount: 0, notifications: 0 });
  });
});
