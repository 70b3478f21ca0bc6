import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '@souq/testing/browser.ts';
import { repositoryRoot } from '@souq/testing/test-server.ts';
import { median } from './stats.ts';

/** Pinned so that figures stay comparable between runs (the version of issue 20's measures). */
export const LIGHTHOUSE_VERSION = '13.5.0';
const toolsDir = path.join(repositoryRoot, '.cache', 'bench-tools');
const cli = path.join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
const run = promisify(execFile);

/**
 * Lighthouse is installed on first use into .cache/bench-tools, outside the workspaces: it and its
 * Chrome tooling would double the project's install for a measure only the benchmark takes.
 */
export function ensureLighthouse(): string {
  const installed = path.join(toolsDir, 'node_modules', 'lighthouse', 'package.json');
  const version = fs.existsSync(installed)
    ? (JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string }).version
    : null;
  if (version !== LIGHTHOUSE_VERSION) {
    console.log(`  installing lighthouse@${LIGHTHOUSE_VERSION} into ${toolsDir}…`);
    fs.mkdirSync(toolsDir, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        toolsDir,
        '--no-audit',
        '--no-fund',
        '--no-save',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      {
        stdio: 'inherit',
      },
    );
  }
  if (!fs.existsSync(CHROMIUM_PATH))
    execFileSync(process.execPath, [path.join(repositoryRoot, 'scripts', 'ensure-chromium.mjs')], {
      stdio: 'inherit',
    });
  return cli;
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** JavaScript transferred (compressed as sent) and the HTML document's bytes. */
  scriptBytes: number;
  documentBytes: number;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
}

/** The figures of one Lighthouse report. */
export function scoresOf(report: Report): LighthouseScores {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => Math.round((report.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const bytesOf = (type: string) =>
    requests
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: Math.round(numeric('total-blocking-time')),
    scriptBytes: bytesOf('Script'),
    documentBytes: bytesOf('Document'),
  };
}

/** The run with the median performance score (Lighthouse's own advice for a median of runs). */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const middle = median(runs.map((scores) => scores.performance));
  return [...runs].sort((a, b) => Math.abs(a.performance - middle) - Math.abs(b.performance - middle))[0]!;
}

const CHROME_FLAGS =
  '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export interface AccessibilityReport {
  score: number;
  /** The failed audits, each with a few of the elements it names. */
  failures: { id: string; title: string; nodes: string[] }[];
}

/** Lighthouse's accessibility category alone, once (it does not vary between runs). */
export async function lighthouseAccessibility(url: string): Promise<AccessibilityReport> {
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=accessibility',
      CHROME_FLAGS,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: { accessibility: { score: number | null } };
    audits: Record<
      string,
      {
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        details?: { items?: { node?: { selector?: string; snippet?: string } }[] };
      }
    >;
  };
  return {
    score: Math.round((report.categories.accessibility.score ?? 0) * 100),
    failures: Object.entries(report.audits)
      .filter(([, audit]) => audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1)
      .map(([id, audit]) => ({
        id,
        title: audit.title,
        nodes: (audit.details?.items ?? [])
          .slice(0, 5)
          .map((item) => item.node?.snippet ?? item.node?.selector ?? ''),
      })),
  };
}

/** Lighthouse's default mobile emulation and simulated throttling, `runs` times; the median run. */
export async function lighthouse(url: string, runs: number): Promise<LighthouseScores & { runs: number[] }> {
  const all: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) {
    const { stdout } = await run(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        CHROME_FLAGS,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 256 * 1024 * 1024 },
    );
    all.push(scoresOf(JSON.parse(stdout) as Report));
  }
  return { ...medianRun(all), runs: all.map((scores) => scores.performance) };
}
