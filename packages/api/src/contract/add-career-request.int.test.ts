import { describe, expect, it } from 'vitest';
import { storeCvUpload } from '@souq/core/content/careers.service.ts';
import { careerRequests } from '@souq/core/db/schema/content.schema.ts';
import { TINY_PDF } from '@souq/testing/content-pages.fixture.ts';
import { expectEnvelope } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  fieldErrorsIn,
  useContentContract,
} from '@souq/testing/content-contract.fixture.ts';

const MUTATION = `mutation Apply($career: ID, $name: String, $email: String, $phone: String, $cv: [String!], $comment: String) {
  addCareerRequest(career: $career, name: $name, email: $email, phone: $phone, cv: $cv, comment: $comment) {
    ${ENVELOPE_FIELDS} fieldErrors { field message_key }
    data { _id career name email phone cv comment createdAt }
  }
}`;

const contract = useContentContract();

describe('addCareerRequest', () => {
  it('refuses missing fields and a missing CV, saving nothing', async () => {
    const empty = await contract.client.operation(MUTATION);
    expectEnvelope(empty, { status_code: 400, message: 'This field is required' });
    expect(fieldErrorsIn(empty)).toEqual([
      { field: 'career', message_key: 'validation.required' },
      { field: 'name', message_key: 'validation.required' },
      { field: 'email', message_key: 'validation.required' },
    ]);
    const noCv = await contract.client.operation(MUTATION, {
      variables: { career: contract.fixture.openCareerId, name: 'Ali', email: 'ali@example.com' },
    });
    expectEnvelope(noCv, {
      status_code: 400,
      message: 'Please upload your CV first',
      message_key: 'errors.career.cvRequired',
    });
    expect(fieldErrorsIn(noCv)).toEqual([{ field: 'cv', message_key: 'errors.career.cvRequired' }]);
    const forged = await contract.client.operation(MUTATION, {
      variables: {
        career: contract.fixture.openCareerId,
        name: 'Ali',
        email: 'ali@example.com',
        cv: ['../.env'],
      },
    });
    expectEnvelope(forged, { status_code: 400 });
    expect(await contract.database.db.$count(careerRequests)).toBe(0);
  });

  it('refuses a closed position with 404', async () => {
    const cv = await storeCvUpload(contract.runtime.config, TINY_PDF);
    const result = await contract.client.operation(MUTATION, {
      variables: { career: contract.fixture.closedCareerId, name: 'Ali', email: 'ali@example.com', cv: [cv] },
    });
    expectEnvelope(result, { status_code: 404, message: 'This job is no longer open' });
    expect(result.error_code).toBe('CAREER_NOT_FOUND');
  });

  it('saves an application with a stored CV', async () => {
    const cv = await storeCvUpload(contract.runtime.config, TINY_PDF);
    const result = await contract.client.operation(MUTATION, {
      variables: {
        career: contract.fixture.openCareerId,
        name: 'علي',
        email: 'ali@example.com',
        phone: '٠١٠٠٠٠٠٠٠٠',
        cv: [cv],
        comment: 'Available now',
      },
    });
    expectEnvelope(result, {
      status_code: 200,
      dataShape: {
        _id: 'id',
        career: 'id',
        name: 'string',
        email: 'string',
        phone: 'string?',
        cv: ['string'],
        comment: 'string?',
        createdAt: 'string',
      },
    });
    expect(result.data).toMatchObject({
      career: contract.fixture.openCareerId,
      phone: '0100000000',
      cv: [cv],
    });
    expect(await contract.database.db.$count(careerRequests)).toBe(1);
  });
});
