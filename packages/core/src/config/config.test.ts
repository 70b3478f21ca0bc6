import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, siteOriginOf } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults for a fresh machine: embedded database in .data', () => {
    const config = loadConfig({}, '/srv/souq');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(path.join('/srv/souq', '.data', 'db'));
    expect(config.uploadsDir).toBe(path.join('/srv/souq', '.data', 'uploads'));
    expect(config.seedOnStart).toBe(true);
    expect(config.graphql.maxDepth).toBe(10);
  });

  it('seeds PostgreSQL only when asked', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/souq';
    expect(loadConfig({ DATABASE_URL: url }).seedOnStart).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_ON_START: 'true' }).seedOnStart).toBe(true);
  });

  it('requires JWT_SECRET of a server on DATABASE_URL (processes on one database share it), not on the embedded one', () => {
    const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/souq';
    const serve = (environment: Record<string, string>) =>
      loadConfig({ NODE_ENV: 'test', ...environment }, '/srv/souq', { serving: true });
    expect(() => serve({ DATABASE_URL })).toThrow(
      'Invalid environment variable JWT_SECRET: required when DATABASE_URL is set',
    );
    expect(serve({ DATABASE_URL, JWT_SECRET: 'j'.repeat(32) }).jwtSecret).toBe('j'.repeat(32));
    expect(serve({}).jwtSecret).toBeUndefined();
    // db:migrate and db:seed sign nothing.
    expect(loadConfig({ DATABASE_URL }).databaseUrl).toBe(DATABASE_URL);
  });

  it('uses the local disk unless S3_BUCKET is set, and refuses half an S3 configuration', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'souq',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example/',
      }).s3,
    ).toEqual({
      bucket: 'souq',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example',
    });
    expect(() => loadConfig({ S3_BUCKET: 'souq', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid environment variable S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid environment variable S3_BUCKET',
    );
  });

  it('chooses the email and SMS transports: the outbox by default, SMTP and Unifonic when configured', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: undefined });
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
      MAIL_FROM: '"Souq Designers" <no-reply@souq.example>',
      SMS_PROVIDER: 'unifonic',
      UNIFONIC_APP_SID: 'sid',
      UNIFONIC_SENDER_ID: 'SouqDesign',
    });
    expect(config.mail.smtpUrl).toBe('smtps://mailer:secret@smtp.example:465');
    expect(config.sms).toEqual({
      provider: 'unifonic',
      unifonic: {
        appSid: 'sid',
        senderId: 'SouqDesign',
        url: 'https://el.cloud.unifonic.com/rest/SMS/messages',
      },
    });
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example' })).toThrow(/SMTP_URL: must look like smtps:/);
    expect(() => loadConfig({ SMS_PROVIDER: 'unifonic' })).toThrow(/UNIFONIC_APP_SID: required/);
  });

  it('treats empty values as unset, as .env files write them', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('switches a social login provider on only with both its client id and secret', () => {
    expect(loadConfig({}).social).toEqual({ google: null, facebook: null });
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      FACEBOOK_CLIENT_ID: 'f-id',
      FACEBOOK_CLIENT_SECRET: 'f-secret',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/graph/',
    });
    expect(config.social.google).toEqual({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      issuer: 'https://accounts.google.com',
    });
    expect(config.social.facebook?.graphUrl).toBe('http://127.0.0.1:9/graph');
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
      'Invalid environment variable GOOGLE_CLIENT_SECRET',
    );
    expect(() => loadConfig({ FACEBOOK_CLIENT_SECRET: 'f-secret' })).toThrow(
      'Invalid environment variable FACEBOOK_CLIENT_ID',
    );
  });

  it.each([
    [{ GOOGLE_ISSUER: 'accounts.google.com' }, 'GOOGLE_ISSUER'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_ON_START: 'maybe' }, 'SEED_ON_START'],
  ])('names the bad variable in %o', (environment, variable) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(`Invalid environment variable ${variable}`);
  });

  it('refuses a production start without PUBLIC_URL, in one line naming the variable (issue 14)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '' })).toThrow(/^PUBLIC_URL is required/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow(/\n/);
    // The server runs in production when NODE_ENV is unset: it needs PUBLIC_URL then too.
    expect(() => loadConfig({}, process.cwd(), { serving: true })).toThrow(/^PUBLIC_URL is required/);
    expect(loadConfig({}).env).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://souq.example' }).publicUrl).toBe(
      'https://souq.example',
    );
    // Development and tests have no public origin to give: the listening address is used.
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('gives one origin for links in emails: PUBLIC_URL, else the listening address, never a request', () => {
    expect(siteOriginOf(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://souq.example/' }))).toBe(
      'https://souq.example',
    );
    expect(siteOriginOf(loadConfig({ NODE_ENV: 'development', PORT: '4000' }))).toBe('http://localhost:4000');
    expect(siteOriginOf(loadConfig({ NODE_ENV: 'test' }), 51234)).toBe('http://localhost:51234');
  });
});
