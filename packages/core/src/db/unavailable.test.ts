import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { DatabaseUnavailableError } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** The shapes below are the ones the drivers really throw (seen on PostgreSQL 15 and PGlite). */
const withProps = (message: string, props: Record<string, unknown>) =>
  Object.assign(new Error(message), props);
const drizzleWrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { name: 'DrizzleQueryError', cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a backend terminated by the server (57P01)',
      withProps('terminating connection due to administrator command', { code: '57P01' }),
    ],
    [
      'a server shutting down (57P02/57P03)',
      withProps('the database system is shutting down', { code: '57P03' }),
    ],
    ['too many connections (53300)', withProps('sorry, too many clients already', { code: '53300' })],
    ['a connection failure class (08006)', withProps('connection failure', { code: '08006' })],
    ['a refused connection', withProps('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['a reset socket', withProps('read ECONNRESET', { code: 'ECONNRESET' })],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client broken by an earlier error',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a pool closed at shutdown', new Error('Cannot use a pool after calling end on the pool')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['the error openDatabase throws', new DatabaseUnavailableError('Cannot reach PostgreSQL')],
    [
      'a driver error wrapped by Drizzle',
      drizzleWrapped(withProps('terminating connection', { code: '57P01' })),
    ],
    ['a closed PGlite wrapped by Drizzle', drizzleWrapped(new Error('PGlite is closed'))],
    [
      'every address of a host refused (AggregateError)',
      new AggregateError([withProps('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })], ''),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', drizzleWrapped(withProps('duplicate key value', { code: '23505' }))],
    ['a serialization failure (40001)', withProps('could not serialize access', { code: '40001' })],
    [
      'a missing database (3D000: configuration, not an outage)',
      withProps('database "x" does not exist', { code: '3D000' }),
    ],
    ['a syntax error (42601)', withProps('syntax error at or near', { code: '42601' })],
    ['a DomainError', new DomainError({ code: 'X', messageKey: 'errors.generic', message: 'x' })],
    ['a plain TypeError', new TypeError('Cannot read properties of undefined')],
    ['undefined', undefined],
    ['a string', 'Connection terminated'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on a cycle of causes', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = { message: 'b', cause: a };
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
