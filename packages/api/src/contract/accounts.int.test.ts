import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateBearer } from '@souq/api/auth/bearer.ts';
import type { Database } from '@souq/core/db/client.ts';
import { referralCodes } from '@souq/core/db/schema/promotions.schema.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import {
  createContractClient,
  createTestDatabase,
  expectEnvelope,
  solvedRobotCheck,
  type ContractClient,
  type Shape,
} from '@souq/testing';
import { createAccountsRuntime, LOGIN, USER_FIELDS } from '@souq/testing/accounts-contract.fixture.ts';
import { tokenFor } from '@souq/testing/contract-api.fixture.ts';
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

const REGISTER = `mutation Register(
  $name: String, $fName: String, $lName: String, $email: String, $password: String, $confirmPassword: String,
  $discountCode: String, $role: String, $privilageType: String, $mailLang: String, $favLang: String,
  $originMeta: String, $city: String, $country: String, $description: String, $image: String, $altcha: String
) {
  register(
    name: $name, fName: $fName, lName: $lName, email: $email, password: $password,
    confirmPassword: $confirmPassword, discountCode: $discountCode, role: $role, privilageType: $privilageType,
    mailLang: $mailLang, favLang: $favLang, originMeta: $originMeta, city: $city, country: $country,
    description: $description, image: $image, altcha: $altcha
  ) { ${ENVELOPE_FIELDS} data { ${USER_FIELDS} } }
}`;

const EDIT_PROFILE = `mutation EditProfile(
  $user: ID, $name: String, $fName: String, $lName: String, $birthDate: String, $email: String,
  $password: String, $confirmPassword: String, $newPassword: String, $phone: String, $description: String,
  $city: String, $country: String, $role: String, $image: String, $deleteImage: Boolean, $gender: String,
  $code: String, $favLang: String
) {
  editProfile(
    user: $user, name: $name, fName: $fName, lName: $lName, birthDate: $birthDate, email: $email,
    password: $password, confirmPassword: $confirmPassword, newPassword: $newPassword, phone: $phone,
    description: $description, city: $city, country: $country, role: $role, image: $image,
    deleteImage: $deleteImage, gender: $gender, code: $code, favLang: $favLang
  ) { ${ENVELOPE_FIELDS} data { ${USER_FIELDS} } }
}`;

const CHANGE_ROLE_OR_STATUS = `mutation Change($user: ID, $role: String, $status: Boolean, $mailLang: String, $userAction: Boolean) {
  changeRoleOrStatus(user: $user, role: $role, status: $status, mailLang: $mailLang, userAction: $userAction) {
    ${ENVELOPE_FIELDS} data { _id role status }
  }
}`;

const GET_USER = `query GetUser($user: ID, $slug: String) {
  getUserById(user: $user, slug: $slug) { ${ENVELOPE_FIELDS} data { ${USER_FIELDS} } }
}`;

const GET_USERS = `query GetUsers($role: String) {
  getUsers(role: $role) { ${ENVELOPE_FIELDS} data { _id role name slug email status } }
}`;

const CHECK_REFERRAL = `query { checkUserHasReferralCode { ${ENVELOPE_FIELDS} data { code discountValue type discountByValue } } }`;

let database: Database;
let runtime: AppRuntime;
let client: ContractClient;

beforeAll(async () => {
  database = await createTestDatabase();
  runtime = createAccountsRuntime(database);
  client = createContractClient(runtime);
});
afterAll(async () => {
  await database?.close();
});

describe('register', () => {
  it('creates a customer, signed in at once with a token the API accepts', async () => {
    const result = await client.operation<Record<string, unknown>>(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(runtime),
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
    const auth = await authenticateBearer(`Bearer ${String(result.data!['jwt'])}`, runtime.jwtSecret);
    expect(auth.actor).toMatchObject({
      id: result.data!['_id'],
      role: 'customer',
      privilageType: null,
      status: true,
    });
  });

  it('creates a designer with country, city, image and description', async () => {
    const result = await client.operation<Record<string, unknown>>(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(runtime),
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
    const result = await client.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(runtime),
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
    const result = await client.operation<Record<string, unknown>>(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(runtime),
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
    const result = await client.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(runtime),
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
    const result = await client.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(runtime),
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
    const short = await client.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(runtime),
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
    const fourRuntime = createAccountsRuntime(database, { env: { PASSWORD_MIN_LENGTH: '4' } });
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
    const result = await client.operation(REGISTER, {
      variables: {
        altcha: await solvedRobotCheck(runtime),
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
    const user = await buildUser(database.db, { email: 'login.ok@example.com' });
    const result = await client.operation<Record<string, unknown>>(LOGIN, {
      variables: { email: 'LOGIN.OK@example.com', password: TEST_PASSWORD },
    });
    expectEnvelope(result, {
      status_code: 200,
      dataShape: { ...(userShape as object), jwt: 'string' } as Shape,
    });
    expect(result.data).toMatchObject({ _id: user.id, email: 'login.ok@example.com', status: true });
  });

  it('gives a new session (a different token) on every login', async () => {
    await buildUser(database.db, { email: 'login.twice@example.com' });
    const variables = { email: 'login.twice@example.com', password: TEST_PASSWORD };
    const first = await client.operation<{ jwt: string }>(LOGIN, { variables });
    const second = await client.operation<{ jwt: string }>(LOGIN, { variables });
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
    const result = await client.operation(LOGIN, { variables: { email, password } });
    expectEnvelope(result, { status_code: 500, message });
    expect(result.error_code).toBe(code);
  });

  it('tells users registered with Google or Facebook', async () => {
    await buildUser(database.db, { email: 'google@example.com', password: null, ggId: 'g-1' });
    await buildUser(database.db, { email: 'facebook@example.com', password: null, fbId: 'f-1' });
    const google = await client.operation(LOGIN, {
      variables: { email: 'google@example.com', password: 'x' },
    });
    expectEnvelope(google, { status_code: 500, message: 'This user is registered with a google account' });
    const facebook = await client.operation(LOGIN, {
      variables: { email: 'facebook@example.com', password: 'x' },
    });
    expectEnvelope(facebook, {
      status_code: 500,
      message: 'This user is registered with a facebook account',
    });
  });

  it('refuses a blocked user', async () => {
    await buildUser(database.db, { email: 'blocked@example.com', status: false });
    const result = await client.operation(LOGIN, {
      variables: { email: 'blocked@example.com', password: TEST_PASSWORD },
    });
    expectEnvelope(result, { status_code: 500, message_key: 'errors.login.blockedUser' });
    expect(result.error_code).toBe('USER_BLOCKED');
  });

  it('validates the email', async () => {
    const result = await client.operation(LOGIN, { variables: { email: 'not-an-email', password: 'x' } });
    expectEnvelope(result, { status_code: 500, message: 'Please enter a valid email' });
  });
});

describe('editProfile', () => {
  it('changes names, phone (Arabic-Indic digits), birth date and languages of the signed-in user', async () => {
    const user = await buildUser(database.db);
    const result = await client.operation<Record<string, unknown>>(EDIT_PROFILE, {
      token: tokenFor(runtime, user),
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
    const user = await buildUser(database.db);
    const token = tokenFor(runtime, user);
    const long = await client.operation(EDIT_PROFILE, { token, variables: { phone: '01012345678' } });
    expectEnvelope(long, { status_code: 400, message_key: 'validation.phoneMax' });
    const letters = await client.operation(EDIT_PROFILE, { token, variables: { phone: '01a23' } });
    expectEnvelope(letters, { status_code: 400, message: 'This field must contain only numbers' });
  });

  it('changes the password with the current one and a confirmation', async () => {
    const user = await buildUser(database.db);
    const token = tokenFor(runtime, user);
    const mismatch = await client.operation(EDIT_PROFILE, {
      token,
      variables: { password: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-2' },
    });
    expectEnvelope(mismatch, { status_code: 400, message: 'Confirmed password is not match password' });
    const wrong = await client.operation(EDIT_PROFILE, {
      token,
      variables: { password: 'not-it', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expectEnvelope(wrong, { status_code: 400, message: 'Incorrect password' });
    const ok = await client.operation(EDIT_PROFILE, {
      token,
      variables: { password: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expectEnvelope(ok, { status_code: 200 });
    const login = await client.operation(LOGIN, {
      variables: { email: user.email, password: 'brand-new-1' },
    });
    expectEnvelope(login, { status_code: 200 });
  });

  it('refuses guests (401), other users (403) and a role change by a non-staff user (403)', async () => {
    const user = await buildUser(database.db);
    const other = await buildUser(database.db);
    expectEnvelope(await client.operation(EDIT_PROFILE, { variables: { fName: 'X' } }), { status_code: 401 });
    expectEnvelope(
      await client.operation(EDIT_PROFILE, {
        token: tokenFor(runtime, user),
        variables: { user: other.id, fName: 'X' },
      }),
      { status_code: 403 },
    );
    expectEnvelope(
      await client.operation(EDIT_PROFILE, {
        token: tokenFor(runtime, user),
        variables: { role: 'designer' },
      }),
      { status_code: 403 },
    );
  });

  it('lets staff edit another user, role included', async () => {
    const admin = await buildUser(database.db, { privilageType: 'admin' });
    const user = await buildUser(database.db);
    const result = await client.operation<Record<string, unknown>>(EDIT_PROFILE, {
      token: tokenFor(runtime, admin),
      variables: { user: user.id, role: 'designer', city: 'Giza' },
    });
    expectEnvelope(result, { status_code: 200 });
    expect(result.data).toMatchObject({ role: 'designer', city: 'Giza' });
  });
});

describe('changeRoleOrStatus', () => {
  it('lets a user deactivate themselves, after which login is refused', async () => {
    const user = await buildUser(database.db);
    const result = await client.operation(CHANGE_ROLE_OR_STATUS, {
      token: tokenFor(runtime, user),
      variables: { user: user.id, status: false, userAction: true },
    });
    expectEnvelope(result, { status_code: 200, dataShape: { _id: 'id', role: 'string', status: 'boolean' } });
    expect(result.data).toMatchObject({ _id: user.id, status: false });
    const login = await client.operation(LOGIN, {
      variables: { email: user.email, password: TEST_PASSWORD },
    });
    expectEnvelope(login, { status_code: 500 });
    expect(login.error_code).toBe('USER_BLOCKED');
  });

  it('refuses a user reactivating themselves or changing their role', async () => {
    const user = await buildUser(database.db, { status: false });
    const token = tokenFor(runtime, { ...user, status: true });
    expectEnvelope(
      await client.operation(CHANGE_ROLE_OR_STATUS, {
        token,
        variables: { user: user.id, status: true, userAction: true },
      }),
      { status_code: 403 },
    );
    expectEnvelope(
      await client.operation(CHANGE_ROLE_OR_STATUS, {
        token,
        variables: { user: user.id, role: 'designer' },
      }),
      { status_code: 403 },
    );
  });

  it('lets staff block, reactivate and change the role', async () => {
    const admin = await buildUser(database.db, { privilageType: 'admin' });
    const user = await buildUser(database.db);
    const token = tokenFor(runtime, admin);
    const blocked = await client.operation(CHANGE_ROLE_OR_STATUS, {
      token,
      variables: { user: user.id, status: false },
    });
    expect(blocked.data).toMatchObject({ status: false });
    const back = await client.operation(CHANGE_ROLE_OR_STATUS, {
      token,
      variables: { user: user.id, status: true, role: 'designer' },
    });
    expectEnvelope(back, { status_code: 200 });
    expect(back.data).toMatchObject({ status: true, role: 'designer' });
  });

  it('refuses guests', async () => {
    const user = await buildUser(database.db);
    expectEnvelope(
      await client.operation(CHANGE_ROLE_OR_STATUS, { variables: { user: user.id, status: false } }),
      {
        status_code: 401,
      },
    );
  });
});

describe('getUserById', () => {
  it('answers responsesReaded and status to the user, only public fields to others', async () => {
    const user = await buildUser(database.db, { role: 'designer' });
    const own = await client.operation<Record<string, unknown>>(GET_USER, {
      token: tokenFor(runtime, user),
      variables: { user: user.id },
    });
    expectEnvelope(own, { status_code: 200, dataShape: userShape });
    expect(own.data).toMatchObject({ _id: user.id, responsesReaded: 0, status: true, email: user.email });
    const guest = await client.operation<Record<string, unknown>>(GET_USER, {
      variables: { slug: user.slug },
    });
    expectEnvelope(guest, { status_code: 200, dataShape: userShape });
    expect(guest.data).toMatchObject({ _id: user.id, email: null, phone: null, jwt: null });
  });

  it('answers 404 for an unknown user and for an inactive one seen by others', async () => {
    const inactive = await buildUser(database.db, { status: false });
    expectEnvelope(
      await client.operation(GET_USER, { variables: { user: '00000000-0000-4000-8000-000000000000' } }),
      { status_code: 404, message: 'This user is not found' },
    );
    expectEnvelope(await client.operation(GET_USER, { variables: { user: inactive.id } }), {
      status_code: 404,
    });
  });
});

describe('getUsers', () => {
  it('lists active designers for anyone and customers for staff only', async () => {
    const designer = await buildUser(database.db, { role: 'designer' });
    const designers = await client.operation<{ _id: string; email: string | null }[]>(GET_USERS, {
      variables: { role: 'designer' },
    });
    expectEnvelope(designers, {
      status_code: 200,
      dataShape: [{ _id: 'id', role: 'string', status: 'boolean' }],
    });
    expect(designers.data!.map((u) => u._id)).toContain(designer.id);
    expect(designers.data!.every((u) => u.email === null)).toBe(true);
    expectEnvelope(await client.operation(GET_USERS, { variables: { role: 'customer' } }), {
      status_code: 403,
    });
    const admin = await buildUser(database.db, { privilageType: 'superAdmin' });
    const customers = await client.operation<unknown[]>(GET_USERS, {
      token: tokenFor(runtime, admin),
      variables: { role: 'customer' },
    });
    expectEnvelope(customers, { status_code: 200 });
    expect(customers.data!.length).toBeGreaterThan(0);
  });
});

describe('checkUserHasReferralCode', () => {
  it('answers the code, null without one, 401 for a guest', async () => {
    const owner = await buildUser(database.db);
    const plain = await buildUser(database.db);
    await database.db
      .insert(referralCodes)
      .values({ userId: owner.id, code: 'MONA10', discountValue: 10, discountByValue: 5 });
    const has = await client.operation(CHECK_REFERRAL, { token: tokenFor(runtime, owner) });
    expectEnvelope(has, {
      status_code: 200,
      dataShape: { code: 'string', discountValue: 'integer', type: 'string', discountByValue: 'integer' },
    });
    expect(has.data).toMatchObject({ code: 'MONA10', type: 'percent' });
    const none = await client.operation(CHECK_REFERRAL, { token: tokenFor(runtime, plain) });
    expectEnvelope(none, { status_code: 200, dataShape: null });
    expectEnvelope(await client.operation(CHECK_REFERRAL), { status_code: 401 });
  });
});
