import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { addresses, type Address, type NewAddress } from '../db/schema/accounts.schema.ts';
import { accountErrors } from './account-errors.ts';
import {
  emailField,
  integerField,
  marketCountryField,
  optionalText,
  parseInput,
  phoneField,
  requiredText,
} from './account-validation.ts';
import { requireSelfOrStaff } from './accounts.service.ts';
import { isUuid } from '../ids.ts';

/** An address in the contract's names (SPEC.md section 3); zipCode and floorNo are integers. */
export interface AddressContract {
  _id: string;
  address1: string;
  address2: string | null;
  country: string;
  city: string;
  area: string | null;
  state: string | null;
  zipCode: number | null;
  streetName: string | null;
  floorNo: number | null;
  phone: string | null;
  building: string | null;
  fName: string | null;
  lName: string | null;
  email: string | null;
  code: string | null;
  apartment: string | null;
}

export interface AddressInput {
  _id?: string | null;
  address1?: string | null;
  address2?: string | null;
  country?: string | null;
  city?: string | null;
  area?: string | null;
  state?: string | null;
  zipCode?: number | string | null;
  streetName?: string | null;
  floorNo?: number | string | null;
  phone?: string | null;
  building?: string | null;
  fName?: string | null;
  lName?: string | null;
  email?: string | null;
  code?: string | null;
  apartment?: string | null;
}

export const MAX_ADDRESSES_PER_USER = 50;

const addressSchema = z.object({
  address1: requiredText(300),
  address2: optionalText(300),
  country: marketCountryField,
  city: requiredText(120),
  area: optionalText(120),
  state: optionalText(120),
  zipCode: integerField,
  streetName: optionalText(200),
  floorNo: integerField,
  phone: phoneField,
  building: optionalText(80),
  fName: optionalText(80),
  lName: optionalText(80),
  email: emailField.nullish().or(z.literal('').transform(() => null)),
  code: optionalText(8),
  apartment: optionalText(80),
});

export const toAddressContract = (row: Address): AddressContract => ({
  _id: row.id,
  address1: row.address1,
  address2: row.address2,
  country: row.country,
  city: row.city,
  area: row.area,
  state: row.state,
  zipCode: row.zipCode,
  streetName: row.streetName,
  floorNo: row.floorNo,
  phone: row.phone,
  building: row.building,
  fName: row.fName,
  lName: row.lName,
  email: row.email,
  code: row.code,
  apartment: row.apartment,
});

function targetUser(ctx: ServiceContext, user: string | null | undefined): string {
  const actor = requireSelfOrStaff(ctx, user);
  const id = (user ?? actor.id).toLowerCase();
  if (!isUuid(id)) throw accountErrors.userNotFound();
  return id;
}

/** The user's addresses, oldest first. */
export async function listAddresses(
  ctx: ServiceContext,
  input: { user?: string | null },
): Promise<AddressContract[]> {
  const userId = targetUser(ctx, input.user);
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddressContract);
}

/** Adds an address of the user (themselves or staff); answers the user's address list. */
export async function addAddress(
  ctx: ServiceContext,
  input: { user?: string | null; address?: AddressInput | null },
): Promise<AddressContract[]> {
  const userId = targetUser(ctx, input.user);
  const data = parseInput(addressSchema, input.address ?? {});
  const existing = await ctx.db.$count(addresses, eq(addresses.userId, userId));
  if (existing >= MAX_ADDRESSES_PER_USER) {
    throw accountErrors.addressLimit();
  }
  const row: NewAddress = { userId, ...data };
  await ctx.db.insert(addresses).values(row);
  return listAddresses(ctx, { user: userId });
}

/** Replaces the fields of one of the user's addresses (`address._id`). */
export async function updateAddress(
  ctx: ServiceContext,
  input: { user?: string | null; address?: AddressInput | null },
): Promise<AddressContract[]> {
  const userId = targetUser(ctx, input.user);
  const id = input.address?._id?.trim() ?? '';
  if (!isUuid(id)) throw accountErrors.addressNotFound();
  const data = parseInput(addressSchema, input.address ?? {});
  const [updated] = await ctx.db
    .update(addresses)
    .set(data)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (!updated) throw accountErrors.addressNotFound();
  return listAddresses(ctx, { user: userId });
}

/** Removes one of the user's addresses. */
export async function removeAddress(
  ctx: ServiceContext,
  input: { user?: string | null; address?: string | null },
): Promise<AddressContract[]> {
  const userId = targetUser(ctx, input.user);
  const id = input.address?.trim() ?? '';
  if (!isUuid(id)) throw accountErrors.addressNotFound();
  const [removed] = await ctx.db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (!removed) throw accountErrors.addressNotFound();
  return listAddresses(ctx, { user: userId });
}
