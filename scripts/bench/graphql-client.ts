/** The GraphQL operations of the benchmark (SPEC.md section 7) and a small client for them. */

export const PRODUCT_FIELDS = `_id name arName slug description arDescription egPrice suPrice emPrice
  allPriceAfterOffer currency primaryProductImagePath availableEdition availableIn hasOffer
  category { _id name arName } designer { _id name }`;

export const GET_PRODUCT_BY_ID = `query($product: ID!) {
  getProductById(product: $product, availableIn: "eg") { status_code data { ${PRODUCT_FIELDS} } }
}`;
export const FILTER_PRODUCTS = `query($category: String, $page: Int) {
  filterProducts(category: $category, availableIn: "eg", page: $page, limit: 24) {
    status_code data { items { _id name arName allPriceAfterOffer primaryProductImagePath } pageInfo { totalCount totalPages hasNext } }
  }
}`;
export const GLOBAL_SEARCH = `query($searchText: String, $country: String) {
  globalSearch(searchText: $searchText, filter: { availableIn: $country }, limit: 24) {
    status_code data { products { _id name arName allPriceAfterOffer } designers { _id name } hasMore }
  }
}`;
export const GET_CART_BY_ID = `query($cart: ID) {
  getCartById(cart: $cart, currentCountry: "eg") {
    status_code data { _id cartTotalQtyBasedOnCountry cartTotalPriceBasedOnCountry storedProduct { _id } }
  }
}`;
const LOGIN = `mutation($email: String, $password: String) {
  login(email: $email, password: $password) { status_code message data { _id jwt } }
}`;
const ADD_TO_CART = `mutation($cart: ID, $image: ID) {
  addToCart(cart: $cart, image: $image, quantity: 1, currentCountry: "eg") { status_code message data { _id } }
}`;
export const PLACE_ORDER = `mutation($cartId: ID, $addr: ID) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: "cod", currentCountry: "eg") {
    status_code message error_code data { _id orderId }
  }
}`;

export const graphqlBody = (query: string, variables: Record<string, unknown>) =>
  JSON.stringify({ query, variables });

export interface Envelope<T> {
  status_code: number;
  message?: string | null;
  error_code?: string | null;
  data: T | null;
}

/** One operation; answers the envelope of its (only) field. */
export async function graphql<T>(
  base: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Envelope<T>> {
  const response = await fetch(new URL('/graphql', base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: graphqlBody(query, variables),
  });
  const json = (await response.json()) as { data?: Record<string, Envelope<T>>; errors?: unknown };
  const envelope = json.data ? Object.values(json.data)[0] : undefined;
  if (!envelope) throw new Error(`GraphQL failed: ${JSON.stringify(json.errors ?? json).slice(0, 300)}`);
  return envelope;
}

/** Signs in through the GraphQL login and answers the session token (the website's cookie value). */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await graphql<{ jwt: string }>(base, LOGIN, { email, password });
  if (answer.status_code !== 200 || !answer.data?.jwt)
    throw new Error(`Sign-in of ${email} failed: ${answer.message ?? answer.status_code}`);
  return answer.data.jwt;
}

/** Adds one of an image to a cart (absent: the signed-in shopper's cart, else a new guest cart). */
export async function addOneToCart(
  base: string,
  image: string,
  token?: string,
  cart?: string,
): Promise<string> {
  const answer = await graphql<{ _id: string }>(
    base,
    ADD_TO_CART,
    { image, ...(cart ? { cart } : {}) },
    token,
  );
  if (answer.status_code !== 200 || !answer.data) throw new Error(`addToCart failed: ${answer.message}`);
  return answer.data._id;
}
