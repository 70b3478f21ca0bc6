import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** One email as handed to the mail transport (SMTP later; an on-disk outbox until then). */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  lang: 'ar' | 'en';
  /** What kind of message it is (password-reset...), for the /dev/outbox list and tests. */
  template: string;
}

export interface OutboxSms {
  to: string;
  text: string;
  template: string;
}

export type OutboxMessage = ({ channel: 'email' } & OutboxEmail) | ({ channel: 'sms' } & OutboxSms);

export interface Outbox {
  sendEmail(message: OutboxEmail): Promise<void>;
  sendSms(message: OutboxSms): Promise<void>;
}

/**
 * Email and SMS written as JSON files into `<dataDir>/outbox/` (ARCHITECTURE.md: the outbox
 * is the transport until SMTP and an SMS provider are configured). File names sort by time.
 */
export function createFileOutbox(dataDir: string, clock: () => Date = () => new Date()): Outbox {
  const dir = path.join(dataDir, 'outbox');
  const write = async (message: OutboxMessage) => {
    await fs.mkdir(dir, { recursive: true });
    const stamp = clock().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${message.channel}-${crypto.randomUUID()}.json`;
    const body = JSON.stringify({ ...message, createdAt: clock().toISOString() }, null, 2);
    await fs.writeFile(path.join(dir, name), body, { mode: 0o600 });
  };
  return {
    sendEmail: (message) => write({ channel: 'email', ...message }),
    sendSms: (message) => write({ channel: 'sms', ...message }),
  };
}

/** One stored message: its file name (without .json) is its id. */
export type StoredOutboxMessage = OutboxMessage & { createdAt: string; id: string };

/** Every message of the outbox folder, oldest first (tests and the /dev/outbox page). */
export async function readOutbox(dataDir: string): Promise<StoredOutboxMessage[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => ({
      ...(JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxMessage & {
        createdAt: string;
      }),
      id: name.slice(0, -'.json'.length),
    })),
  );
}
