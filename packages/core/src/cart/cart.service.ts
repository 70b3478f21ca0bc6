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
import { withTransaction } from '../db/transaction.ts';
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
import { isUuid } from '../ids.ts';
import { cartErrors } from './cart-errors.ts';
import { idArgument, parseId } from '../ids.ts';
import { designs } from '../db/schema/idesign.schema.ts';
import { designErrors } from '../idesign/design-errors.ts';
import { adoptGuestDesigns, ownedBy, ownerOfCart } from '../idesign/design-owner.ts';
import {
  checkLines,
  countryTotals,
  lineLimit,
  loadCartLines,
  quantityByProduct,
  type CartLineItem,
  type CountryTotals,
  type LineProblem,
} from './cart-lines.ts';

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
  cartId: string | null | undefined,
  { lock = false, write = false }: { lock?: boolean; write?: boolean } = {},
): Promise<Cart> {
  const id = parseId(cartId);
  if (!id) throw cartErrors.cartNotFound();
  const query = ctx.db.select().from(carts).where(eq(carts.id, id)).limit(1);
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart) throw cartErrors.cartNotFound();
  assertCartAccess(ctx, cart, write);
  return cart;
}

/** The user's one cart, made on first use (the unique index keeps it one under concurrent calls). */
async function userCart(ctx: ServiceContext, userId: string, { lock = false } = {}): Promise<Cart> {
  await ctx.db.insert(carts).values({ userId, country: ctx.country }).onConflictDoNothing();
  const query = ctx.db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart) throw cartErrors.cartNotFound();
  return cart;
}

/** Builds what the cart shows in the context's country from its lines. */
export async function buildCartView(ctx: ServiceContext, cart: Cart): Promise<CartView> {
  const country = ctx.country;
  // Sequential on purpose: inside a transaction these share one connection.
  const lines = await loadCartLines(ctx, cart.id);
  const settings = await getSettings(ctx);
  const coupon = cart.couponId
    ? ((await ctx.db.select().from(coupons).where(eq(coupons.id, cart.couponId)).limit(1))[0] ?? null)
    : null;
  const giftCard = cart.giftCardId
    ? ((await ctx.db.select().from(giftCards).where(eq(giftCards.id, cart.giftCardId)).limit(1))[0] ?? null)
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
async function moveToCountry(ctx: ServiceContext, cart: Cart): Promise<Cart> {
  if (cart.country === ctx.country) return cart;
  await ctx.db.update(carts).set({ country: ctx.country }).where(eq(carts.id, cart.id));
  return { ...cart, country: ctx.country };
}

function parseQuantity(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 1;
  const number = typeof value === 'number' ? value : Number(digitsOnly(String(value)) || NaN);
  if (!Number.isInteger(number) || number < 1 || number > MAX_LINE_QUANTITY)
    throw cartErrors.invalidQuantity();
  return number;
}

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
  /**
   * The shopper's saved design (iDesign, issue 22): the line is the design's own line. Refused
   * unless the design is of this variant's product and the cart's owner's.
   */
  design?: string | null;
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
  const imageId = idArgument(input.image);
  const giftCardId = idArgument(input.giftCard);
  if (!imageId && !giftCardId) throw cartErrors.itemRequired();
  const quantity = giftCardId && !imageId ? 1 : parseQuantity(input.quantity);

  return withTransaction(ctx, async (tx) => {
    const cart = await moveToCountry(tx, await cartToAddTo(tx, input));
    const lineId = imageId
      ? await addVariantLine(tx, cart, imageId, input.features, quantity, idArgument(input.design))
      : await addGiftCardLine(tx, cart, giftCardId!);
    // The rules are checked on the state the change leaves; a failure rolls the change back.
    const view = await buildCartView(tx, cart);
    const added = view.lines.find(({ line }) => line.lineId === lineId);
    if (added?.problem) throw added.problem.error();
    return view;
  });
}

/** The cart an add goes to, locked: the one named, else the user's, else a new guest cart. */
async function cartToAddTo(tx: ServiceContext, input: AddToCartInput): Promise<Cart> {
  if (idArgument(input.cart)) return findCart(tx, input.cart, { lock: true, write: true });
  if (tx.user) return userCart(tx, tx.user.id.toLowerCase(), { lock: true });
  const [created] = await tx.db
    .insert(carts)
    .values({ country: tx.country, createdIn: input.createdIn ?? null })
    .returning();
  return created!;
}

/** Adds `quantity` of the variant `imageId` (one line per variant and features); its line id. */
async function addVariantLine(
  tx: ServiceContext,
  cart: Cart,
  imageId: string,
  features: AddToCartInput['features'],
  quantity: number,
  designId: string | null,
): Promise<string> {
  if (!isUuid(imageId)) throw cartErrors.productNotFound();
  const [image] = await tx.db
    .select({ id: productImages.id, productId: productImages.productId })
    .from(productImages)
    .where(eq(productImages.id, imageId))
    .limit(1);
  if (!image) throw cartErrors.productNotFound();
  if (designId) await checkLineDesign(tx, cart, image.productId, designId);
  const featureIds = await chooseFeatures(tx, imageId, features);
  const [line] = await tx.db
    .insert(cartLines)
    .values({ cartId: cart.id, productImageId: imageId, featureIds, quantity, designId })
    .onConflictDoUpdate({
      target: [
        cartLines.cartId,
        cartLines.productImageId,
        cartLines.giftCardId,
        cartLines.featureIds,
        cartLines.designId,
      ],
      set: { quantity: sqlAdd(quantity), updatedAt: tx.now },
    })
    .returning({ id: cartLines.id });
  return line!.id;
}

/** A design may go on a line of `cart` when it is of `productId` and the cart owner's (else 404). */
async function checkLineDesign(tx: ServiceContext, cart: Cart, productId: string, designId: string) {
  if (!isUuid(designId)) throw designErrors.designNotFound();
  const [design] = await tx.db
    .select({ productId: designs.productId })
    .from(designs)
    .where(and(eq(designs.id, designId), ownedBy(designs, ownerOfCart(cart))))
    .limit(1);
  if (!design) throw designErrors.designNotFound();
  if (design.productId !== productId) throw designErrors.productMismatch();
}

export interface ReplaceLineDesignInput {
  cart?: string | null;
  line?: string | null;
  design?: string | null;
}

/**
 * The cart's "edit design" (issue 22): the line `line` now carries the design `design` (of the same
 * product, the cart owner's); quantity and features stay. Refused when another line of the cart
 * already has that design.
 */
export async function replaceLineDesign(
  ctx: ServiceContext,
  input: ReplaceLineDesignInput,
): Promise<CartView> {
  const lineId = idArgument(input.line);
  const designId = idArgument(input.design);
  if (!lineId || !isUuid(lineId)) throw cartErrors.itemNotInCart();
  if (!designId || !isUuid(designId)) throw designErrors.designNotFound();
  return withTransaction(ctx, async (tx) => {
    const cart = await moveToCountry(tx, await findCart(tx, input.cart, { lock: true, write: true }));
    const [line] = await tx.db
      .select({ id: cartLines.id, imageId: cartLines.productImageId, productId: productImages.productId })
      .from(cartLines)
      .innerJoin(productImages, eq(productImages.id, cartLines.productImageId))
      .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.id, lineId)))
      .limit(1);
    if (!line) throw cartErrors.itemNotInCart();
    await checkLineDesign(tx, cart, line.productId, designId);
    const [taken] = await tx.db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.designId, designId)))
      .limit(1);
    if (taken && taken.id !== line.id) throw designErrors.designAlreadyInCart();
    await tx.db.update(cartLines).set({ designId, updatedAt: tx.now }).where(eq(cartLines.id, line.id));
    return buildCartView(tx, cart);
  });
}

/** Adds the unpaid gift card `giftCardId` (once: a card is one line); its line id. */
async function addGiftCardLine(tx: ServiceContext, cart: Cart, giftCardId: string): Promise<string> {
  if (!isUuid(giftCardId)) throw cartErrors.giftCardNotFound();
  const [card] = await tx.db.select().from(giftCards).where(eq(giftCards.id, giftCardId)).limit(1);
  if (!card || card.isPaid) throw cartErrors.giftCardNotFound();
  const [existing] = await tx.db
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.giftCardId, giftCardId)))
    .limit(1);
  if (existing) return existing.id;
  const [line] = await tx.db
    .insert(cartLines)
    .values({ cartId: cart.id, giftCardId, quantity: 1 })
    .returning({ id: cartLines.id });
  return line!.id;
}

const idList = (value: readonly string[] | string | null | undefined): string[] =>
  (typeof value === 'string' ? [value] : (value ?? [])).flatMap((id) => idArgument(String(id)) ?? []);

/**
 * The sorted feature ids of a line of `imageId`: the requested ones (each a feature of this
 * variant, at most one per property) and, for every other property, its first value.
 */
async function chooseFeatures(
  ctx: ServiceContext,
  imageId: string,
  requested: readonly string[] | string | null | undefined,
): Promise<string[]> {
  const wanted = [...new Set(idList(requested))];
  if (!wanted.every(isUuid)) throw cartErrors.featureNotFound();
  const offered = await ctx.db
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

/** Which line of `cartId` an item input names, as a WHERE condition (ids already checked). */
function lineCondition(cartId: string, input: CartItemInput) {
  const lineId = idArgument(input.line);
  const imageId = idArgument(input.image);
  const featureIds =
    input.features === undefined || input.features === null ? null : idList(input.features).sort();
  const which = lineId
    ? eq(cartLines.id, lineId)
    : imageId
      ? and(
          eq(cartLines.productImageId, imageId),
          featureIds ? sql`${cartLines.featureIds} = ${`{${featureIds.join(',')}}`}::uuid[]` : undefined,
        )
      : eq(cartLines.giftCardId, idArgument(input.giftCard)!);
  return and(eq(cartLines.cartId, cartId), which);
}

async function changeLine(
  ctx: ServiceContext,
  input: CartItemInput,
  change: 'reduce' | 'remove',
): Promise<CartView> {
  const ids = [input.line, input.image, input.giftCard].map(idArgument);
  if (ids.every((id) => id === null)) throw cartErrors.itemRequired();
  if (![...ids.flatMap((id) => id ?? []), ...idList(input.features)].every(isUuid))
    throw cartErrors.itemNotInCart();
  return withTransaction(ctx, async (tx) => {
    const cart = await moveToCountry(tx, await findCart(tx, input.cart, { lock: true, write: true }));
    // Without features, the variant's oldest line (a client that knows nothing of features).
    const [line] = await tx.db
      .select()
      .from(cartLines)
      .where(lineCondition(cart.id, input))
      .orderBy(cartLines.createdAt)
      .limit(1);
    if (!line) throw cartErrors.itemNotInCart();
    if (change === 'remove' || line.quantity <= 1)
      await tx.db.delete(cartLines).where(eq(cartLines.id, line.id));
    else
      await tx.db
        .update(cartLines)
        .set({ quantity: line.quantity - 1, updatedAt: tx.now })
        .where(eq(cartLines.id, line.id));
    return buildCartView(tx, cart);
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
  return withTransaction(ctx, async (tx) =>
    buildCartView(tx, await moveToCountry(tx, await findCart(tx, cartId))),
  );
}

/** getCartBYUser: the user's one cart (made on first use); the user themselves or staff. */
export async function getCartByUser(
  ctx: ServiceContext,
  userId: string | null | undefined,
): Promise<CartView> {
  const actor = requireSelfOrStaff(ctx, userId);
  const target = idArgument(userId ?? actor.id) ?? '';
  if (!isUuid(target)) throw accountErrors.userNotFound();
  return withTransaction(ctx, async (tx) =>
    buildCartView(tx, await moveToCountry(tx, await userCart(tx, target))),
  );
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
  const userId = idArgument(input.userId ?? actor.id) ?? '';
  if (userId !== actor.id.toLowerCase()) throw accountErrors.forbidden();
  if (!isUuid(userId)) throw accountErrors.userNotFound();
  const guestId = parseId(input.fakeCartId);
  return withTransaction(ctx, async (tx) => {
    const target = await moveToCountry(tx, await userCart(tx, userId, { lock: true }));
    if (!guestId || guestId === target.id) return buildCartView(tx, target);
    const [guest] = await tx.db
      .select()
      .from(carts)
      .where(and(eq(carts.id, guestId), isNull(carts.userId)))
      .for('update');
    if (!guest) return buildCartView(tx, target);
    await adoptGuestDesigns(tx, guest.id, userId);
    await moveGuestLines(tx, guest, target);
    const merged = await carryCodes(tx, guest, target);
    await tx.db.delete(carts).where(eq(carts.id, guest.id));
    return buildCartView(tx, merged);
  });
}

const variantKey = (line: CartLineItem) =>
  `${line.imageId}:${line.features
    .map((f) => f.id)
    .sort()
    .join(',')}:${line.design?.id ?? ''}`;

/**
 * Moves the guest cart's lines buyable in the context's country into the user's cart: a gift card
 * once, a variant adding to the user's line of it, each product within its limits (what the
 * user's cart already holds counts).
 */
async function moveGuestLines(tx: ServiceContext, guest: Cart, target: Cart): Promise<void> {
  const guestLines = await loadCartLines(tx, guest.id);
  const ownLines = await loadCartLines(tx, target.id);
  const held = quantityByProduct(ownLines);
  const ownByVariant = new Map(ownLines.flatMap((line) => (line.imageId ? [[variantKey(line), line]] : [])));
  const ownCards = new Set(ownLines.flatMap((line) => (line.giftCard ? [line.giftCard.id] : [])));

  for (const { line, problem } of checkLines(guestLines, tx.country)) {
    if (problem?.blocking) continue;
    if (line.giftCard) {
      if (!ownCards.has(line.giftCard.id))
        await tx.db
          .insert(cartLines)
          .values({ cartId: target.id, giftCardId: line.giftCard.id, quantity: 1 });
      continue;
    }
    const product = line.product!;
    const moved = Math.min(
      line.quantity,
      lineLimit(product, MAX_LINE_QUANTITY) - (held.get(product.id) ?? 0),
    );
    if (moved <= 0) continue;
    held.set(product.id, (held.get(product.id) ?? 0) + moved);
    const own = ownByVariant.get(variantKey(line));
    if (own)
      await tx.db
        .update(cartLines)
        .set({ quantity: own.quantity + moved, updatedAt: tx.now })
        .where(eq(cartLines.id, own.lineId));
    else
      await tx.db.insert(cartLines).values({
        cartId: target.id,
        productImageId: line.imageId!,
        featureIds: line.features.map((feature) => feature.id).sort(),
        quantity: moved,
        designId: line.design?.id ?? null,
      });
  }
}

/** A coupon or gift card chosen as a guest goes along when the user's cart has none. */
async function carryCodes(tx: ServiceContext, guest: Cart, target: Cart): Promise<Cart> {
  const carried = {
    couponId: target.couponId ?? guest.couponId,
    giftCardId: target.giftCardId ?? guest.giftCardId,
  };
  if (carried.couponId !== target.couponId || carried.giftCardId !== target.giftCardId)
    await tx.db.update(carts).set(carried).where(eq(carts.id, target.id));
  return { ...target, ...carried };
}

/** Empties a cart after its order was placed (inside the order's transaction). */
export async function emptyCart(
  ctx: ServiceContext,
  cartId: string,
  lineIds: readonly string[],
): Promise<void> {
  if (lineIds.length > 0)
    await ctx.db
      .delete(cartLines)
      .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, [...lineIds])));
  await ctx.db
    .update(carts)
    .set({ couponId: null, giftCardId: null, referralCodeId: null })
    .where(eq(carts.id, cartId));
}
