import autocannon from 'autocannon';
import http from 'node:http';
import zlib from 'node:zlib';
import type { Engine } from './options.ts';
import { latencyOf, median, type Latency } from './stats.ts';

/** What a browser sends: every request of the load asks for compressed answers. */
export const BROWSER_HEADERS: Record<string, string> = { 'accept-encoding': 'br, gzip' };

/** autocannon's default, kept: the timeouts of issue 20's figures are counted with it. */
export const REQUEST_TIMEOUT_SECONDS = 10;

export type TargetGroup = 'limit' | 'uncached' | 'cached' | 'signed-in' | 'graphql' | 'fixed-rate';

export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadTarget {
  name: string;
  group: TargetGroup;
  engine: Engine | null;
  url: string;
  requests: LoadRequest[];
  /** Requests per second for all connections together (a fixed-rate run); absent: as fast as it answers. */
  rate?: number;
}

export interface LoadRun {
  reqPerSec: number;
  /** How long the server kept working through queued requests after the load stopped. */
  drainMs: number;
  latency: Latency;
  timeouts: number;
  errors: number;
  non2xx: number;
}

export interface LoadResult {
  name: string;
  group: TargetGroup;
  engine: Engine | null;
  path: string;
  rate: number | null;
  connections: number;
  /** Length of each run; a request counts as a timeout after REQUEST_TIMEOUT_SECONDS. */
  seconds: number;
  /** Bytes of one answer's body as sent, and its Content-Encoding. */
  bytes: number;
  encoding: string | null;
  runs: LoadRun[];
  /** Medians over the runs (timeouts and errors: the sum). */
  reqPerSec: number;
  latency: Latency;
  timeouts: number;
  errors: number;
}

export interface LoadSettings {
  seconds: number;
  warmup: number;
  runs: number;
  connections: number;
}

function requestOptions(target: LoadTarget) {
  return target.requests.map((request) => ({
    path: request.path,
    method: request.method ?? 'GET',
    headers: { ...BROWSER_HEADERS, ...request.headers },
    ...(request.body ? { body: request.body } : {}),
  }));
}

function runOnce(target: LoadTarget, seconds: number, connections: number): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      {
        url: target.url,
        connections,
        duration: seconds,
        timeout: REQUEST_TIMEOUT_SECONDS,
        requests: requestOptions(target),
        ...(target.rate ? { overallRate: target.rate } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        drain(target.url).then(
          (drainMs) =>
            resolve({
              reqPerSec: Math.round(result.requests.average),
              drainMs,
              latency: latencyOf(times),
              timeouts: result.timeouts,
              errors: result.errors,
              non2xx: result.non2xx,
            }),
          reject,
        );
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
    });
  });
}

/**
 * Waits until the server has worked through what the load left queued (a cheap request answered
 * behind it): otherwise a slow target's backlog would be measured as the next target's time.
 */
async function drain(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(600_000) });
  await response.arrayBuffer();
  return Math.round(performance.now() - started);
}

/** One request of the target, to check that it answers 200 and to record its size and encoding. */
async function probe(target: LoadTarget): Promise<{ bytes: number; encoding: string | null }> {
  const request = target.requests[0]!;
  const response = await rawRequest(new URL(request.path, target.url).toString(), request);
  if (response.status !== 200) throw new Error(`${target.name}: ${request.path} answered ${response.status}`);
  const encoding = response.headers['content-encoding'];
  if (target.group === 'graphql') {
    const text = decodeBody(response.body, encoding);
    if (!/"status_code":200/.test(text))
      throw new Error(`${target.name}: the operation failed: ${text.slice(0, 300)}`);
  }
  return { bytes: response.body.length, encoding: encoding ?? null };
}

/**
 * Measures the targets together: each target's warm-up (discarded), then `runs` rounds in which
 * every target runs once in turn (interleaved, so a slow drift of the machine touches all alike);
 * each figure is the median of its runs.
 */
export async function measureTargets(targets: LoadTarget[], settings: LoadSettings): Promise<LoadResult[]> {
  const probes: { bytes: number; encoding: string | null }[] = [];
  for (const target of targets) probes.push(await probe(target));
  if (settings.warmup > 0)
    for (const target of targets) await runOnce(target, settings.warmup, settings.connections);
  const runs: LoadRun[][] = targets.map(() => []);
  for (let round = 0; round < settings.runs; round += 1) {
    for (const [index, target] of targets.entries()) {
      const run = await runOnce(target, settings.seconds, settings.connections);
      runs[index]!.push(run);
      console.log(
        `    ${target.name.padEnd(40)} ${String(run.reqPerSec).padStart(6)} req/s  p50 ${run.latency.p50} ms  p99 ${run.latency.p99} ms${run.timeouts ? `  ${run.timeouts} timeouts` : ''}${run.drainMs > 1000 ? `  drained in ${(run.drainMs / 1000).toFixed(1)} s` : ''}${run.errors + run.non2xx ? `  ${run.errors} errors ${run.non2xx} non-2xx` : ''}`,
      );
    }
  }
  return targets.map((target, index) => ({
    name: target.name,
    group: target.group,
    engine: target.engine,
    path: target.requests[0]!.path,
    rate: target.rate ?? null,
    connections: settings.connections,
    seconds: settings.seconds,
    ...probes[index]!,
    ...summarize(runs[index]!),
  }));
}

/** One target measured in two phases (the limit beside each server): all runs, medians anew. */
export function mergeResults(first: LoadResult, second: LoadResult): LoadResult {
  return { ...first, ...summarize([...first.runs, ...second.runs]) };
}

const tenths = (value: number) => Math.round(value * 10) / 10;

function summarize(list: LoadRun[]) {
  return {
    runs: list,
    reqPerSec: median(list.map((run) => run.reqPerSec)),
    latency: {
      p50: tenths(median(list.map((run) => run.latency.p50))),
      p95: tenths(median(list.map((run) => run.latency.p95))),
      p99: tenths(median(list.map((run) => run.latency.p99))),
    },
    timeouts: list.reduce((sum, run) => sum + run.timeouts, 0),
    errors: list.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
  };
}

/** The body of a raw answer as text, decompressed when it was sent compressed. */
export function decodeBody(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request as the load sends it, with the body as it travelled (still compressed, when it was). */
export function rawRequest(url: string, request: Omit<LoadRequest, 'path'> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method: request.method ?? 'GET', headers: { ...BROWSER_HEADERS, ...request.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
