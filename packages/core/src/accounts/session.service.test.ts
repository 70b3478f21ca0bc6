import { describe, expect, it } from 'vitest';
import { changeEndsSessions } from './session.service.ts';

const before = { role: 'customer', privilageType: null, status: true } as const;

describe('changeEndsSessions (docs/decisions/025)', () => {
  it.each([
    ['a new password', { passwordHash: 'scrypt$...' }],
    ['a block or deactivation', { status: false }],
    ['another role', { role: 'designer' as const }],
    ['a privilege given', { privilageType: 'admin' as const }],
  ])('ends sessions on %s', (_name, changes) => {
    expect(changeEndsSessions(before, changes)).toBe(true);
  });

  it.each([
    ['a reactivation', { status: true }],
    ['the same role again', { role: 'customer' as const }],
    ['the same privilege again', { privilageType: null }],
    ['nothing that gives or takes rights', {}],
  ])('keeps sessions on %s', (_name, changes) => {
    expect(changeEndsSessions(before, changes)).toBe(false);
  });

  it('ends sessions when a privilege is taken away', () => {
    expect(changeEndsSessions({ ...before, privilageType: 'admin' }, { privilageType: null })).toBe(true);
  });
});
