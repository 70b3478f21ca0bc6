/**
 * Issue 23: the User type answers SPEC.md section 3's wallet, referralCode, referralCodeUses and
 * hearts, and every User field answers the same value from every operation that returns the user.
 * The selection is built from the schema (every field but the session token), so a field added
 * later is walked too.
 */
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ENVELOPE_FIELDS, useCommunityContract } from '@souq/testing/community-contract.fixture.ts';
import { typeDefs } from '../yoga.ts';

const userType = buildSchema(typeDefs).getType('User') as GraphQLObjectType;
const USER = Object.values(userType.getFields())
  .filter((field) => field.name !== 'jwt')
  .map((field) => {
    const named = getNamedType(field.type);
    return isObjectType(named) ? `${field.name} { ${Object.keys(named.getFields()).join(' ')} }` : field.name;
  })
  .join(' ');

type User = Record<string, unknown> & { _id: string };
const api = useCommunityContract();

const byId = async (user: string, token: string) =>
  (
    await api.client.operation<User>(
      `query ($user: ID) { getUserById(user: $user) { ${ENVELOPE_FIELDS} data { ${USER} } } }`,
      { token, variables: { user } },
    )
  ).data!;

describe('a user answers the same fields from every operation', () => {
  it('shows the wallet, referral code, its uses and hearts to the user and staff only', async () => {
    await api.client.operation(`mutation ($image: ID) { addRemoveWishlist(image: $image) { status_code } }`, {
      token: api.shopper.token,
      variables: { image: api.fixture.desertPrimaryImageId },
    });
    const shopperId = api.shopper.user.id;
    const own = await byId(shopperId, api.shopper.token);
    expect(own).toMatchObject({
      wallet: 0,
      referralCodeUses: { paymentUses: 0, registerUses: 0 },
      hearts: [api.fixture.desertId],
    });

    // Staff see the same user the same way, through getUserById and getUsers.
    expect(await byId(shopperId, api.staff.token)).toEqual(own);
    const listed = await api.client.operation<User[]>(
      `query { getUsers(role: "customer") { ${ENVELOPE_FIELDS} data { ${USER} } } }`,
      { token: api.staff.token },
    );
    expect(listed.status_code).toBe(200);
    expect(listed.data!.find((user) => user._id === shopperId)).toEqual(own);

    // Another customer sees none of the account's fields.
    const seenByOther = await byId(shopperId, api.other.token);
    expect(seenByOther).toMatchObject({ _id: shopperId, wallet: null, referralCode: null, hearts: null });
    expect(seenByOther.referralCodeUses).toBeNull();
  });
});
