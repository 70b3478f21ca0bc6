import { describe, expect, it } from 'vitest';
import { contentPages } from '@souq/core/db/schema/content.schema.ts';
import { expectEnvelope, type Shape } from '@souq/testing';
import { ENVELOPE_FIELDS, useContentContract } from '@souq/testing/content-contract.fixture.ts';

const GET_ABOUT = `query { getAbout { ${ENVELOPE_FIELDS}
  data { _id description arDescription whatWeDo arWhatWeDo mission arMission vision arVision updatedAt } } }`;

const aboutShape: Shape = {
  _id: 'id',
  description: 'string',
  arDescription: 'string',
  whatWeDo: 'string',
  arWhatWeDo: 'string',
  mission: 'string',
  arMission: 'string',
  vision: 'string',
  arVision: 'string',
  updatedAt: 'string',
};

const contract = useContentContract();

describe('getAbout', () => {
  it('gives the About texts in both languages as safe HTML', async () => {
    const result = await contract.client.operation(GET_ABOUT);
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: aboutShape });
    expect(result.data).toMatchObject({
      _id: contract.fixture.aboutId,
      whatWeDo: '<p>Posters &amp; mugs</p>',
      arDescription: '<p>نبيع الفن.</p>',
      arVision: '<p>الفن في كل مكان</p>',
    });
  });

  it('answers 404 when nobody wrote it', async () => {
    await contract.database.db.delete(contentPages);
    const result = await contract.client.operation(GET_ABOUT);
    expectEnvelope(result, {
      status_code: 404,
      message: 'Page not found',
      message_key: 'errors.page.notFound',
    });
  });
});
