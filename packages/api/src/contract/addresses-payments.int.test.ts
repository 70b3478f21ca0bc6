import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userPaymentAccounts } from '@souq/core/db/schema/accounts.schema.ts';
import { expectEnvelope, type Shape, envelopeDocument } from '@souq/testing';
import { tokenFor, useContractApi } from '@souq/testing/contract-api.fixture.ts';
import { ENVELOPE_FIELDS } from '@souq/testing';
import { buildUser } from '@souq/testing/builders/index.ts';

const ADDRESS_FIELDS = `_id address1 address2 country city area state zipCode streetName floorNo phone building fName lName email code apartment`;
const ADD_ADDRESS = `mutation Add($user: ID, $address: AddressInput) { addAddress(user: $user, address: $address) { ${ENVELOPE_FIELDS} data { ${ADDRESS_FIELDS} } } }`;
const UPDATE_ADDRESS = `mutation Update($user: ID, $address: AddressInput) { updateAddress(user: $user, address: $address) { ${ENVELOPE_FIELDS} data { ${ADDRESS_FIELDS} } } }`;
const REMOVE_ADDRESS = `mutation Remove($user: ID, $address: ID) { removeAddress(user: $user, address: $address) { ${ENVELOPE_FIELDS} data { ${ADDRESS_FIELDS} } } }`;

const PAYMENT_FIELDS = `_id bank branch name accountNo iban country swiftCode email creditMethod cardNo cardLast4 expiryDate`;
const PAYMENT_ARGS = `$user: ID, $bank: String, $branch: String, $name: String, $accountNo: String, $iban: String, $country: String,
  $swiftCode: String, $email: String, $creditMethod: String, $cardNo: String, $cvv: String, $expiryDate: String`;
const PAYMENT_PASS = `user: $user, bank: $bank, branch: $branch, name: $name, accountNo: $accountNo, iban: $iban, country: $country,
  swiftCode: $swiftCode, email: $email, creditMethod: $creditMethod, cardNo: $cardNo, cvv: $cvv, expiryDate: $expiryDate`;
const ADD_PAYMENT = `mutation AddPayment(${PAYMENT_ARGS}) { addPayment(${PAYMENT_PASS}) { ${ENVELOPE_FIELDS} data { ${PAYMENT_FIELDS} } } }`;
const UPDATE_PAYMENT = `mutation UpdatePayment(${PAYMENT_ARGS}, $mailLang: String) { updatePayment(${PAYMENT_PASS}, mailLang: $mailLang) { ${ENVELOPE_FIELDS} data { ${PAYMENT_FIELDS} } } }`;
const REMOVE_PAYMENT = envelopeDocument(
  'mutation',
  'removePayment',
  '$user: ID, $bank: String',
  PAYMENT_FIELDS,
);

const addressShape: Shape = [
  {
    _id: 'id',
    address1: 'string',
    country: 'string',
    city: 'string',
    zipCode: 'integer?',
    floorNo: 'integer?',
  },
];
const paymentShape: Shape = [{ _id: 'id', bank: 'string', cardNo: 'string?', cardLast4: 'string?' }];

const api = useContractApi({ dataDir: true });

const fullAddress = {
  address1: '12 Nile Street',
  address2: 'Near the bridge',
  country: 'egypt',
  city: 'Cairo',
  area: 'Zamalek',
  state: 'Cairo',
  zipCode: 11211,
  streetName: 'Nile',
  floorNo: 3,
  phone: '٠١٠٠١١١٢٢٣',
  building: '12',
  fName: 'Mona',
  lName: 'Adel',
  email: 'mona@example.com',
  code: '+20',
  apartment: '7',
};

describe('addresses', () => {
  it('adds, updates and removes an address with every field', async () => {
    const user = await buildUser(api.database.db);
    const token = tokenFor(api.runtime, user);
    const added = await api.client.operation<{ _id: string }[]>(ADD_ADDRESS, {
      token,
      variables: { user: user.id, address: fullAddress },
    });
    expectEnvelope(added, { status_code: 200, dataShape: addressShape });
    expect(added.data).toHaveLength(1);
    expect(added.data![0]).toMatchObject({ ...fullAddress, country: 'eg', phone: '0100111223' });
    const id = added.data![0]!._id;

    const updated = await api.client.operation(UPDATE_ADDRESS, {
      token,
      variables: {
        user: user.id,
        address: { ...fullAddress, _id: id, country: 'sa', city: 'Riyadh', floorNo: 9 },
      },
    });
    expectEnvelope(updated, { status_code: 200, dataShape: addressShape });
    expect(updated.data).toMatchObject([{ _id: id, country: 'sa', city: 'Riyadh', floorNo: 9 }]);

    const removed = await api.client.operation(REMOVE_ADDRESS, {
      token,
      variables: { user: user.id, address: id },
    });
    expectEnvelope(removed, { status_code: 200, dataShape: addressShape });
    expect(removed.data).toEqual([]);
  });

  it('validates required fields and the country, refuses other users, and 404s a missing address', async () => {
    const user = await buildUser(api.database.db);
    const other = await buildUser(api.database.db);
    const token = tokenFor(api.runtime, user);
    expectEnvelope(
      await api.client.operation(ADD_ADDRESS, {
        token,
        variables: { user: user.id, address: { country: 'eg', city: 'Cairo' } },
      }),
      { status_code: 400, message: 'This field is required' },
    );
    expectEnvelope(
      await api.client.operation(ADD_ADDRESS, {
        token,
        variables: { user: user.id, address: { ...fullAddress, country: 'fr' } },
      }),
      { status_code: 400 },
    );
    expectEnvelope(
      await api.client.operation(ADD_ADDRESS, { token, variables: { user: other.id, address: fullAddress } }),
      { status_code: 403 },
    );
    expectEnvelope(
      await api.client.operation(ADD_ADDRESS, { variables: { user: user.id, address: fullAddress } }),
      {
        status_code: 401,
      },
    );
    expectEnvelope(
      await api.client.operation(REMOVE_ADDRESS, {
        token,
        variables: { user: user.id, address: '00000000-0000-4000-8000-000000000000' },
      }),
      { status_code: 404, message: 'This address is not found for this user!' },
    );
  });
});

describe('payment details', () => {
  const details = {
    bank: 'CIB',
    branch: 'Zamalek',
    name: 'Sara Designer',
    accountNo: '100200300',
    iban: 'eg38 0019 0005 0000 0000 2631 8000 2',
    country: 'Egypt',
    swiftCode: 'CIBEEGCX',
    email: 'sara@example.com',
    creditMethod: 'bank',
    cardNo: '4111 1111 1111 1234',
    cvv: '123',
    expiryDate: '12/29',
  };

  it('adds, updates and removes the details of a bank for a designer', async () => {
    const designer = await buildUser(api.database.db, { role: 'designer' });
    const token = tokenFor(api.runtime, designer);
    const added = await api.client.operation(ADD_PAYMENT, {
      token,
      variables: { user: designer.id, ...details },
    });
    expectEnvelope(added, { status_code: 200, dataShape: paymentShape });
    expect(added.data).toMatchObject([
      {
        bank: 'CIB',
        iban: 'EG380019000500000000263180002',
        cardNo: '**** **** **** 1234',
        cardLast4: '1234',
      },
    ]);
    expectEnvelope(
      await api.client.operation(ADD_PAYMENT, { token, variables: { user: designer.id, ...details } }),
      {
        status_code: 400,
      },
    );
    const updated = await api.client.operation(UPDATE_PAYMENT, {
      token,
      variables: { user: designer.id, ...details, branch: 'Maadi', mailLang: 'en' },
    });
    expectEnvelope(updated, { status_code: 200, dataShape: paymentShape });
    expect(updated.data).toMatchObject([{ branch: 'Maadi' }]);
    const removed = await api.client.operation(REMOVE_PAYMENT, {
      token,
      variables: { user: designer.id, bank: 'CIB' },
    });
    expectEnvelope(removed, { status_code: 200 });
    expect(removed.data).toEqual([]);
    expectEnvelope(
      await api.client.operation(REMOVE_PAYMENT, { token, variables: { user: designer.id, bank: 'CIB' } }),
      {
        status_code: 404,
      },
    );
  });

  it('is for designers and manufacturers (who withdraw their profit too), not customers', async () => {
    const customer = await buildUser(api.database.db);
    const result = await api.client.operation(ADD_PAYMENT, {
      token: tokenFor(api.runtime, customer),
      variables: { user: customer.id, ...details },
    });
    expectEnvelope(result, { status_code: 403 });
    expect(result.error_code).toBe('DESIGNERS_ONLY');
    const manufacturer = await buildUser(api.database.db, { role: 'manufacturer' });
    const saved = await api.client.operation(ADD_PAYMENT, {
      token: tokenFor(api.runtime, manufacturer),
      variables: { user: manufacturer.id, ...details },
    });
    expectEnvelope(saved, { status_code: 200 });
  });

  it('never stores the CVV and keeps only the last four digits of a card', async () => {
    const designer = await buildUser(api.database.db, { role: 'designer' });
    await api.client.operation(ADD_PAYMENT, {
      token: tokenFor(api.runtime, designer),
      variables: { user: designer.id, ...details, cardNo: '5555 4444 3333 9876', cvv: '987' },
    });
    const rows = await api.database.db
      .select()
      .from(userPaymentAccounts)
      .where(eq(userPaymentAccounts.userId, designer.id));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(rows[0]!.cardLast4).toBe('9876');
    expect(stored).not.toContain('555544443333');
    expect(stored).not.toContain('5555 4444');
    expect(stored).not.toContain('"987"');
    expect(Object.keys(rows[0]!)).not.toContain('cvv');
  });
});
