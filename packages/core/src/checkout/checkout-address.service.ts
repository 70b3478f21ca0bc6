/**
 * The `addr` check of checkout (SPEC.md section 5, routing checks): the value must be one of the
 * signed-in user's saved addresses, else 500 'This address is not found for this user!'; an
 * address outside the country ordered from cannot take the cart (the page sends the shopper home
 * with msg=failAddress). placeOrder applies the same two rules again inside its transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { addresses, type Address } from '../db/schema/accounts.schema.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { toAddressContract, type AddressContract } from '../accounts/addresses.service.ts';
import { cartErrors } from '../cart/cart-errors.ts';
import { idArgument } from '../ids.ts';
import { isUuid } from '../ids.ts';

/** One of the customer's saved addresses, else ADDRESS_NOT_FOUND. */
export async function findCustomerAddress(
  ctx: ServiceContext,
  addr: string | null | undefined,
  customerId: string,
): Promise<Address> {
  const id = idArgument(addr) ?? '';
  if (!isUuid(id)) throw cartErrors.addressNotFound();
  const [row] = await ctx.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, customerId)))
    .limit(1);
  if (!row) throw cartErrors.addressNotFound();
  return row;
}

export async function getCheckoutAddress(
  ctx: ServiceContext,
  addr: string | null | undefined,
): Promise<AddressContract> {
  const actor = requireActor(ctx);
  const row = await findCustomerAddress(ctx, addr, actor.id.toLowerCase());
  if (row.country !== ctx.country) throw cartErrors.addressCountryMismatch();
  return toAddressContract(row);
}
