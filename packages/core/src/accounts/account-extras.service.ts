/**
 * The account fields of SPEC.md section 3 that live in other tables: `wallet`, `referralCode`,
 * `referralCodeUses` and `hearts` (issue 23: the User type lacked them). Like the other account
 * fields (user.mapper.ts), only the user themselves and staff see them; anyone else gets null.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { referralCodes } from '../db/schema/promotions.schema.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { wishlistItems } from '../db/schema/wishlist.schema.ts';
import { isCurrency } from '../locale/locales.ts';
import { toMajorUnits } from '../money/money.ts';
import { referralCodeUsesOf } from '../wallet/referral-uses.ts';
import { walletBalanceMinor } from '../wallet/wallet.service.ts';
import { isStaff } from './user.mapper.ts';

export interface AccountExtras {
  /** The wallet's balance in the user's own currency (EGP when they have not chosen one). */
  wallet: number;
  referralCode: string | null;
  referralCodeUses: { paymentUses: number; registerUses: number };
  /** The products the user has hearted. */
  hearts: string[];
}

/** The extras of `userId` for the signed-in viewer, or null when the viewer may not see them. */
export async function accountExtrasOf(ctx: ServiceContext, userId: string): Promise<AccountExtras | null> {
  const viewer = ctx.user;
  if (!viewer || (viewer.id !== userId && !isStaff(viewer))) return null;
  const [user] = await ctx.db
    .select({ ownCurrency: users.ownCurrency })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const currency = isCurrency(user.ownCurrency) ? user.ownCurrency : 'EGP';
  const [balanceMinor, code, uses, hearted] = await Promise.all([
    walletBalanceMinor(ctx, userId, currency),
    ctx.db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId))
      .limit(1),
    referralCodeUsesOf(ctx, userId),
    ctx.db
      .selectDistinct({ productId: productImages.productId })
      .from(wishlistItems)
      .innerJoin(productImages, eq(productImages.id, wishlistItems.productImageId))
      .where(eq(wishlistItems.userId, userId)),
  ]);
  return {
    wallet: toMajorUnits(balanceMinor, currency),
    referralCode: code[0]?.code ?? null,
    referralCodeUses: uses,
    hearts: hearted.map((row) => row.productId),
  };
}
