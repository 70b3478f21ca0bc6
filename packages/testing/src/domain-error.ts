import { expect } from 'vitest';
import { DomainError } from '@souq/core/errors.ts';

/** The DomainError a service call fails with; the test fails when it succeeds or throws anything else. */
export async function expectDomainError(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
