import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema/content.schema.ts';
import { addContactMessage } from './contact.service.ts';
import { fieldErrorsOf } from './form-input.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

let database: Database;
const context = (): ServiceContext => testServiceContext(database.db, { locale: 'ar-eg' });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('addContactMessage', () => {
  it('refuses missing fields all at once and saves nothing', async () => {
    const error = await addContactMessage(context(), {
      name: '  ',
      email: 'not-an-email',
      phone: '12ab',
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      message: 'This field is required',
      messageKey: 'validation.required',
    });
    expect(fieldErrorsOf(error)).toEqual({
      name: { key: 'validation.required', params: { n: 1 } },
      email: { key: 'validation.email', params: {} },
      phone: { key: 'validation.numeric', params: {} },
      feedbackType: { key: 'validation.required', params: {} },
      message: { key: 'validation.required', params: {} },
    });
    expect(await database.db.$count(contactMessages)).toBe(0);
  });

  it('refuses an unknown feedback type and a phone over 10 digits', async () => {
    const error = await addContactMessage(context(), {
      name: 'Mona',
      email: 'mona@example.com',
      phone: '012345678901',
      feedbackType: 'spam',
      message: 'Hi',
    }).catch((caught: unknown) => caught);
    expect(fieldErrorsOf(error)).toEqual({
      phone: { key: 'validation.phoneMax', params: {} },
      feedbackType: { key: 'validation.invalid', params: {} },
    });
    expect(await database.db.$count(contactMessages)).toBe(0);
  });

  it('saves a valid message as typed: Arabic-Indic digits become Western, control characters go', async () => {
    const saved = await addContactMessage(context(), {
      name: ' منى <script>alert(1)</script> ',
      email: 'Mona@Example.com',
      phone: '٠١٢ ٣٤٥ ٦٧٨٩',
      feedbackType: 'Complaint',
      message: 'Where is my order?\u0007',
    });
    expect(saved).toMatchObject({
      name: 'منى <script>alert(1)</script>',
      email: 'mona@example.com',
      phone: '0123456789',
      feedbackType: 'complaint',
      comment: null,
      message: 'Where is my order?',
    });
    const [row] = await database.db.select().from(contactMessages);
    expect(row).toMatchObject({
      id: saved._id,
      phone: '0123456789',
      feedbackType: 'complaint',
      status: 'new',
    });
  });
});
