import { describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import { ADMIN_PERMISSIONS, can, permissionsOf, requirePermission, STAFF_PRIVILEGES } from './permissions.ts';

const actor = (privilageType: Actor['privilageType'], status = true): Actor => ({
  id: '00000000-0000-4000-8000-000000000001',
  role: 'customer',
  privilageType,
  status,
});

/** What each privilege holds (issue 17): superAdmin all, admin the shop, designerSupport the desk. */
const EXPECTED: Record<(typeof STAFF_PRIVILEGES)[number], readonly string[]> = {
  superAdmin: ADMIN_PERMISSIONS,
  admin: ADMIN_PERMISSIONS.filter((p) => !['staff.manage', 'audit.read', 'settings.write'].includes(p)),
  designerSupport: ['tickets.read', 'tickets.decide', 'designers.read', 'payouts.read'],
};

describe('dashboard permissions', () => {
  it.each(STAFF_PRIVILEGES)('%s holds exactly its permissions', (privilege) => {
    expect(permissionsOf(actor(privilege)).sort()).toEqual([...EXPECTED[privilege]].sort());
  });

  it('customers, designers, blocked staff and guests hold none', () => {
    expect(permissionsOf(actor(null))).toEqual([]);
    expect(permissionsOf({ ...actor(null), role: 'designer' })).toEqual([]);
    expect(permissionsOf(actor('superAdmin', false))).toEqual([]);
    expect(permissionsOf(null)).toEqual([]);
    expect(can(null, 'orders.read')).toBe(false);
  });

  it('refuses a guest with 401 and staff without the permission with 403', () => {
    expect(() => requirePermission({ user: null }, 'orders.read')).toThrow(
      expect.objectContaining({ status: 401, code: 'UNAUTHENTICATED' }),
    );
    expect(() => requirePermission({ user: actor('designerSupport') }, 'orders.write')).toThrow(
      expect.objectContaining({ status: 403, code: 'FORBIDDEN' }),
    );
    expect(requirePermission({ user: actor('admin') }, 'orders.write').privilageType).toBe('admin');
  });
});
