import { describe, expect, it } from 'vitest';
import { MalformedMultipartError, multipartBoundary, readMultipartField } from './multipart-body.ts';

/** A request as a browser sends it: FormData serialized by the platform, with or without its length. */
async function multipart(form: FormData, declareLength: boolean) {
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type')! };
  if (declareLength) headers['content-length'] = String(body.byteLength);
  return new Request('http://x/api/user/upload-one', { method: 'POST', body, headers });
}

describe('readMultipartField', () => {
  const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);

  it.each([true, false])('answers the bytes of the named file (length declared: %s)', async (declared) => {
    const form = new FormData();
    form.append('note', 'name="image" inside a text field');
    form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'a "quoted"; name=x.jpg');
    form.append('after', 'x');
    const read = await readMultipartField(await multipart(form, declared), 'image');
    expect(read && new Uint8Array(read)).toEqual(bytes);
  });

  it('answers null without the field and refuses other bodies', async () => {
    const form = new FormData();
    form.append('other', new Blob([bytes]), 'x.jpg');
    expect(await readMultipartField(await multipart(form, true), 'image')).toBeNull();
    const json = new Request('http://x/', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    await expect(readMultipartField(json, 'image')).rejects.toBeInstanceOf(MalformedMultipartError);
    const broken = new Request('http://x/', {
      method: 'POST',
      body: '--b\r\ncontent-disposition: form-data; name="image"\r\n\r\nno end',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    await expect(readMultipartField(broken, 'image')).rejects.toBeInstanceOf(MalformedMultipartError);
  });

  it('reads the boundary of the content type', () => {
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary=xyz')).toBe('xyz');
    expect(multipartBoundary('text/plain; boundary=xyz')).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});
