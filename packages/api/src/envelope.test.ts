import { describe, expect, it } from 'vitest';
import { DomainError, notFound } from '@souq/core/errors.ts';
import { envelope } from './envelope.ts';

describe('envelope', () => {
  it('wraps a result with status_code 200', async () => {
    expect(await envelope(() => ({ id: 1 }))).toEqual({
      status_code: 200,
      message: 'success',
      errors: null,
      message_key: null,
      error_code: null,
      data: { id: 1 },
    });
  });

  it('keeps an empty list and a null result as data', async () => {
    expect((await envelope(async () => [])).data).toEqual([]);
    expect((await envelope(async () => null)).data).toBeNull();
  });

  it('turns a DomainError into its status, contract message, i18n key and null data', async () => {
    const result = await envelope(async () => {
      throw notFound('product', 'Product not found or unavailable in this country');
    });
    expect(result).toEqual({
      status_code: 404,
      message: 'Product not found or unavailable in this country',
      errors: ['Product not found or unavailable in this country'],
      message_key: 'errors.product.notFound',
      error_code: 'PRODUCT_NOT_FOUND',
      data: null,
    });
  });

  it('keeps the status of any DomainError', async () => {
    const error = new DomainError({
      code: 'LOGIN_FAILED',
      messageKey: 'errors.login.invalidUser',
      message: 'Invalid user!',
      status: 500,
    });
    expect(await envelope(() => Promise.reject(error))).toMatchObject({
      status_code: 500,
      errors: ['Invalid user!'],
    });
  });

  it('rethrows anything unexpected, for Yoga to mask', async () => {
    const bug = new TypeError('x is undefined');
    await expect(envelope(() => Promise.reject(bug))).rejects.toBe(bug);
  });
});
