import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { userPaymentAccounts, users, type UserPaymentAccount } from '../db/schema/accounts.schema.ts';
import { accountErrors, isUniqueViolation } from './account-errors.ts';
import {
  emailField,
  normalizeDigits,
  optionalText,
  parseInput,
  requiredText,
  VALIDATION_KEYS,
} from './account-validation.ts';
import { requireSelfOrStaff } from './accounts.service.ts';
import { toWesternDigits } from '../locale/locales.ts';

/**
 * Where a designer is paid (SPEC.md section 3 payment). Departure from the SPEC (docs/decisions/008):
 * the card security code is never stored nor answered, and a card number is kept only as its last
 * four digits; `cardNo` is answered masked.
 */
export interface PaymentDetailsContract {
  _id: string;
  bank: string;
  branch: string | null;
  name: string | null;
  accountNo: string | null;
  iban: string | null;
  country: string | null;
  swiftCode: string | null;
  email: string | null;
  creditMethod: string | null;
  /** `**** **** **** 1234`, or null. */
  cardNo: string | null;
  cardLast4: string | null;
  expiryDate: string | null;
}

export interface PaymentDetailsInput {
  bank?: string | null;
  branch?: string | null;
  name?: string | null;
  accountNo?: string | null;
  iban?: string | null;
  country?: string | null;
  swiftCode?: string | null;
  email?: string | null;
  creditMethod?: string | null;
  cardNo?: string | null;
  /** Accepted for compatibility with old clients and dropped at once: never stored. */
  cvv?: string | null;
  expiryDate?: string | null;
}

const cardLast4Field = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (!value || value.trim() === '') return null;
    const digits = normalizeDigits(value);
    if (digits === null || digits.length < 12 || digits.length > 19) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.numeric });
      return z.NEVER;
    }
    return digits.slice(-4);
  });

// cvv is deliberately absent: zod drops unknown keys, so it cannot reach the database.
const detailsSchema = z.object({
  bank: requiredText(120),
  branch: optionalText(120),
  name: optionalText(160),
  // Numbers typed in Arabic-Indic digits are stored in Western digits (issue 14, case 14).
  accountNo: optionalText(64).transform((value) => (value ? toWesternDigits(value) : null)),
  iban: optionalText(64).transform((value) =>
    value ? toWesternDigits(value).replace(/\s+/g, '').toUpperCase() : null,
  ),
  country: optionalText(120),
  swiftCode: optionalText(16),
  email: emailField.nullish().or(z.literal('').transform(() => null)),
  creditMethod: optionalText(60),
  cardNo: cardLast4Field,
  expiryDate: optionalText(10),
});

export const toPaymentDetailsContract = (row: UserPaymentAccount): PaymentDetailsContract => ({
  _id: row.id,
  bank: row.bank,
  branch: row.branch,
  name: row.name,
  accountNo: row.accountNo,
  iban: row.iban,
  country: row.country,
  swiftCode: row.swiftCode,
  email: row.email,
  creditMethod: row.creditMethod,
  cardNo: row.cardLast4 ? `**** **** **** ${row.cardLast4}` : null,
  cardLast4: row.cardLast4,
  expiryDate: row.expiryDate,
});

/**
 * The target must be paid by the site: a designer (SPEC.md section 6: payment pages are
 * designer-only) or a manufacturer, who withdraws their manufacturing profit the same way.
 */
async function designerTarget(ctx: ServiceContext, user: string | null | undefined): Promise<string> {
  const actor = requireSelfOrStaff(ctx, user);
  const id = (user ?? actor.id).toLowerCase();
  if (!/^[0-9a-f-]{36}$/.test(id)) throw accountErrors.userNotFound();
  const [row] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw accountErrors.userNotFound();
  if (row.role !== 'designer' && row.role !== 'manufacturer') throw accountErrors.designersOnly();
  return id;
}

export async function listPaymentDetails(
  ctx: ServiceContext,
  input: { user?: string | null },
): Promise<PaymentDetailsContract[]> {
  const userId = await designerTarget(ctx, input.user);
  const rows = await ctx.db
    .select()
    .from(userPaymentAccounts)
    .where(eq(userPaymentAccounts.userId, userId))
    .orderBy(asc(userPaymentAccounts.createdAt));
  return rows.map(toPaymentDetailsContract);
}

const rowValues = (data: z.output<typeof detailsSchema>) => {
  const { cardNo, ...rest } = data;
  return { ...rest, cardLast4: cardNo };
};

/** Adds the payment details of one bank; answers the designer's list. */
export async function addPayment(
  ctx: ServiceContext,
  input: { user?: string | null } & PaymentDetailsInput,
): Promise<PaymentDetailsContract[]> {
  const userId = await designerTarget(ctx, input.user);
  const data = parseInput(detailsSchema, input);
  try {
    await ctx.db.insert(userPaymentAccounts).values({ userId, ...rowValues(data) });
  } catch (error) {
    if (isUniqueViolation(error)) throw accountErrors.paymentExists();
    throw error;
  }
  return listPaymentDetails(ctx, { user: userId });
}

/** Replaces the details of the designer's `bank`. */
export async function updatePayment(
  ctx: ServiceContext,
  input: { user?: string | null; mailLang?: string | null } & PaymentDetailsInput,
): Promise<PaymentDetailsContract[]> {
  const userId = await designerTarget(ctx, input.user);
  const data = parseInput(detailsSchema, input);
  const [updated] = await ctx.db
    .update(userPaymentAccounts)
    .set(rowValues(data))
    .where(and(eq(userPaymentAccounts.userId, userId), eq(userPaymentAccounts.bank, data.bank)))
    .returning({ id: userPaymentAccounts.id });
  if (!updated) throw accountErrors.paymentNotFound();
  return listPaymentDetails(ctx, { user: userId });
}

/** Removes the details of the designer's `bank`. */
export async function removePayment(
  ctx: ServiceContext,
  input: { user?: string | null; bank?: string | null },
): Promise<PaymentDetailsContract[]> {
  const userId = await designerTarget(ctx, input.user);
  const bank = parseInput(requiredText(120), input.bank);
  const [removed] = await ctx.db
    .delete(userPaymentAccounts)
    .where(and(eq(userPaymentAccounts.userId, userId), eq(userPaymentAccounts.bank, bank)))
    .returning({ id: userPaymentAccounts.id });
  if (!removed) throw accountErrors.paymentNotFound();
  return listPaymentDetails(ctx, { user: userId });
}
