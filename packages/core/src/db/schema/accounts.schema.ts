import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  activeStatus,
  bilingualDescription,
  countryCode,
  createdAt,
  currencyCode,
  langCode,
  primaryId,
  timestamps,
} from './common.schema.ts';

export const userRole = pgEnum('user_role', ['customer', 'designer', 'manufacturer']);
/** Staff powers sit beside the role (a designer can also be support staff); null = no admin access. */
export const privilegeType = pgEnum('privilage_type', ['superAdmin', 'admin', 'designerSupport']);
export const gender = pgEnum('gender', ['male', 'female']);

/** Customers, designers and manufacturers share one table: they log in the same way. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    role: userRole('role').notNull().default('customer'),
    privilageType: privilegeType('privilage_type'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    /** Lower-cased by the writer and checked here; null for social sign-ups without an email. */
    email: text('email'),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    birthDate: date('birth_date'),
    ...bilingualDescription(),
    city: text('city'),
    /** Free text: designers may live outside the three markets. */
    country: text('country'),
    salesNumber: integer('sales_number').notNull().default(0),
    image: text('image'),
    /** false = blocked or deactivated; only an administrator can reactivate. */
    status: activeStatus(),
    /**
     * When the user deactivated their own account (status false by their choice); null for an
     * active account and for a block by staff. Login tells the two apart (how to reactivate).
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    gender: gender('gender'),
    featured: boolean('featured').notNull().default(false),
    favLang: langCode('fav_lang').notNull().default('ar'),
    mailLang: langCode('mail_lang').notNull().default('ar'),
    ownCurrency: currencyCode('own_currency'),
    orderNum: integer('order_num').notNull().default(0),
    subscribed: boolean('subscribed').notNull().default(false),
    ggId: text('gg_id'),
    fbId: text('fb_id'),
    /** Dialling code of the phone (e.g. +20). */
    code: text('code'),
    responsesReaded: integer('responses_readed').notNull().default(0),
    /**
     * Until when the shopper has seen their orders' status changes (the user menu's badge counts
     * the later ones, orders/order-updates.service.ts); set when they open their orders.
     */
    orderUpdatesSeenAt: timestamp('order_updates_seen_at', { withTimezone: true }).notNull().defaultNow(),
    discountCode: text('discount_code'),
    /** originMeta is shown only when origin_marker equals a partner value (SPEC 3). */
    originMarker: text('origin_marker'),
    originMeta: jsonb('origin_meta').$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_slug_uq').on(t.slug),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_gg_id_uq').on(t.ggId),
    uniqueIndex('users_fb_id_uq').on(t.fbId),
    index('users_role_featured_idx').on(t.role, t.featured),
    index('users_role_sales_idx').on(t.role, t.salesNumber),
    index('users_role_country_idx').on(t.role, t.country),
    index('users_privilage_type_idx').on(t.privilageType),
    index('users_status_idx').on(t.status),
    index('users_created_at_idx').on(t.createdAt),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Where a designer or manufacturer is paid. The card security code is never stored (PCI DSS
 * forbids keeping it); only the card's last four digits are kept for display.
 */
export const userPaymentAccounts = pgTable(
  'user_payment_accounts',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bank: text('bank').notNull(),
    branch: text('branch'),
    name: text('name'),
    accountNo: text('account_no'),
    iban: text('iban'),
    country: text('country'),
    swiftCode: text('swift_code'),
    email: text('email'),
    creditMethod: text('credit_method'),
    cardLast4: text('card_last4'),
    expiryDate: text('expiry_date'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('user_payment_accounts_user_bank_uq').on(t.userId, t.bank)],
);

/** Shipping addresses; always in one of the three markets because delivery is priced per country. */
export const addresses = pgTable(
  'addresses',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address1: text('address1').notNull(),
    address2: text('address2'),
    country: countryCode('country').notNull(),
    city: text('city').notNull(),
    area: text('area'),
    state: text('state'),
    zipCode: integer('zip_code'),
    streetName: text('street_name'),
    floorNo: integer('floor_no'),
    phone: text('phone'),
    building: text('building'),
    fName: text('f_name'),
    lName: text('l_name'),
    email: text('email'),
    code: text('code'),
    apartment: text('apartment'),
    ...timestamps(),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId)],
);

/** 4-digit SMS codes; only a hash is kept, with an expiry and an attempt counter. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: primaryId(),
    phone: text('phone').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().default('verify_phone'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.phone, t.createdAt),
    index('otp_codes_user_id_idx').on(t.userId),
    index('otp_codes_expires_at_idx').on(t.expiresAt),
  ],
);

/** Only the token's hash is stored so a database leak cannot reset passwords. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
    index('password_reset_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPaymentAccount = typeof userPaymentAccounts.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;
export type OtpCode = typeof otpCodes.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
