import { describe, expect, it } from 'vitest';
import { contactMessages } from '@souq/core/db/schema/content.schema.ts';
import { expectEnvelope } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  fieldErrorsIn,
  useContentContract,
} from '@souq/testing/content-contract.fixture.ts';

const MUTATION = `mutation Contact($name: String, $email: String, $phone: String, $comment: String, $feedbackType: String, $message: String) {
  addContactMessage(name: $name, email: $email, phone: $phone, comment: $comment, feedbackType: $feedbackType, message: $message) {
    ${ENVELOPE_FIELDS} fieldErrors { field message_key }
    data { _id name email phone feedbackType comment message createdAt }
  }
}`;

const contract = useContentContract({ seed: false });

describe('addContactMessage', () => {
  it('refuses missing fields with every wrong field listed, and saves nothing', async () => {
    const result = await contract.client.operation(MUTATION, { variables: { email: 'bad' } });
    expectEnvelope(result, {
      status_code: 400,
      message: 'This field is required',
      message_key: 'validation.required',
    });
    expect(fieldErrorsIn(result)).toEqual([
      { field: 'name', message_key: 'validation.required' },
      { field: 'email', message_key: 'validation.email' },
      { field: 'feedbackType', message_key: 'validation.required' },
      { field: 'message', message_key: 'validation.required' },
    ]);
    expect(await contract.database.db.$count(contactMessages)).toBe(0);
  });

  it('refuses a phone that is not digits or longer than 10 digits', async () => {
    const base = { name: 'Mona', email: 'mona@example.com', feedbackType: 'question', message: 'Hello' };
    const letters = await contract.client.operation(MUTATION, { variables: { ...base, phone: 'call me' } });
    expectEnvelope(letters, { status_code: 400, message: 'This field must contain only numbers' });
    const long = await contract.client.operation(MUTATION, { variables: { ...base, phone: '01234567890' } });
    expectEnvelope(long, { status_code: 400, message_key: 'validation.phoneMax' });
    expect(await contract.database.db.$count(contactMessages)).toBe(0);
  });

  it('saves a valid message, Arabic-Indic digits accepted, and answers it', async () => {
    const result = await contract.client.operation(MUTATION, {
      variables: {
        name: 'منى',
        email: 'Mona@Example.com',
        phone: '٠١٠١٢٣٤٥٦٧',
        feedbackType: 'b2b',
        comment: '200 mugs',
        message: '<b>Quote</b> please',
      },
    });
    expectEnvelope(result, {
      status_code: 200,
      message: 'success',
      dataShape: {
        _id: 'id',
        name: 'string',
        email: 'string',
        phone: 'string?',
        feedbackType: 'string',
        comment: 'string?',
        message: 'string',
        createdAt: 'string',
      },
    });
    expect(fieldErrorsIn(result)).toBeNull();
    expect(result.data).toMatchObject({
      email: 'mona@example.com',
      phone: '0101234567',
      feedbackType: 'b2b',
      message: '<b>Quote</b> please',
    });
    expect(await contract.database.db.$count(contactMessages)).toBe(1);
  });
});
