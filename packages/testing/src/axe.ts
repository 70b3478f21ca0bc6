import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}

export interface AxeOptions {
  /** A CSS selector to scan instead of the whole document. */
  include?: string;
  /** Rule ids to skip (say why at the call site). */
  disableRules?: string[];
  /** Impacts that count (default: serious and critical). */
  impacts?: Array<NonNullable<AxeViolation['impact']>>;
}

/**
 * Runs axe-core (from node_modules, evaluated in the page: no network) on the page and returns the
 * violations at the given impacts, serious and critical by default (WCAG 2.2 A and AA rules plus
 * axe's best practices).
 */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated over the DevTools protocol, which the page's Content-Security-Policy does not govern
  // (an inline <script> tag would be refused: the server allows only its nonce).
  if (!injected) await page.evaluate(axeSource);
  const impacts = options.impacts ?? ['serious', 'critical'];
  // Colours are judged as they end: a toast fading in is half transparent for a moment, and a
  // busy machine let axe read it then (a color-contrast failure of a finished toast that was fine).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const violations = await page.evaluate(
    async ({ include, disableRules }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const result = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        rules,
      });
      return result.violations;
    },
    { include: options.include, disableRules: options.disableRules ?? [] },
  );
  return (violations as AxeViolation[]).filter(
    (violation) => violation.impact && impacts.includes(violation.impact),
  );
}

/** One line per violation and node, for assertion messages. */
export function formatViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${node.target.join(' ')} — ${node.html.slice(0, 160)}`,
    ),
  );
}
