// `npm test`: install what is missing (dependencies, Chromium), build the app for the browser
// journeys, run every Vitest project, and end with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';

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

const reportFile = path.join(root, 'artifacts', 'vitest-report.json');
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.rmSync(reportFile, { force: true });
const extraArgs = process.argv.slice(2);
const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
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
console.log(`\nTests took ${seconds} s; screenshots and the JSON report are in artifacts/.`);
console.log(`Summary: ${report.numPassedTests} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);

// A file that failed to load counts as a failure even though no test inside it ran.
function countFilesFailedWithoutTests(result) {
  return result.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
}
