/** The lifecycle table (docs/decisions/020) read as the rules of issue 6. */
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CANCELLABLE,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  customerMayCancel,
  displayStatus,
  transitionKind,
} from './order-lifecycle.service.ts';

describe('order status transitions', () => {
  it('moves a cash-on-delivery order forward one step at a time', () => {
    const path = ['placed', 'in_production', 'ready_for_shipping', 'out_for_delivery', 'delivered'] as const;
    for (let i = 1; i < path.length; i += 1) expect(transitionKind(path[i - 1]!, path[i]!)).toBe('change');
    expect(transitionKind('pending', 'placed')).toBe('change');
    // Ready-made pieces skip production.
    expect(transitionKind('placed', 'ready_for_shipping')).toBe('change');
  });

  it('cancels before the courier has it, and refunds only delivered or cancelled orders', () => {
    for (const from of ['pending', 'placed', 'in_production', 'ready_for_shipping'] as const)
      expect(transitionKind(from, 'cancelled')).toBe('cancel');
    for (const from of ['out_for_delivery', 'delivered', 'refunded', 'cancelled'] as const)
      expect(transitionKind(from, 'cancelled')).toBeNull();
    expect(transitionKind('delivered', 'refunded')).toBe('refund');
    expect(transitionKind('cancelled', 'refunded')).toBe('refund');
    for (const from of [
      'pending',
      'placed',
      'in_production',
      'ready_for_shipping',
      'out_for_delivery',
    ] as const)
      expect(transitionKind(from, 'refunded')).toBeNull();
  });

  it('never goes back, never stays, and ends at refunded', () => {
    for (const from of ORDER_STATUSES) {
      expect(transitionKind(from, from)).toBeNull();
      for (const to of Object.keys(ORDER_TRANSITIONS[from]))
        if (to !== 'cancelled' && to !== 'refunded')
          expect(ORDER_STATUSES.indexOf(to as never)).toBeGreaterThan(ORDER_STATUSES.indexOf(from));
    }
    expect(ORDER_TRANSITIONS.refunded).toEqual({});
    expect(transitionKind('delivered', 'out_for_delivery')).toBeNull();
  });

  it("reads the old 'confirmed' as 'placed'", () => {
    expect(ORDER_TRANSITIONS.confirmed).toEqual(ORDER_TRANSITIONS.placed);
    expect(displayStatus('confirmed')).toBe('placed');
    expect(customerMayCancel({ status: 'confirmed' })).toBe(true);
  });

  it('lets the customer cancel only pending or placed orders', () => {
    expect([...CUSTOMER_CANCELLABLE].sort()).toEqual(['confirmed', 'pending', 'placed']);
    expect(customerMayCancel({ status: 'in_production' })).toBe(false);
    expect(customerMayCancel({ status: 'out_for_delivery' })).toBe(false);
  });
});
