import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '@souq/core/db/schema/tickets.schema.ts';
import { MAX_UPLOAD_BYTES } from '@souq/core/media/upload-limits.ts';
import { envelopeDocument, expectEnvelope, settleTestSessions } from '@souq/testing';
import { buildUser } from '@souq/testing/builders/index.ts';
import { tokenFor } from '@souq/testing/contract-api.fixture.ts';
import { TICKET_FIELDS, ticketShape, useTicketContract } from '@souq/testing/ticket-contract.fixture.ts';
import { createTicketAttachmentRoutes, TICKET_ATTACHMENT_PATH } from '../rest/ticket-attachment.routes.ts';

const ADD = `mutation AddProductForDesigner($designer: ID, $category: ID, $designerStage: String,
  $ticketForCompetition: Boolean, $name: String, $basePrice: Float, $description: String,
  $attachments: [String], $createdAt: String, $mailLang: String) {
  addProductForDesigner(designer: $designer, category: $category, designerStage: $designerStage,
    ticketForCompetition: $ticketForCompetition, name: $name, basePrice: $basePrice,
    description: $description, attachments: $attachments, createdAt: $createdAt, mailLang: $mailLang) {
    status_code message errors message_key error_code fieldErrors { field message_key }
    data { ${TICKET_FIELDS} }
  }
}`;

type Ticket = { _id: string; attachments: { originalName: string; url: string | null }[] };
const { api, token } = useTicketContract();

/** One file through the REST upload, as the browser's XHR sends it. */
async function upload(
  who: 'designer' | 'otherDesigner' | 'customer' | null,
  bytes: Uint8Array,
  name: string,
) {
  const form = new FormData();
  form.set('file', new Blob([Uint8Array.from(bytes)], { type: 'application/octet-stream' }), name);
  const request = new Request(`http://shop.test${TICKET_ATTACHMENT_PATH}`, {
    method: 'POST',
    body: form,
    headers: { 'x-lang': 'en', ...(who ? { authorization: `Bearer ${token(who)}` } : {}) },
  });
  await settleTestSessions();
  const answer = await createTicketAttachmentRoutes(api.runtime).answer({
    request,
    clientAddress: '10.0.0.1',
  });
  return answer as {
    status: number;
    body: { status_code: number; message?: string; file?: { token: string } };
  };
}

const fields = () => ({
  designer: api.fixture.designer.id,
  category: api.fixture.categoryId,
  name: 'Felucca at dusk',
  description: 'A screen print of a felucca on the Nile.',
  basePrice: 320.5,
});

describe('addProductForDesigner', () => {
  it('files a waiting ticket with uploaded files, dated by the server', async () => {
    const uploaded = await upload('designer', Buffer.from('%PDF-1.6\n'), 'sizes.pdf');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({
      status_code: 200,
      file: { originalName: 'sizes.pdf', mimeType: 'application/pdf' },
    });
    const result = await api.client.operation<Ticket>(ADD, {
      token: token('designer'),
      variables: {
        ...fields(),
        attachments: [uploaded.body.file!.token],
        createdAt: '1999-01-01',
        mailLang: 'ar',
      },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: ticketShape });
    expect(result.data).toMatchObject({
      status: 'waiting',
      basePrice: 320.5,
      currency: 'EGP',
      acceptionDate: null,
    });
    expect(result.data!.attachments[0]).toMatchObject({
      originalName: 'sizes.pdf',
      url: expect.stringMatching(/^\/files\//),
    });
    const [row] = await api.database.db.select().from(tickets).where(eq(tickets.id, result.data!._id));
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2020);
  });

  it('answers every missing required field (400, fieldErrors) and writes nothing', async () => {
    const before = (await api.database.db.select().from(tickets)).length;
    const result = await api.client.operation(ADD, { token: token('designer'), variables: {} });
    expectEnvelope(result, {
      status_code: 400,
      message: 'Please choose the designer',
      message_key: 'errors.ticket.designerRequired',
    });
    const withFields = result as typeof result & { fieldErrors: { field: string; message_key: string }[] };
    expect(withFields.fieldErrors).toEqual([
      { field: 'designer', message_key: 'errors.ticket.designerRequired' },
      { field: 'category', message_key: 'errors.ticket.categoryRequired' },
      { field: 'name', message_key: 'errors.ticket.nameRequired' },
      { field: 'description', message_key: 'errors.ticket.descriptionRequired' },
    ]);
    expect((await api.database.db.select().from(tickets)).length).toBe(before);
  });

  it('refuses an incomplete profile, a foreign attachment, a bad price, an unknown category', async () => {
    const newcomer = await buildUser(api.database.db, { role: 'designer' });
    const incomplete = await api.client.operation(ADD, {
      token: tokenFor(api.runtime, newcomer),
      variables: { ...fields(), designer: newcomer.id },
    });
    expectEnvelope(incomplete, { status_code: 400, message_key: 'errors.ticket.profileIncomplete' });
    expectEnvelope(
      await api.client.operation(ADD, {
        token: token('customer'),
        variables: { ...fields(), designer: api.fixture.customer.id },
      }),
      { status_code: 403 },
    );
    const theirs = await upload('otherDesigner', Buffer.from('PK\u0003\u0004'), 'art.zip');
    expectEnvelope(
      await api.client.operation(ADD, {
        token: token('designer'),
        variables: { ...fields(), attachments: [theirs.body.file!.token] },
      }),
      { status_code: 400, message_key: 'errors.ticket.attachmentInvalid' },
    );
    expectEnvelope(
      await api.client.operation(ADD, {
        token: token('designer'),
        variables: { ...fields(), basePrice: -1 },
      }),
      {
        status_code: 400,
        message_key: 'errors.ticket.basePriceInvalid',
      },
    );
    expectEnvelope(
      await api.client.operation(ADD, {
        token: token('designer'),
        variables: { ...fields(), category: '00000000-0000-4000-8000-000000000000' },
      }),
      { status_code: 404, message_key: 'errors.ticket.categoryNotFound' },
    );
  });

  it("is 403 for another designer's name and 401 for a guest; staff file for a designer", async () => {
    expectEnvelope(await api.client.operation(ADD, { token: token('otherDesigner'), variables: fields() }), {
      status_code: 403,
    });
    expectEnvelope(await api.client.operation(ADD, { variables: fields() }), { status_code: 401 });
    const bySupport = await api.client.operation(
      envelopeDocument(
        'mutation',
        'addProductForDesigner',
        '$designer: ID, $category: ID, $name: String, $description: String',
        '_id designer { _id }',
      ),
      {
        token: token('support'),
        variables: {
          designer: api.fixture.designer.id,
          category: api.fixture.categoryId,
          name: 'Sphinx',
          description: 'Ink',
        },
      },
    );
    expectEnvelope(bySupport, { status_code: 200, dataShape: { _id: 'id', designer: { _id: 'id' } } });
  });
});

describe('POST /api/designer/ticket-attachments', () => {
  it('refuses guests (401), customers (403), a type the bytes do not show (415), and a declared 50 MB+ body (413)', async () => {
    expect((await upload(null, Buffer.from('%PDF-1.4'), 'a.pdf')).status).toBe(401);
    expect((await upload('customer', Buffer.from('%PDF-1.4'), 'a.pdf')).body).toMatchObject({
      status_code: 403,
    });
    expect((await upload('designer', Buffer.from('<html></html>'), 'a.png')).body).toMatchObject({
      status_code: 415,
      message: 'This file type is not allowed (PNG, JPEG, WebP, SVG, PDF, ZIP, PSD or AI)',
    });
    const request = new Request(`http://shop.test${TICKET_ATTACHMENT_PATH}`, {
      method: 'POST',
      headers: {
        'content-length': String(MAX_UPLOAD_BYTES + 100 * 1024),
        'content-type': 'multipart/form-data; boundary=x',
        'x-lang': 'ar',
      },
    });
    const tooBig = await createTicketAttachmentRoutes(api.runtime).answer({ request, clientAddress: null });
    expect(tooBig).toMatchObject({
      status: 413,
      body: { status_code: 413, message_key: 'errors.ticket.attachmentTooBig' },
    });
    expect((tooBig.body as { message: string }).message).not.toBe('The file is too big (50MB at most)');
  });
});
