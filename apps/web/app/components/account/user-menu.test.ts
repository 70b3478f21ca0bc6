import { describe, expect, it } from 'vitest';
import { menuEntries } from './user-menu.tsx';

const ids = (user: Parameters<typeof menuEntries>[0]) =>
  menuEntries(
    user,
    (to) => `/en-sa${to}`,
    (key) => key,
  ).map((entry) => entry.id);

describe('the signed-in user menu (SPEC.md sections 2 and 6)', () => {
  it('gives a customer edit profile, orders, addresses, wishlist, contact', () => {
    expect(ids({ role: 'customer', privilageType: null })).toEqual([
      'edit',
      'orders',
      'addresses',
      'wishlist',
      'contact',
    ]);
  });

  it("puts a shopper's order updates on My orders (issue 23)", () => {
    const entries = menuEntries(
      { role: 'customer', privilageType: null },
      (to) => to,
      (key) => key,
      2,
    );
    expect(entries.find((entry) => entry.id === 'orders')?.badge).toBe(2);
    expect(entries.filter((entry) => entry.badge).map((entry) => entry.id)).toEqual(['orders']);
  });

  it('adds the dashboard, payment and products (with the badge) for designers', () => {
    const entries = menuEntries(
      { role: 'designer', privilageType: null },
      (to) => to,
      (key) => key,
      3,
    );
    expect(entries.map((entry) => entry.id)).toEqual([
      'dashboard',
      'edit',
      'orders',
      'addresses',
      'wishlist',
      'payment',
      'products',
      'contact',
    ]);
    expect(entries.find((entry) => entry.id === 'products')?.badge).toBe(3);
    expect(entries.find((entry) => entry.id === 'payment')?.href).toBe('/profile/payment');
  });

  it('puts the admin panel first for every staff privilege, and only for staff', () => {
    for (const privilageType of ['superAdmin', 'admin', 'designerSupport'] as const) {
      expect(ids({ role: 'customer', privilageType })[0]).toBe('admin');
    }
    expect(ids({ role: 'manufacturer', privilageType: null })).not.toContain('admin');
  });
});
