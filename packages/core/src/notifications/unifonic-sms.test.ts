import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnifonicSender, unifonicRecipient } from './unifonic-sms.ts';

/**
 * A local fake of Unifonic's REST API (https://docs.unifonic.com/reference/sms-api): a form-encoded
 * POST /rest/SMS/messages answered with its JSON envelope; an unknown AppSid and a short number are
 * refused the way the documentation shows (success false, an ER- code).
 */
describe('Unifonic SMS adapter', () => {
  const seen: { path: string; contentType: string; accept: string; form: URLSearchParams }[] = [];
  let server: http.Server;
  let url = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push({
          path: request.url ?? '',
          contentType: request.headers['content-type'] ?? '',
          accept: request.headers.accept ?? '',
          form,
        });
        const answer = (status: number, json: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(json));
        };
        if (request.method !== 'POST' || request.url !== '/rest/SMS/messages') return answer(404, {});
        if (form.get('AppSid') !== 'app-sid-1')
          return answer(200, { success: false, message: 'Invalid AppSid', errorCode: 'ER-01', data: {} });
        if ((form.get('Recipient') ?? '').length < 10)
          return answer(200, {
            success: false,
            message: 'Dest num is too short',
            errorCode: 'ER-04',
            data: {},
          });
        if (form.get('Recipient') === '966500000500') return answer(500, { message: 'boom' });
        answer(200, {
          success: true,
          message: '',
          errorCode: 'ER-00',
          data: { MessageID: 42000348806924, CorrelationID: form.get('CorrelationID'), Status: 'Sent' },
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/SMS/messages`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the documented form fields and accepts the success envelope', async () => {
    const sender = createUnifonicSender({ appSid: 'app-sid-1', senderId: 'SouqDesign', url });
    await sender.sendSms({ to: '+20 100 000 0001', text: 'رمز التحقق: 1234', template: 'otp' });
    const request = seen.at(-1)!;
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(request.accept).toBe('application/json');
    expect(request.form.get('AppSid')).toBe('app-sid-1');
    expect(request.form.get('SenderID')).toBe('SouqDesign');
    expect(request.form.get('Recipient')).toBe('201000000001');
    expect(request.form.get('Body')).toBe('رمز التحقق: 1234');
    expect(request.form.get('responseType')).toBe('JSON');
    expect(request.form.get('CorrelationID')).toMatch(/^otp-/);
  });

  it('rejects a refusal (error code and message), an HTTP error and a bad key', async () => {
    const sender = createUnifonicSender({ appSid: 'app-sid-1', url });
    await expect(sender.sendSms({ to: '+2010', text: 'x', template: 'otp' })).rejects.toThrow(
      'ER-04 Dest num is too short',
    );
    await expect(sender.sendSms({ to: '00966500000500', text: 'x', template: 'otp' })).rejects.toThrow(
      /HTTP 500/,
    );
    const wrong = createUnifonicSender({ appSid: 'nope', url });
    await expect(wrong.sendSms({ to: '+966500000001', text: 'x', template: 'otp' })).rejects.toThrow('ER-01');
    // No SenderID sent when none is configured: the account's default sender.
    expect(seen.at(-1)!.form.has('SenderID')).toBe(false);
  });

  it('writes numbers as international digits without + or 00', () => {
    expect(unifonicRecipient('+966 50-767-9351')).toBe('966507679351');
    expect(unifonicRecipient('00971501694301')).toBe('971501694301');
  });
});
