import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileOutbox } from '@souq/core/notifications/outbox.ts';
import { loader } from './dev-outbox.tsx';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souq-outbox-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

type LoaderArgs = Parameters<typeof loader>[0];
const load = (query = '') =>
  loader({
    request: new Request(`http://localhost/dev/outbox${query}`),
    context: { app: { config: { dataDir } } },
    params: {},
  } as unknown as LoaderArgs);

describe('/dev/outbox', () => {
  it('lists the emails newest first and shows one with its HTML and text', async () => {
    let tick = Date.parse('2026-05-01T10:00:00Z');
    const outbox = createFileOutbox(dataDir, () => new Date((tick += 1000)));
    await outbox.sendEmail({
      to: 'a@x.test',
      subject: 'First',
      text: 'one',
      html: '<p>1</p>',
      lang: 'ar',
      template: 'a',
    });
    await outbox.sendSms({ to: '+201000000001', text: 'code', template: 'otp' });
    await outbox.sendEmail({ to: 'b@x.test', subject: 'Second', text: 'two', lang: 'en', template: 'b' });
    const { list, selected } = await load();
    expect(list.map((email) => [email.subject, email.lang, email.template])).toEqual([
      ['Second', 'en', 'b'],
      ['First', 'ar', 'a'],
    ]);
    expect(selected).toBeNull();
    const shown = await load(`?id=${encodeURIComponent(list[1]!.id)}`);
    expect(shown.selected).toMatchObject({ subject: 'First', html: '<p>1</p>', text: 'one' });
  });

  it('answers 404 in production and for an unknown id', async () => {
    await expect(load('?id=nope')).rejects.toMatchObject({ init: { status: 404 } });
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(load()).rejects.toMatchObject({ init: { status: 404 } });
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
