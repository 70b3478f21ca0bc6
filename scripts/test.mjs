// `npm test`: install what is missing (dependencies, Chromium), build the app for the browser
// journeys, run every Vitest project, and end with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { projectTimesFile } from './project-times.reporter.mjs';

/**
 * The CI budget in seconds (README, "The CI budget": keep the two alike): what a fresh clone's
 * `CI=true bash .ci/run` may spend on the 2-core CI machine, per part. The projects run one after
 * another (vitest.config.ts), so each one's wall time is its own.
 */
const BUDGET = { 'install and build': 90, unit: 30, pglite: 240, postgres: 150, e2e: 540, total: 1140 };

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
ensureInstall();
const { ensureChromium } = await import('./ensure-chromium.mjs');
const { ensureBuild } = await import('./ensure-build.mjs');
try {
  ensureChromium();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
ensureBuild();
const preparedSeconds = Math.round((Date.now() - started) / 1000);

const reportFile = path.join(root, 'artifacts', 'vitest-report.json');
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.rmSync(reportFile, { force: true });
fs.rmSync(projectTimesFile, { force: true });
const extraArgs = process.argv.slice(2);
const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    `--reporter=${path.join(root, 'scripts/project-times.reporter.mjs')}`,
    ...extraArgs,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);

const seconds = Math.round((Date.now() - started) / 1000);
if (!fs.existsSync(reportFile)) {
  console.log(`\nThe test run did not finish (exit code ${run.status}, ${seconds} s).`);
  console.log('Summary: 0 passed, 1 failed');
  process.exit(run.status || 1);
}
const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
const failed = report.numFailedTests + countFilesFailedWithoutTests(report);
const skipped = report.numPendingTests + report.numTodoTests;
printTimes(preparedSeconds, seconds);
console.log(`\nTests took ${seconds} s; screenshots and the JSON report are in artifacts/.`);
console.log(`Summary: ${report.numPassedTests} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);

// A file that failed to load counts as a failure even though no test inside it ran.
function countFilesFailedWithoutTests(result) {
  return result.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
}

/** Each part's time against its budget, so that every run shows where the 20 minutes go. */
function printTimes(prepared, total) {
  const projects = fs.existsSync(projectTimesFile)
    ? JSON.parse(fs.readFileSync(projectTimesFile, 'utf8'))
    : {};
  const rows = [['install and build', prepared, '']];
  for (const [name, time] of Object.entries(projects))
    rows.push([name, time.wallSeconds, `${time.files} files, ${time.fileSeconds} s of file time`]);
  rows.push(['total', total, '']);
  console.log('\nTime per part (wall seconds; the budget is in the README, "The CI budget"):');
  for (const [name, seconds, note] of rows) {
    const budget = BUDGET[name];
    const verdict =
      budget === undefined ? '' : seconds > budget ? `OVER its budget of ${budget} s` : `budget ${budget} s`;
    console.log(
      `  ${name.padEnd(18)} ${String(seconds).padStart(5)} s  ${verdict}${note ? `  (${note})` : ''}`,
    );
  }
}
