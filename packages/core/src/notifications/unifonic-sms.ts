/**
 * SMS through Unifonic (docs/decisions/035), the Saudi provider that also delivers to Egypt and the
 * Emirates: one form-encoded POST to its REST API per message,
 * https://el.cloud.unifonic.com/rest/SMS/messages with AppSid, SenderID, Recipient (international
 * digits, no + or 00), Body and responseType=JSON (https://docs.unifonic.com/reference/sms-api).
 * It answers JSON `{ success, message, errorCode, data: { MessageID, Status } }`; anything but
 * success (a refused number, a bad AppSid, an HTTP error, a timeout) rejects, so the caller's job
 * is retried or the caller hears of it.
 */
import type { OutboxSms } from './outbox.ts';

export const UNIFONIC_DEFAULT_URL = 'https://el.cloud.unifonic.com/rest/SMS/messages';

export interface SmsSender {
  sendSms(message: OutboxSms): Promise<void>;
}

export interface UnifonicOptions {
  appSid: string;
  /** The registered sender name; unset = the account's default sender. */
  senderId?: string;
  /** The messages endpoint (tests point it at a local fake). */
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/** +20 100 000 0001, 00966..., (971) 50-... → the international digits Unifonic expects. */
export const unifonicRecipient = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('00') ? digits.slice(2) : digits;
};

interface UnifonicAnswer {
  success?: boolean | string;
  message?: string;
  errorCode?: string;
  data?: { MessageID?: number | string; Status?: string };
}

export function createUnifonicSender(options: UnifonicOptions): SmsSender {
  const send = options.fetch ?? fetch;
  const url = options.url ?? UNIFONIC_DEFAULT_URL;
  return {
    async sendSms(message) {
      const form = new URLSearchParams({
        AppSid: options.appSid,
        Recipient: unifonicRecipient(message.to),
        Body: message.text,
        responseType: 'JSON',
        CorrelationID: `${message.template}-${Date.now().toString(36)}`,
      });
      if (options.senderId) form.set('SenderID', options.senderId);
      const response = await send(url, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const answer = (await response.json().catch(() => null)) as UnifonicAnswer | null;
      const ok = response.ok && answer !== null && (answer.success === true || answer.success === 'true');
      if (!ok) {
        const reason = answer?.errorCode
          ? `${answer.errorCode} ${answer.message ?? ''}`.trim()
          : `HTTP ${response.status}`;
        throw new SmsDeliveryError(`Unifonic refused the SMS: ${reason}`);
      }
    },
  };
}
