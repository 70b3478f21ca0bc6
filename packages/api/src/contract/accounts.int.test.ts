import { describe, expect, it } from 'vitest';
import { authenticateBearer } from '@souq/api/auth/bearer.ts';
import { referralCodes } from '@souq/core/db/schema/promotions.schema.ts';
import {
  createContractClient,
  expectEnvelope,
  solvedRobotCheck,
  type Shape,
  envelopeDocument,
} from '@souq/testing';
import { createAccountsRuntime, LOGIN, USER_FIELDS } from '@souq/testing/accounts-contract.fixture.ts';
import { tokenFor, useContractApi } from '@souq/testing/contract-api.fixture.ts';
import { ENVELOPE_FIELDS } from '@souq/testing';
import { buildUser, TEST_PASSWORD } from '@souq/testing/builders/index.ts';

const userShape: Shape = {
  _id: 'id',
  role: 'string',
  privilageType: 'string?',
  name: 'string',
  slug: 'string',
  fName: 'string',
  lName: 'string',
  email: 'string?',
  status: 'boolean',
  featured: 'boolean',
  salesNumber: 'integer',
  responsesReaded: 'integer?',
  createdAt: 'string',
  jwt: 'string?',
};

const REGISTER = envelopeDocument(
  'mutation',
  'register',
  '$name: String, $fName: String, $lName: String, $email: String, $password: String, $confirmPassword: String, $discountCode: String, $role: String, $privilageType: String, $mailLang: String, $favLang: String, $originMeta: String, $city: String, $country: String, $description: String, $image: String, $altcha: String',
  USER_FIELDS,
);

const EDIT_PROFILE = envelopeDocument(
  'mutation',
  'editProfile',
  '$user: ID, $name: String, $fName: String, $lName: String, $birthDate: String, $email: String, $password: String, $confirmPassword: String, $newPassword: String, $phone: String, $description: String, $city: String, $country: String, $role: String, $image: String, $deleteImage: Boolean, $gender: String, $code: String, $favLang: String',
  USER_FIELDS,
);

const CHANGE_ROLE_OR_STATUS = `mutation Change($user: ID, $role: String, $status: Boolean, $mailLang: String, $userAction: Boolean) {
  changeRoleOrStatus(user: $user, role: $role, status: $status, mailLang: $mailLang, userAction: $userAction) {
    ${ENVELOPE_FIELDS} data { _id role status }
  }
}`;

const GET_USER = `query GetUser($user: ID, $slug: String) {
  getUserById(user: $user, slug: $slug) { ${ENVELOPE_FIELDS} data { ${USER_FIELDS} } }
}`;

const GET_USERS = envelopeDocument('query', 'getUsers', '$role: String', '_id role name slug email status');

const CHECK_REFERRAL = `query { checkUserHasReferralCode { ${ENVELOPE_FIELDS} data { code discountValue type discountByValue } } }`;

const api = useContractApi({ dataDir: true });

describe('register', () => {
  it('creates a customer, signed in at once with a token the API accepts', async () => {
    const result = await api.client.operation<Record<string, unknown>>(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(api.runtime),
        fName: 'Mona',
        lName: 'Adel',
        email: ' Mona@Example.COM ',
        password: 'abcdef',
        favLang: 'en',
      },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: userShape });
    expect(result.data).toMatchObject({
      role: 'customer',
      email: 'mona@example.com',
      name: 'Mona Adel',
      favLang: 'en',
    });
    const auth = await authenticateBearer(`Bearer ${String(result.data!['jwt'])}`, api.runtime.jwtSecret);
    expect(auth.actor).toMatchObject({
      id: result.data!['_id'],
      role: 'customer',
      privilageType: null,
      status: true,
    });
  });

  it('creates a designer with country, city, image and description', async () => {
    const result = await api.client.operation<Record<string, unknown>>(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(api.runtime),
        fName: 'Sara',
        lName: 'Designer',
        email: 'sara.designer@example.com',
        password: 'abcdef',
        role: 'designer',
        country: 'Egypt',
        city: 'Cairo',
        image: 'avatars/0123456789abcdef.webp',
        description: 'Ceramics',
      },
    });
    expectEnvelope(result, { status_code: 200, dataShape: userShape });
    expect(result.data).toMatchObject({
      role: 'designer',
      country: 'Egypt',
      city: 'Cairo',
      image: 'avatars/0123456789abcdef.webp',
    });
  });

  it('refuses a designer without an image, with status_code 500 and the required message', async () => {
    const result = await api.client.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(api.runtime),
        fName: 'A',
        lName: 'B',
        email: 'noimage@example.com',
        password: 'abcdef',
        role: 'designer',
        country: 'Egypt',
        city: 'Cairo',
      },
    });
    expectEnvelope(result, {
      status_code: 500,
      message: 'This field is required',
      message_key: 'validation.required',
    });
  });

  it('never makes staff: privilageType from the caller is ignored', async () => {
    const result = await api.client.operation<Record<string, unknown>>(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(api.runtime),
        fName: 'Eve',
        lName: 'Il',
        email: 'eve@example.com',
        password: 'abcdef',
        privilageType: 'superAdmin',
      },
    });
    expectEnvelope(result, { status_code: 200 });
    expect(result.data!['privilageType']).toBeNull();
  });

  it("answers 'This user is already exists' for a taken email", async () => {
    const result = await api.client.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(api.runtime),
        fName: 'Mona',
        lName: 'Again',
        email: 'mona@example.com',
        password: 'abcdef',
      },
    });
    expectEnvelope(result, { status_code: 500, message: 'This user is already exists' });
    expect(result.error_code).toBe('USER_ALREADY_EXISTS');
  });

  it("answers 'Confirmed password is not match password'", async () => {
    const result = await api.client.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(api.runtime),
        fName: 'X',
        lName: 'Y',
        email: 'xy@example.com',
        password: 'abcdef',
        confirmPassword: 'abcdeg',
      },
    });
    expectEnvelope(result, { status_code: 500, message: 'Confirmed password is not match password' });
  });

  it('applies the password minimum (6 by default, 4 with PASSWORD_MIN_LENGTH=4)', async () => {
    const short = await api.client.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(api.runtime),
        fName: 'S',
        lName: 'P',
        email: 'short@example.com',
        password: 'abcd',
      },
    });
    expectEnvelope(short, {
      status_code: 500,
      message: 'The password must be at least 6 characters long',
      message_key: 'validation.minLength',
    });
    const fourRuntime = createAccountsRuntime(api.database, { env: { PASSWORD_MIN_LENGTH: '4' } });
    const four = createContractClient(fourRuntime);
    const accepted = await four.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(fourRuntime),
        fName: 'S',
        lName: 'P',
        email: 'short@example.com',
        password: 'abcd',
      },
    });
    expectEnvelope(accepted, { status_code: 200 });
  });

  it('answers the required message for a missing first name', async () => {
    const result = await api.client.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(api.runtime),
        lName: 'Y',
        email: 'nofname@example.com',
        password: 'abcdef',
      },
    });
    expectEnvelope(result, { status_code: 500, message: 'This field is required' });
  });
});

describe('login', () => {
  it('answers the user and a jwt', async () => {
    const user = await buildUser(api.database.db, { email: 'login.ok@example.com' });
    const result = await api.client.operation<Record<string, unknown>>(LOGIN, {
      variables: { email: 'LOGIN.OK@example.com', password: TEST_PASSWORD },
    });
    expectEnvelope(result, {
      status_code: 200,
      dataShape: { ...(userShape as object), jwt: 'string' } as Shape,
    });
    expect(result.data).toMatchObject({ _id: user.id, email: 'login.ok@example.com', status: true });
  });

  it('gives a new session (a different token) on every login', async () => {
    await buildUser(api.database.db, { email: 'login.twice@example.com' });
    const variables = { email: 'login.twice@example.com', password: TEST_PASSWORD };
    const first = await api.client.operation<{ jwt: string }>(LOGIN, { variables });
    const second = await api.client.operation<{ jwt: string }>(LOGIN, { variables });
    expect(first.data!.jwt).not.toBe(second.data!.jwt);
  });

  it.each([
    ['an unknown email', 'nobody@example.com', TEST_PASSWORD, 'Invalid user!', 'INVALID_USER'],
    [
      'a wrong password',
      'login.ok@example.com',
      'wrong-password',
      'Incorrect password',
      'INCORRECT_PASSWORD',
    ],
  ])('refuses %s with status_code 500', async (_name, email, password, message, code) => {
    const result = await api.client.operation(LOGIN, { variables: { email, password } });
    expectEnvelope(result, { status_code: 500, message });
    expect(result.error_code).toBe(code);
  });

  it('tells users registered with Google or Facebook', async () => {
    await buildUser(api.database.db, { email: 'google@example.com', password: null, ggId: 'g-1' });
    await buildUser(api.database.db, { email: 'facebook@example.com', password: null, fbId: 'f-1' });
    const google = await api.client.operation(LOGIN, {
      variables: { email: 'google@example.com', password: 'x' },
    });
    expectEnvelope(google, { status_code: 500, message: 'This user is registered with a google account' });
    const facebook = await api.client.operation(LOGIN, {
      variables: { email: 'facebook@example.com', password: 'x' },
    });
    expectEnvelope(facebook, {
      status_code: 500,
      message: 'This user is registered with a facebook account',
    });
  });

  it('refuses a blocked user', async () => {
    await buildUser(api.database.db, { email: 'blocked@example.com', status: false });
    const result = await api.client.operation(LOGIN, {
      variables: { email: 'blocked@example.com', password: TEST_PASSWORD },
    });
    expectEnvelope(result, { status_code: 500, message_key: 'errors.login.blockedUser' });
    expect(result.error_code).toBe('USER_BLOCKED');
  });

  it('validates the email', async () => {
    const result = await api.client.operation(LOGIN, { variables: { email: 'not-an-email', password: 'x' } });
    expectEnvelope(result, { status_code: 500, message: 'Please enter a valid email' });
  });
});

describe('editProfile', () => {
  it('changes names, phone (Arabic-Indic digits), birth date and languages of the signed-in user', async () => {
    const user = await buildUser(api.database.db);
    const result = await api.client.operation<Record<string, unknown>>(EDIT_PROFILE, {
      token: tokenFor(api.runtime, user),
      variables: {
        fName: 'New',
        phone: '٠١٠١٢٣٤٥٦٧',
        birthDate: '1990-05-01',
        gender: 'female',
        favLang: 'en',
        code: '+20',
      },
    });
    expectEnvelope(result, { status_code: 200, dataShape: userShape });
    expect(result.data).toMatchObject({
      fName: 'New',
      phone: '0101234567',
      birthDate: '1990-05-01',
      gender: 'female',
      favLang: 'en',
      code: '+20',
    });
  });

  it('refuses a phone of more than 10 digits and a phone with letters', async () => {
    const user = await buildUser(api.database.db);
    const token = tokenFor(api.runtime, user);
    const long = await api.client.operation(EDIT_PROFILE, { token, variables: { phone: '01012345678' } });
    expectEnvelope(long, { status_code: 400, message_key: 'validation.phoneMax' });
    const letters = await api.client.operation(EDIT_PROFILE, { token, variables: { phone: '01a23' } });
    expectEnvelope(letters, { status_code: 400, message: 'This field must contain only numbers' });
  });

  it('changes the password with the current one and a confirmation', async () => {
    const user = await buildUser(api.database.db);
    const token = tokenFor(api.runtime, user);
    const mismatch = await api.client.operation(EDIT_PROFILE, {
      token,
      variables: { password: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-2' },
    });
    expectEnvelope(mismatch, { status_code: 400, message: 'Confirmed password is not match password' });
    const wrong = await api.client.operation(EDIT_PROFILE, {
      token,
      variables: { password: 'not-it', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expectEnvelope(wrong, { status_code: 400, message: 'Incorrect password' });
    const ok = await api.client.operation(EDIT_PROFILE, {
      token,
      variables: { password: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expectEnvelope(ok, { status_code: 200 });
    const login = await api.client.operation(LOGIN, {
      variables: { email: user.email, password: 'brand-new-1' },
    });
    expectEnvelope(login, { status_code: 200 });
  });

  it('refuses guests (401), other users (403) and a role change by a non-staff user (403)', async () => {
    const user = await buildUser(api.database.db);
    const other = await buildUser(api.database.db);
    expectEnvelope(await api.client.operation(EDIT_PROFILE, { variables: { fName: 'X' } }), {
      status_code: 401,
    });
    expectEnvelope(
      await api.client.operation(EDIT_PROFILE, {
        token: tokenFor(api.runtime, user),
        variables: { user: other.id, fName: 'X' },
      }),
      { status_code: 403 },
    );
    expectEnvelope(
      await api.client.operation(EDIT_PROFILE, {
        token: tokenFor(api.runtime, user),
        variables: { role: 'designer' },
      }),
      { status_code: 403 },
    );
  });

  it('lets staff edit another user, role included', async () => {
    const admin = await buildUser(api.database.db, { privilageType: 'admin' });
    const user = await buildUser(api.database.db);
    const result = await api.client.operation<Record<string, unknown>>(EDIT_PROFILE, {
      token: tokenFor(api.runtime, admin),
      variables: { user: user.id, role: 'designer', city: 'Giza' },
    });
    expectEnvelope(result, { status_code: 200 });
    expect(result.data).toMatchObject({ role: 'designer', city: 'Giza' });
  });
});

describe('changeRoleOrStatus', () => {
  it('lets a user deactivate themselves, after which login is refused', async () => {
    const user = await buildUser(api.database.db);
    const result = await api.client.operation(CHANGE_ROLE_OR_STATUS, {
      token: tokenFor(api.runtime, user),
      variables: { user: user.id, status: false, userAction: true },
    });
    expectEnvelope(result, { status_code: 200, dataShape: { _id: 'id', role: 'string', status: 'boolean' } });
    expect(result.data).toMatchObject({ _id: user.id, status: false });
    const login = await api.client.operation(LOGIN, {
      variables: { email: user.email, password: TEST_PASSWORD },
    });
    expectEnvelope(login, { status_code: 500 });
    expect(login.error_code).toBe('USER_BLOCKED');
    // Deactivated, not blocked: the message says so and how to have it reactivated.
    expect(login.message).toMatch(/deactivated|معطّل/);
    expect(login.message).not.toMatch(/blocked|محظور/);
  });

  it('refuses a user reactivating themselves or changing their role', async () => {
    const user = await buildUser(api.database.db, { status: false });
    const token = tokenFor(api.runtime, { ...user, status: true });
    expectEnvelope(
      await api.client.operation(CHANGE_ROLE_OR_STATUS, {
        token,
        variables: { user: user.id, status: true, userAction: true },
      }),
      { status_code: 403 },
    );
    expectEnvelope(
      await api.client.operation(CHANGE_ROLE_OR_STATUS, {
        token,
        variables: { user: user.id, role: 'designer' },
      }),
      { status_code: 403 },
    );
  });

  it('lets staff block, reactivate and change the role', async () => {
    const admin = await buildUser(api.database.db, { privilageType: 'admin' });
    const user = await buildUser(api.database.db);
    const token = tokenFor(api.runtime, admin);
    const blocked = await api.client.operation(CHANGE_ROLE_OR_STATUS, {
      token,
      variables: { user: user.id, status: false },
    });
    expect(blocked.data).toMatchObject({ status: false });
    const refused = await api.client.operation(LOGIN, {
      variables: { email: user.email, password: TEST_PASSWORD },
    });
    expect(refused.error_code).toBe('USER_BLOCKED');
    expect(refused.message).toMatch(/blocked|محظور/);
    const back = await api.client.operation(CHANGE_ROLE_OR_STATUS, {
      token,
      variables: { user: user.id, status: true, role: 'designer' },
    });
    expectEnvelope(back, { status_code: 200 });
    expect(back.data).toMatchObject({ status: true, role: 'designer' });
  });

  it('refuses guests', async () => {
    const user = await buildUser(api.database.db);
    expectEnvelope(
      await api.client.operation(CHANGE_ROLE_OR_STATUS, { variables: { user: user.id, status: false } }),
      {
        status_code: 401,
      },
    );
  });
});

describe('getUserById', () => {
  it('answers responsesReaded and status to the user, only public fields to others', async () => {
    const user = await buildUser(api.database.db, { role: 'designer' });
    const own = await api.client.operation<Record<string, unknown>>(GET_USER, {
      token: tokenFor(api.runtime, user),
      variables: { user: user.id },
    });
    expectEnvelope(own, { status_code: 200, dataShape: userShape });
    expect(own.data).toMatchObject({ _id: user.id, responsesReaded: 0, status: true, email: user.email });
    const guest = await api.client.operation<Record<string, unknown>>(GET_USER, {
      variables: { slug: user.slug },
    });
    expectEnvelope(guest, { status_code: 200, dataShape: userShape });
    expect(guest.data).toMatchObject({ _id: user.id, email: null, phone: null, jwt: null });
  });

  it('answers 404 for an unknown user and for an inactive one seen by others', async () => {
    const inactive = await buildUser(api.database.db, { status: false });
    expectEnvelope(
      await api.client.operation(GET_USER, { variables: { user: '00000000-0000-4000-8000-000000000000' } }),
      { status_code: 404, message: 'This user is not found' },
    );
    expectEnvelope(await api.client.operation(GET_USER, { variables: { user: inactive.id } }), {
      status_code: 404,
    });
  });
});

describe('getUsers', () => {
  it('lists active designers for anyone and customers for staff only', async () => {
    const designer = await buildUser(api.database.db, { role: 'designer' });
    const designers = await api.client.operation<{ _id: string; email: string | null }[]>(GET_USERS, {
      variables: { role: 'designer' },
    });
    expectEnvelope(designers, {
      status_code: 200,
      dataShape: [{ _id: 'id', role: 'string', status: 'boolean' }],
    });
    expect(designers.data!.map((u) => u._id)).toContain(designer.id);
    expect(designers.data!.every((u) => u.email === null)).toBe(true);
    expectEnvelope(await api.client.operation(GET_USERS, { variables: { role: 'customer' } }), {
      status_code: 403,
    });
    const admin = await buildUser(api.database.db, { privilageType: 'superAdmin' });
    const customers = await api.client.operation<unknown[]>(GET_USERS, {
      token: tokenFor(api.runtime, admin),
      variables: { role: 'customer' },
    });
    expectEnvelope(customers, { status_code: 200 });
    expect(customers.data!.length).toBeGreaterThan(0);
  });
});

describe('checkUserHasReferralCode', () => {
  it('answers the code, null without one, 401 for a guest', async () => {
    const owner = await buildUser(api.database.db);
    const plain = await buildUser(api.database.db);
    await api.database.db
      .insert(referralCodes)
      .values({ userId: owner.id, code: 'MONA10', discountValue: 10, discountByValue: 5 });
    const has = await api.client.operation(CHECK_REFERRAL, { token: tokenFor(api.runtime, owner) });
    expectEnvelope(has, {
      status_code: 200,
      dataShape: { code: 'string', discountValue: 'integer', type: 'string', discountByValue: 'integer' },
    });
    expect(has.data).toMatchObject({ code: 'MONA10', type: 'percent' });
    const none = await api.client.operation(CHECK_REFERRAL, { token: tokenFor(api.runtime, plain) });
    expectEnvelope(none, { status_code: 200, dataShape: null });
    expectEnvelope(await api.client.operation(CHECK_REFERRAL), { status_code: 401 });
  });
});
