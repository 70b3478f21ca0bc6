import { describe, expect, it } from 'vitest';
import { expectEnvelope, signTestToken, type Shape } from '@souq/testing';
import { seedCatalog } from '@souq/testing/catalog-contract.fixture.ts';
import { useContractApi } from '@souq/testing/contract-api.fixture.ts';

const SEARCH_USER = `query SearchUser($value: String, $role: String, $limit: Int) {
  searchUser(value: $value, role: $role, limit: $limit) {
    status_code message errors message_key error_code
    data { _id role name fName lName slug image status email createdAt }
  }
}`;

const usersShape: Shape = [
  {
    _id: 'id',
    role: 'string',
    name: 'string',
    fName: 'string?',
    lName: 'string?',
    slug: 'string',
    image: 'string?',
    status: 'boolean',
    email: 'string?',
    createdAt: 'string',
  },
];

type UserData = Array<{ _id: string; role: string; email: string | null }>;

const api = useContractApi({ seed: seedCatalog });

const searchUser = (variables: Record<string, unknown>, token?: string) =>
  api.client.operation<UserData>(SEARCH_USER, { variables, ...(token ? { token } : {}) });

describe('searchUser', () => {
  it('finds designers by name for anyone, without their email', async () => {
    const result = await searchUser({ value: 'mona', role: 'designer' });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: usersShape });
    expect(result.data).toEqual([
      expect.objectContaining({ _id: api.fixture.designerId, role: 'designer', email: null }),
    ]);
    expect((await searchUser({ value: 'mona' })).data!.map((user) => user._id)).toEqual([
      api.fixture.designerId,
    ]);
  });

  it('lets staff find customers, with their email', async () => {
    const token = signTestToken(api.runtime, { id: api.fixture.adminId, privilageType: 'admin' });
    const result = await searchUser({ value: 'ali', role: 'customer' }, token);
    expectEnvelope(result, { status_code: 200, dataShape: usersShape });
    expect(result.data).toEqual([
      expect.objectContaining({ _id: api.fixture.customerId, role: 'customer', email: 'ali@souq.test' }),
    ]);
  });

  it('answers 403 to a customer look-up by a guest or a customer', async () => {
    const customerToken = signTestToken(api.runtime, { id: api.fixture.customerId });
    for (const token of [undefined, customerToken]) {
      const result = await searchUser({ value: 'ali', role: 'customer' }, token);
      expectEnvelope(result, { status_code: 403, message_key: 'errors.auth.forbidden' });
      expect(result.error_code).toBe('FORBIDDEN');
    }
  });

  it.each(['', '   ', "' or 1=1 --", '& | !', 'x'.repeat(10_000)])(
    'answers 200 with a list for %j',
    async (value) => {
      expectEnvelope(await searchUser({ value }), { status_code: 200, dataShape: usersShape });
    },
  );
});
