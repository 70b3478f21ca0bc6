/**
 * A local S3-compatible server for tests (the `s3rver` package, in process, on a free port, its
 * objects in a temporary folder): the S3 file store runs against it as it would against MinIO.
 * Its keys are s3rver's fixed pair, checked with SigV4 as S3 does.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; only the constructor, run and close are used.
import S3rver from 's3rver';
import type { S3StoreConfig } from '@souq/core/config/config.ts';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

export interface TestS3Server {
  config: S3StoreConfig;
  /** The same as environment variables, for a server process of the test's own. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'souq-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-s3-'));
  const server = new (S3rver as new (options: object) => S3rverInstance)({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint,
      credentials,
      forcePathStyle: true,
      publicUrl: undefined,
    },
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
