/**
 * Who may do what in the dashboard (issue 17, docs/decisions/033). THE table: every admin service
 * asks `requirePermission(ctx, '<permission>')` before it reads or writes, the dashboard's
 * navigation shows only the areas `mayOpen` allows, and `permissions.test.ts` walks every
 * permission x privilege. Older checks of the ticket desk and payouts (`mayReviewTickets`,
 * payouts.service) agree with this table.
 */
import type { Actor, ServiceContext } from '../context.ts';
import { accountErrors } from '../accounts/account-errors.ts';

export type StaffPrivilege = NonNullable<Actor['privilageType']>;

export const STAFF_PRIVILEGES: readonly StaffPrivilege[] = ['superAdmin', 'admin', 'designerSupport'];

/**
 * Every permission, with the privileges that hold it. superAdmin holds all; admin runs the shop
 * (catalog, orders, people, promotions, content, inbox); designerSupport the ticket desk, designers
 * and reads of their payouts.
 */
export const PERMISSIONS = {
  /** The overview: sales, orders by status, stock, payouts due. */
  'overview.read': ['superAdmin', 'admin'],
  /** The ticket queue, a ticket, its attachments and discussion. */
  'tickets.read': ['superAdmin', 'admin', 'designerSupport'],
  /** Accept, reject, reopen a ticket; write in its discussion. */
  'tickets.decide': ['superAdmin', 'admin', 'designerSupport'],
  'products.read': ['superAdmin', 'admin'],
  /** Edit, publish, unpublish products. */
  'products.write': ['superAdmin', 'admin'],
  'orders.read': ['superAdmin', 'admin'],
  /** Move an order along its lifecycle, cancel and refund it. */
  'orders.write': ['superAdmin', 'admin'],
  'customers.read': ['superAdmin', 'admin'],
  /** Block and reactivate customers, change their role. */
  'customers.write': ['superAdmin', 'admin'],
  /** Credit or debit a wallet, with a reason. */
  'wallets.adjust': ['superAdmin', 'admin'],
  /** Create and remove staff, change a staff member's privilege. */
  'staff.manage': ['superAdmin'],
  /** Designers and manufacturers: list, sales and balances. */
  'designers.read': ['superAdmin', 'admin', 'designerSupport'],
  /** The featured flag and other designer settings. */
  'designers.write': ['superAdmin', 'admin'],
  'payouts.read': ['superAdmin', 'admin', 'designerSupport'],
  /** Approve, mark paid (with a reference) or reject a withdrawal request. */
  'payouts.decide': ['superAdmin', 'admin'],
  /** The audit log of every staff write. */
  'audit.read': ['superAdmin'],
  /** Part 2 (issue 21): merchandising, promotions, content, inbox, settings. */
  /** Categories, subcategories, collections, offers, tags and attributes. */
  'merchandising.write': ['superAdmin', 'admin'],
  /** Coupons, gift cards, the referral programme. */
  'promotions.write': ['superAdmin', 'admin'],
  'content.write': ['superAdmin', 'admin'],
  /** Contact messages, career requests, the search keywords report. */
  'inbox.read': ['superAdmin', 'admin'],
  /** Answer and archive messages; hide and restore reviews and discussion messages. */
  'inbox.write': ['superAdmin', 'admin'],
  'settings.write': ['superAdmin'],
} as const satisfies Record<string, readonly StaffPrivilege[]>;

export type AdminPermission = keyof typeof PERMISSIONS;

export const ADMIN_PERMISSIONS = Object.keys(PERMISSIONS) as AdminPermission[];

/** Whether `actor` (active staff) holds `permission`. */
export function can(actor: Actor | null, permission: AdminPermission): boolean {
  if (!actor?.privilageType || !actor.status) return false;
  return (PERMISSIONS[permission] as readonly StaffPrivilege[]).includes(actor.privilageType);
}

/**
 * The check every admin service starts with: a guest is 401, anyone signed in without the
 * permission 403 (`errors.auth.forbidden`). Answers the acting staff member.
 */
export function requirePermission(ctx: Pick<ServiceContext, 'user'>, permission: AdminPermission): Actor {
  const actor = ctx.user;
  if (!actor) throw accountErrors.unauthenticated();
  if (!can(actor, permission)) throw accountErrors.forbidden();
  return actor;
}

/** Every permission `actor` holds (the dashboard's navigation and buttons read this). */
export const permissionsOf = (actor: Actor | null): AdminPermission[] =>
  ADMIN_PERMISSIONS.filter((permission) => can(actor, permission));
