/**
 * The dashboard's areas, in the navigation's order, each with the permission that opens it
 * (core/admin/permissions.ts). The navigation lists only what the staff member may open; the
 * pages check the same permission (lib/admin.server.ts) and the services check it again.
 */
import type { AdminPermission } from '@souq/core/admin/permissions.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import type { IconName } from '../ui/icon.tsx';

export interface AdminArea {
  id: string;
  /** Below /admin ('' is the overview). */
  path: string;
  permission: AdminPermission;
  label: MessageKey;
  icon: IconName;
}

export const ADMIN_AREAS: readonly AdminArea[] = [
  { id: 'overview', path: '', permission: 'overview.read', label: 'admin.nav.overview', icon: 'grid' },
  { id: 'tickets', path: '/tickets', permission: 'tickets.read', label: 'admin.nav.tickets', icon: 'inbox' },
  {
    id: 'products',
    path: '/products',
    permission: 'products.read',
    label: 'admin.nav.products',
    icon: 'image',
  },
  // Merchandising (issue 21).
  {
    id: 'categories',
    path: '/categories',
    permission: 'merchandising.write',
    label: 'admin.nav.categories',
    icon: 'grid',
  },
  {
    id: 'collections',
    path: '/collections',
    permission: 'merchandising.write',
    label: 'admin.nav.collections',
    icon: 'star',
  },
  {
    id: 'catalogueTerms',
    path: '/catalogue-terms',
    permission: 'merchandising.write',
    label: 'admin.nav.catalogueTerms',
    icon: 'list',
  },
  { id: 'orders', path: '/orders', permission: 'orders.read', label: 'admin.nav.orders', icon: 'cart' },
  // Promotions (issue 21).
  {
    id: 'coupons',
    path: '/coupons',
    permission: 'promotions.write',
    label: 'admin.nav.coupons',
    icon: 'check-circle',
  },
  {
    id: 'giftCards',
    path: '/gift-cards',
    permission: 'promotions.write',
    label: 'admin.nav.giftCards',
    icon: 'card',
  },
  {
    id: 'referral',
    path: '/referral',
    permission: 'promotions.write',
    label: 'admin.nav.referral',
    icon: 'user',
  },
  {
    id: 'customers',
    path: '/customers',
    permission: 'customers.read',
    label: 'admin.nav.customers',
    icon: 'user',
  },
  // Content (issue 21).
  {
    id: 'content',
    path: '/content',
    permission: 'content.write',
    label: 'admin.nav.content',
    icon: 'list',
  },
  {
    id: 'designers',
    path: '/designers',
    permission: 'designers.read',
    label: 'admin.nav.designers',
    icon: 'star',
  },
  { id: 'payouts', path: '/payouts', permission: 'payouts.read', label: 'admin.nav.payouts', icon: 'wallet' },
  // The inbox (issue 21).
  { id: 'inbox', path: '/inbox', permission: 'inbox.read', label: 'admin.nav.inbox', icon: 'inbox' },
  {
    id: 'paymentMethods',
    path: '/payment-methods',
    permission: 'settings.write',
    label: 'admin.nav.paymentMethods',
    icon: 'card',
  },
  // Settings (issue 21).
  {
    id: 'settings',
    path: '/settings',
    permission: 'settings.write',
    label: 'admin.nav.settings',
    icon: 'globe',
  },
  { id: 'staff', path: '/staff', permission: 'staff.manage', label: 'admin.nav.staff', icon: 'shield' },
  { id: 'auditLog', path: '/audit-log', permission: 'audit.read', label: 'admin.nav.auditLog', icon: 'list' },
];

/** The areas a set of permissions opens (the first is where /admin lands). */
export const areasFor = (permissions: readonly AdminPermission[]): AdminArea[] =>
  ADMIN_AREAS.filter((area) => permissions.includes(area.permission));
