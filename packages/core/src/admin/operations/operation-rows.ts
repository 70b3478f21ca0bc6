/**
 * The rows of the dashboard's operations x roles table (admin-operations.int.test.ts), one file per
 * area of the dashboard so that each area lists its own operations beside its services. A row calls
 * the operation on ids that exist nowhere: past the permission check it ends in 404, 400 or an empty
 * answer and changes nothing.
 */
import type { ServiceContext } from '../../context.ts';
import type { AdminPermission } from '../permissions.ts';

/** An id no row of any table has. */
export const NOWHERE = '00000000-0000-4000-8000-00000000dead';

export type OperationRow = {
  /** The permission that opens it ('staff': any staff member). */
  permission: AdminPermission | 'staff';
  call: (ctx: ServiceContext) => Promise<unknown>;
};

export interface AreaOperations {
  /** The service modules whose every exported function is an operation or named in `notOperations`. */
  services: Record<string, object>;
  operations: Record<string, OperationRow>;
  /** Exports of those modules that are not staff operations, and why. */
  notOperations: Record<string, string>;
}
