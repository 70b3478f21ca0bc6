/**
 * Issue 14, case 12: 20 large images uploaded at once keep the server process under 600 MB of
 * resident memory. A real production process (its RSS is what an operator sees), started without
 * the demo data; one account signs up over GraphQL and sends the 20 uploads in parallel. It runs
 * on PostgreSQL when one is reachable: the embedded PGlite alone holds about 650 MB after its
 * migrations (its WebAssembly heap never shrinks), so on PGlite the test bounds the growth during
 * the burst instead of the total. The peak is reset (clear_refs 5) just before the burst. The image
 * gate (packages/core/src/media/image-work.ts) decodes two at a time, lets a few wait, and answers
 * the rest 503 'busy' before reading their bodies; nothing else may be answered.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, signUpAt } from '@souq/testing/e2e-harness.ts';
import { isPostgresReachable, startTestServer, type TestServer } from '@souq/testing';

const PARALLEL = 20;
const SIDE = 7000;
/**
 * The ceiling on PostgreSQL. It was 600 MB until issue 17: the dashboard's code adds about 17 MB at
 * start (react-aria is bundled into the server build to keep it at that), and the idle process's
 * resident memory before the burst varies between runs by 100 MB (start-up garbage not yet
 * collected: 352 to 462 MB measured on the same build), so 600 failed one run in two with a burst
 * that adds the same 130-175 MB each time. The burst's own growth is bounded too.
 *
 * 720 MB since issues 18 and 19 (payments, file store, email, change notices): the idle process on
 * PostgreSQL measured 420-483 MB before the burst (its V8 heap only 85-95 MB after a collection; the
 * rest is native and code memory of the modules tsx compiles at run time, which issue 20's compiled
 * production build is to cut), and one fresh-clone run peaked at 668 MB with a burst of 185 MB. The
 * burst's growth bound (250 MB) is unchanged: it is what holds the image gate to account.
 *
 * 600 MB again since issue 20: the production server runs compiled JavaScript (decision 040) and
 * idles at 171-183 MB on PostgreSQL; a run measured a 316 MB peak through the burst.
 */
const RSS_LIMIT_MB = 600;
const BURST_GROWTH_LIMIT_MB = 250;

/** What the embedded engine may add to the 600 MB (see above); the growth bound on PGlite. */
const PGLITE_GROWTH_LIMIT_MB = 350;

let server: TestServer;
let postgres: { url: string; drop(): Promise<void> } | null = null;

beforeAll(async () => {
  if (await isPostgresReachable()) postgres = await emptyPostgresDatabase('souq_upload_memory');
  server = await startTestServer({
    env: {
      SEED_ON_START: 'false',
      JOBS_POLL_MS: '0',
      ...(postgres ? { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '4' } : {}),
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await postgres?.drop();
});

/** VmHWM (peak resident set) and VmRSS of a process, in MB. */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
  return { peak: field('VmHWM'), current: field('VmRSS') };
}

async function signUp(): Promise<string> {
  const answer = await signUpAt(server.url, {
    fName: 'Big',
    lName: 'Pictures',
    email: 'big.pictures@example.com',
    password: 'pictures1',
  });
  return answer.data.jwt;
}

describe('uploads under load', () => {
  it(`keeps the RSS under ${RSS_LIMIT_MB} MB with ${PARALLEL} parallel ${SIDE}x${SIDE} images`, async () => {
    const token = await signUp();
    expect(token).toBeTruthy();
    // A 49-megapixel photo-like JPEG (grain over a gradient): seconds of decoding each.
    const grain = await sharp({
      create: {
        width: 500,
        height: 500,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 24 },
      },
    })
      .png()
      .toBuffer();
    const image = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#5b7f95' } })
      .composite([{ input: grain, tile: true, blend: 'overlay' }])
      .jpeg({ quality: 80 })
      .toBuffer();
    const pid = server.process.pid!;
    // Forget the start's peak (migrations): VmHWM then reads the burst's.
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const before = memoryOf(pid);

    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'large.jpg');
        const response = await fetch(`${server.url}/api/user/upload-one`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as { message_key?: string };
        if (response.status === 503) expect(body.message_key).toBe('errors.upload.busy');
        return response.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = memoryOf(pid);
    console.info(
      `upload-memory (${postgres ? 'PostgreSQL' : 'PGlite'}): ${PARALLEL} x ${(image.length / 1e6).toFixed(1)} MB JPEG in ${seconds.toFixed(1)} s,` +
        ` answers ${JSON.stringify(countBy(statuses))}, RSS before ${before.current.toFixed(0)} MB,` +
        ` after ${after.current.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB`,
    );
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    if (postgres) {
      expect(after.peak).toBeLessThan(RSS_LIMIT_MB);
      expect(after.peak - before.current).toBeLessThan(BURST_GROWTH_LIMIT_MB);
    } else expect(after.peak - before.current).toBeLessThan(PGLITE_GROWTH_LIMIT_MB);
    // The process lives and answers.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

function countBy(values: number[]) {
  return values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});
}
