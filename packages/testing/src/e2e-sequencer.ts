import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order of the browser journeys when two workers run them (vitest.config.ts, E2E_WORKERS):
 * the journeys on the run's shared server take it one file at a time (e2e-harness.ts, its lock),
 * so a worker is only busy beside another when one of the two has a server of its own. The queue
 * alternates the two kinds, the largest files first, so that each file with its own server runs
 * beside shared-server files instead of after them. Other projects keep Vitest's order.
 */
export default class JourneySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const journeys = sorted.filter((spec) => spec.project.name === 'e2e');
    if (journeys.length === 0) return sorted;
    const bySize = (a: TestSpecification, b: TestSpecification) => size(b) - size(a);
    const shared = journeys.filter((spec) => usesSharedServer(spec.moduleId)).sort(bySize);
    const own = journeys.filter((spec) => !usesSharedServer(spec.moduleId)).sort(bySize);
    const alternated: TestSpecification[] = [];
    for (let index = 0; index < Math.max(shared.length, own.length); index++) {
      if (own[index]) alternated.push(own[index]!);
      if (shared[index]) alternated.push(shared[index]!);
    }
    return [...sorted.filter((spec) => spec.project.name !== 'e2e'), ...alternated];
  }
}

/** A journey that calls `useE2e()` without a server of its own (the shared server's lock). */
export function usesSharedServer(file: string): boolean {
  const source = fs.readFileSync(file, 'utf8');
  return /useE2e\(\s*\)|useE2e\(\s*\{\s*server:\s*'shared'/.test(source);
}

const size = (spec: TestSpecification) => fs.statSync(spec.moduleId).size;
