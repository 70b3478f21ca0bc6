/**
 * The cart (SPEC.md sections 3, 4 and 7): a guest cart whose id the browser keeps, or the one cart
 * of a signed-in user; lines are product variants (images) or gift cards. Prices are never stored:
 * every read prices the lines live for the cart's country (cart-lines.ts).
 *
 * Writes lock the cart row (SELECT ... FOR UPDATE) and check the rules on the state they leave, in
 * the same transaction, so two tabs adding at once cannot pass maxPerOrder or the stock together.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import type { AppDb } from '../db/client.ts';
import { carts, cartLines, type Cart } from '../db/schema/cart.schema.ts';
import { imageFeatures, productImages } from '../db/schema/media.schema.ts';
import { coupons, giftCards, type Coupon, type GiftCard } from '../db/schema/promotions.schema.ts';
import { requireActor, requireSelfOrStaff } from '../accounts/accounts.service.ts';
import { isStaff } from '../accounts/user.mapper.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { getSettings } from '../content/settings.service.ts';
import type { SiteSettings } from '../db/schema/settings.schema.ts';
import {
  COUNTRIES,
  currencyOfCountry,
  digitsOnly,
  type CountryCode,
  type CurrencyCode,
} from '../locale/locales.ts';
import { cartErrors } from './cart-errors.ts';
import {
  checkLines,
  countryTotals,
  loadCartLines,
  type CartLineItem,
  type CountryTotals,
  type LineProblem,
} from './cart-lines.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** More than this of one line is a typing slip, not an order. */
export const MAX_LINE_QUANTITY = 1000;

export interface CartView {
  id: string;
  userId: string | null;
  country: CountryCode;
  currency: CurrencyCode;
  createdAt: Date;
  createdIn: string | null;
  coupon: Coupon | null;
  /** The gift card chosen to pay with (checkCoupon), if any. */
  giftCard: GiftCard | null;
  lines: Array<{ line: CartLineItem; problem: LineProblem | null }>;
  /** What can be bought in each country: quantity and value in that country's currency. */
  totals: Record<CountryCode, CountryTotals>;
  /** The flat delivery fee of the cart's country (0 for a cart with nothing to deliver there). */
  shippingFeeMinor: number;
  codFeeMinor: number;
  /** Days to make and deliver the slowest line in the cart's country. */
  requiredTimeDays: number | null;
  /** Every line buyable in the cart's country can be paid cash on delivery. */
  codAvailable: boolean;
}

const SHIPPING_FEE: Record<CountryCode, (s: SiteSettings) => number> = {
  eg: (s) => s.shippingFeeEgMinor,
  sa: (s) => s.shippingFeeSaMinor,
  ae: (s) => s.shippingFeeAeMinor,
};
const COD_FEE: Record<CountryCode, (s: SiteSettings) => number> = {
  eg: (s) => s.codFeeEgMinor,
  sa: (s) => s.codFeeSaMinor,
  ae: (s) => s.codFeeAeMinor,
};
export const shippingFeeOf = (settings: SiteSettings, country: CountryCode) =>
  SHIPPING_FEE[country](settings);
export const codFeeOf = (settings: SiteSettings, country: CountryCode) => COD_FEE[country](settings);

/**
 * A guest cart is reached by its id alone (the id is the secret). A user's cart is read by its owner
 * or by superAdmin and admin staff (support); it is changed by its owner only: no staff role needs
 * to put things into, or take them out of, a shopper's cart (designerSupport could, issue 14).
 */
function assertCartAccess(ctx: ServiceContext, cart: Cart, write: boolean): void {
  if (cart.userId === null) return;
  if (!ctx.user) throw accountErrors.unauthenticated();
  if (ctx.user.id.toLowerCase() === cart.userId) return;
  if (write || !isStaff(ctx.user)) throw accountErrors.forbidden();
}

/**
 * The cart row, locked for the rest of the transaction when `lock` is set. `write`: the caller is
 * about to change the cart (its lines, codes or order), which only its owner may.
 */
export async function findCart(
  ctx: ServiceContext,
  db: AppDb,
  cartId: string | null | undefined,
  { lock = false, write = false }: { lock?: boolean; write?: boolean } = {},
): Promise<Cart> {
  const id = (cartId ?? '').trim().toLowerCase();
  if (!UUID.test(id)) throw cartErrors.cartNotFound();
  const query = db.select().from(carts).where(eq(carts.id, id)).limit(1);
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart) throw cartErrors.cartNotFound();
  assertCartAccess(ctx, cart, write);
  return cart;
}

/** The user's one cart, made on first use (the unique index keeps it one under concurrent calls). */
async function userCart(
  ctx: ServiceContext,
  db: AppDb,
  userId: string,
  { lock = false } = {},
): Promise<Cart> {
  await db.insert(carts).values({ userId, country: ctx.country }).onConflictDoNothing();
  const query = db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart) throw cartErrors.cartNotFound();
  return cart;
}

/** Builds what the cart shows in the context's country from its lines. */
export async function buildCartView(ctx: ServiceContext, db: AppDb, cart: Cart): Promise<CartView> {
  const country = ctx.country;
  // Sequential on purpose: inside a transaction these share one connection.
  const lines = await loadCartLines(db, cart.id, ctx.now);
  const settings = await getSettings({ ...ctx, db });
  const coupon = cart.couponId
    ? ((await db.select().from(coupons).where(eq(coupons.id, cart.couponId)).limit(1))[0] ?? null)
    : null;
  const giftCard = cart.giftCardId
    ? ((await db.select().from(giftCards).where(eq(giftCards.id, cart.giftCardId)).limit(1))[0] ?? null)
    : null;
  const checked = checkLines(lines, country);
  const totals = Object.fromEntries(COUNTRIES.map((c) => [c, countryTotals(lines, c)])) as Record<
    CountryCode,
    CountryTotals
  >;
  const buyable = checked.filter(({ problem }) => !problem?.blocking);
  const days = buyable.flatMap(({ line }) => {
    const value = line.prices[country]?.requiredTimeDays;
    return typeof value === 'number' ? [value] : [];
  });
  return {
    id: cart.id,
    userId: cart.userId,
    country,
    currency: currencyOfCountry(country),
    createdAt: cart.createdAt,
    createdIn: cart.createdIn,
    coupon,
    giftCard,
    lines: checked,
    totals,
    // A gift card is emailed, not delivered: a cart of gift cards alone pays no delivery fee.
    shippingFeeMinor: buyable.some(({ line }) => line.product !== null)
      ? shippingFeeOf(settings, country)
      : 0,
    codFeeMinor: codFeeOf(settings, country),
    requiredTimeDays: days.length > 0 ? Math.max(...days) : null,
    codAvailable: buyable.every(
      ({ line }) => line.giftCard === null && line.product?.isAvailableForCod === true,
    ),
  };
}

/** Follows the shopper's country switch (SPEC.md section 4): the cart is now priced there. */
async function moveToCountry(ctx: ServiceContext, db: AppDb, cart: Cart): Promise<Cart> {
  if (cart.country === ctx.country) return cart;
  await db.update(carts).set({ country: ctx.country }).where(eq(carts.id, cart.id));
  return { ...cart, country: ctx.country };
}

function parseQuantity(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 1;
  const number = typeof value === 'number' ? value : Number(digitsOnly(String(value)) || NaN);
  if (!Number.isInteger(number) || number < 1 || number > MAX_LINE_QUANTITY)
    throw cartErrors.invalidQuantity();
  return number;
}

const optionalId = (value: string | null | undefined): string | null => {
  const id = (value ?? '').trim().toLowerCase();
  return id === '' ? null : id;
};

export interface AddToCartInput {
  /** The cart id; absent: the signed-in user's cart, or a new guest cart. */
  cart?: string | null;
  /** The product image (variant) to add. */
  image?: string | null;
  /** A gift card being bought (instead of an image). */
  giftCard?: string | null;
  /**
   * The chosen features of the variant (image_features ids), one per property; a property left
   * out takes its first value, so a client that knows nothing of features still adds a whole line.
   */
  features?: readonly string[] | string | null;
  quantity?: number | string | null;
  /** Where the cart was created (web, app), kept on a new cart. */
  createdIn?: string | null;
}

/**
 * addToCart (SPEC.md section 7): adds `quantity` (default 1) of a variant, or a gift card, to the
 * cart, priced for the context's country. Refused, with nothing changed: unknown or unpublished
 * product, not sold in the country, iDesign outside Egypt, out of stock, more than maxPerOrder or
 * than the stock left (counting what the cart already holds of the product).
 */
export async function addToCart(ctx: ServiceContext, input: AddToCartInput): Promise<CartView> {
  const imageId = optionalId(input.image);
  const giftCardId = optionalId(input.giftCard);
  if (!imageId && !giftCardId) throw cartErrors.itemRequired();
  const quantity = giftCardId && !imageId ? 1 : parseQuantity(input.quantity);

  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as AppDb;
    let cart: Cart;
    if (optionalId(input.cart)) cart = await findCart(ctx, db, input.cart, { lock: true, write: true });
    else if (ctx.user) cart = await userCart(ctx, db, ctx.user.id.toLowerCase(), { lock: true });
    else {
      const [created] = await db
        .insert(carts)
        .values({ country: ctx.country, createdIn: input.createdIn ?? null })
        .returning();
      cart = created!;
    }
    cart = await moveToCountry(ctx, db, cart);

    let lineId: string;
    if (imageId) {
      if (!UUID.test(imageId)) throw cartErrors.productNotFound();
      const [image] = await db
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.id, imageId))
        .limit(1);
      if (!image) throw cartErrors.productNotFound();
      const featureIds = await chooseFeatures(db, imageId, input.features);
      const [line] = await db
        .insert(cartLines)
        .values({ cartId: cart.id, productImageId: imageId, featureIds, quantity })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.productImageId, cartLines.featureIds],
          set: { quantity: sqlAdd(quantity), updatedAt: ctx.now },
        })
        .returning({ id: cartLines.id });
      lineId = line!.id;
    } else {
      if (!UUID.test(giftCardId!)) throw cartErrors.giftCardNotFound();
      const [card] = await db.select().from(giftCards).where(eq(giftCards.id, giftCardId!)).limit(1);
      if (!card || card.isPaid) throw cartErrors.giftCardNotFound();
      const [existing] = await db
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.giftCardId, giftCardId!)))
        .limit(1);
      lineId =
        existing?.id ??
        (
          await db
            .insert(cartLines)
            .values({ cartId: cart.id, giftCardId: giftCardId!, quantity: 1 })
            .returning({ id: cartLines.id })
        )[0]!.id;
    }

    // The rules are checked on the state the change leaves; a failure rolls the change back.
    const view = await buildCartView(ctx, db, cart);
    const added = view.lines.find(({ line }) => line.lineId === lineId);
    if (added?.problem) throw added.problem.error();
    return view;
  });
}

const idList = (value: readonly string[] | string | null | undefined): string[] =>
  (typeof value === 'string' ? [value] : (value ?? []))
    .map((id) => String(id).trim().toLowerCase())
    .filter((id) => id !== '');

/**
 * The sorted feature ids of a line of `imageId`: the requested ones (each a feature of this
 * variant, at most one per property) and, for every other property, its first value.
 */
async function chooseFeatures(
  db: AppDb,
  imageId: string,
  requested: readonly string[] | string | null | undefined,
): Promise<string[]> {
  const wanted = [...new Set(idList(requested))];
  if (wanted.some((id) => !UUID.test(id))) throw cartErrors.featureNotFound();
  const offered = await db
    .select({ id: imageFeatures.id, property: imageFeatures.property })
    .from(imageFeatures)
    .where(eq(imageFeatures.imageId, imageId))
    .orderBy(imageFeatures.displayOrder, imageFeatures.id);
  const chosen = new Map<string, string>();
  for (const id of wanted) {
    const feature = offered.find((candidate) => candidate.id === id);
    if (!feature) throw cartErrors.featureNotFound();
    if (chosen.has(feature.property)) throw cartErrors.oneValuePerFeature();
    chosen.set(feature.property, feature.id);
  }
  for (const feature of offered) if (!chosen.has(feature.property)) chosen.set(feature.property, feature.id);
  return [...chosen.values()].sort();
}

/** `quantity + n` for the upsert, as SQL so concurrent adds to one line both count. */
function sqlAdd(n: number) {
  return sql`${cartLines.quantity} + ${n}`;
}

export interface CartItemInput {
  cart?: string | null;
  /** The cart line itself; else the line of `image` (with `features`, if given) or of `giftCard`. */
  line?: string | null;
  image?: string | null;
  features?: readonly string[] | string | null;
  giftCard?: string | null;
}

async function changeLine(
  ctx: ServiceContext,
  input: CartItemInput,
  change: 'reduce' | 'remove',
): Promise<CartView> {
  const lineId = optionalId(input.line);
  const imageId = optionalId(input.image);
  const giftCardId = optionalId(input.giftCard);
  if (!lineId && !imageId && !giftCardId) throw cartErrors.itemRequired();
  const featureIds =
    input.features === undefined || input.features === null ? null : idList(input.features).sort();
  if ([lineId, imageId, giftCardId, ...(featureIds ?? [])].some((id) => id !== null && !UUID.test(id)))
    throw cartErrors.itemNotInCart();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as AppDb;
    const cart = await moveToCountry(
      ctx,
      db,
      await findCart(ctx, db, input.cart, { lock: true, write: true }),
    );
    const which = and(
      eq(cartLines.cartId, cart.id),
      lineId
        ? eq(cartLines.id, lineId)
        : imageId
          ? and(
              eq(cartLines.productImageId, imageId),
              featureIds ? sql`${cartLines.featureIds} = ${`{${featureIds.join(',')}}`}::uuid[]` : undefined,
            )
          : eq(cartLines.giftCardId, giftCardId!),
    );
    // Without features, the variant's oldest line (a client that knows nothing of features).
    const [line] = await db.select().from(cartLines).where(which).orderBy(cartLines.createdAt).limit(1);
    if (!line) throw cartErrors.itemNotInCart();
    if (change === 'remove' || line.quantity <= 1)
      await db.delete(cartLines).where(eq(cartLines.id, line.id));
    else
      await db
        .update(cartLines)
        .set({ quantity: line.quantity - 1, updatedAt: ctx.now })
        .where(eq(cartLines.id, line.id));
    return buildCartView(ctx, db, cart);
  });
}

/** reduceFromCart: one less of the line; the last one removes it. */
export const reduceFromCart = (ctx: ServiceContext, input: CartItemInput) => changeLine(ctx, input, 'reduce');

/** removeFromCart: the whole line goes. */
export const removeFromCart = (ctx: ServiceContext, input: CartItemInput) => changeLine(ctx, input, 'remove');

/**
 * getCartById (SPEC.md section 7) priced for the context's country. A country switch moves the
 * cart there: lines not sold there stay in the cart, flagged with their message and left out of the
 * total.
 */
export async function getCartById(ctx: ServiceContext, cartId: string | null | undefined): Promise<CartView> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as AppDb;
    const cart = await moveToCountry(ctx, db, await findCart(ctx, db, cartId));
    return buildCartView(ctx, db, cart);
  });
}

/** getCartBYUser: the user's one cart (made on first use); the user themselves or staff. */
export async function getCartByUser(
  ctx: ServiceContext,
  userId: string | null | undefined,
): Promise<CartView> {
  const actor = requireSelfOrStaff(ctx, userId);
  const target = (userId ?? actor.id).trim().toLowerCase();
  if (!UUID.test(target)) throw accountErrors.userNotFound();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as AppDb;
    const cart = await moveToCountry(ctx, db, await userCart(ctx, db, target));
    return buildCartView(ctx, db, cart);
  });
}

/** createNewCartForUser: the user's cart, made when missing (calling it twice gives the same cart). */
export async function createNewCartForUser(
  ctx: ServiceContext,
  userId: string | null | undefined,
): Promise<CartView> {
  return getCartByUser(ctx, userId);
}

export interface ReplaceFakeCartInput {
  fakeCartId?: string | null;
  userId?: string | null;
}

/**
 * replaceFakeCart (SPEC.md section 4, session): on login, register or a later page load the guest
 * cart's lines that can be bought in the current country move into the user's cart (quantities
 * add up, kept within maxPerOrder and the stock left); the guest cart is then deleted. Lines that
 * cannot be bought here are dropped with it. Calling it again (or with the user's own cart) only
 * answers the user's cart.
 */
export async function replaceFakeCart(ctx: ServiceContext, input: ReplaceFakeCartInput): Promise<CartView> {
  // Moves lines into the user's cart: the user themselves only (see assertCartAccess).
  const actor = requireActor(ctx);
  const userId = (input.userId ?? actor.id).trim().toLowerCase();
  if (userId !== actor.id.toLowerCase()) throw accountErrors.forbidden();
  if (!UUID.test(userId)) throw accountErrors.userNotFound();
  const fakeId = optionalId(input.fakeCartId);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as AppDb;
    const target = await moveToCountry(ctx, db, await userCart(ctx, db, userId, { lock: true }));
    if (!fakeId || !UUID.test(fakeId) || fakeId === target.id) return buildCartView(ctx, db, target);
    const [guest] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.id, fakeId), isNull(carts.userId)))
      .for('update');
    if (!guest) return buildCartView(ctx, db, target);

    const guestLines = await loadCartLines(db, guest.id, ctx.now);
    const ownLines = await loadCartLines(db, target.id, ctx.now);
    const held = new Map<string, number>();
    for (const line of ownLines)
      if (line.product) held.set(line.product.id, (held.get(line.product.id) ?? 0) + line.quantity);
    const variantKey = (line: CartLineItem) =>
      `${line.imageId}:${line.features
        .map((f) => f.id)
        .sort()
        .join(',')}`;
    const ownByVariant = new Map(
      ownLines.flatMap((line) => (line.imageId ? [[variantKey(line), line]] : [])),
    );
    const ownCards = new Set(ownLines.flatMap((line) => (line.giftCard ? [line.giftCard.id] : [])));

    for (const { line, problem } of checkLines(guestLines, ctx.country)) {
      if (problem?.blocking) continue;
      if (line.giftCard) {
        if (!ownCards.has(line.giftCard.id))
          await db.insert(cartLines).values({ cartId: target.id, giftCardId: line.giftCard.id, quantity: 1 });
        continue;
      }
      const product = line.product!;
      const limits = [product.maxPerOrder, product.availableEdition].filter(
        (value): value is number => typeof value === 'number' && value > 0,
      );
      const room = Math.min(MAX_LINE_QUANTITY, ...limits) - (held.get(product.id) ?? 0);
      const moved = Math.min(line.quantity, room);
      if (moved <= 0) continue;
      held.set(product.id, (held.get(product.id) ?? 0) + moved);
      const own = ownByVariant.get(variantKey(line));
      if (own)
        await db
          .update(cartLines)
          .set({ quantity: own.quantity + moved, updatedAt: ctx.now })
          .where(eq(cartLines.id, own.lineId));
      else
        await db.insert(cartLines).values({
          cartId: target.id,
          productImageId: line.imageId!,
          featureIds: line.features.map((feature) => feature.id).sort(),
          quantity: moved,
        });
    }
    // A coupon or gift card chosen as a guest goes along when the user's cart has none.
    const carried = {
      couponId: target.couponId ?? guest.couponId,
      giftCardId: target.giftCardId ?? guest.giftCardId,
    };
    if (carried.couponId !== target.couponId || carried.giftCardId !== target.giftCardId)
      await db.update(carts).set(carried).where(eq(carts.id, target.id));
    const merged = { ...target, ...carried };
    await db.delete(carts).where(eq(carts.id, guest.id));
    return buildCartView(ctx, db, merged);
  });
}

/** Empties a cart after its order was placed (inside the order's transaction). */
export async function emptyCart(db: AppDb, cartId: string, lineIds: readonly string[]): Promise<void> {
  if (lineIds.length > 0)
    await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, [...lineIds])));
  await db
    .update(carts)
    .set({ couponId: null, giftCardId: null, referralCodeId: null })
    .where(eq(carts.id, cartId));
}
