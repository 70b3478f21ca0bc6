/**
 * No import cycles in every packages/<name>/src (issue 15; docs/decisions/029): a module is read before the
 * modules that import it, so a cycle makes load order matter and hides a wrong dependency (the
 * queue importing the job handlers that import the queue). Only relative imports are walked, type
 * imports included (a cycle of types is still a cycle of concepts); a file named by one must exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const packagesDir = path.resolve(import.meta.dirname, '../..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each file's relative imports, resolved to files. */
function importGraph(): Map<string, string[]> {
  const roots = fs
    .readdirSync(packagesDir)
    .map((name) => path.join(packagesDir, name, 'src'))
    .filter((dir) => fs.existsSync(dir));
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => path.resolve(path.dirname(file), match[1]!))
      .filter((target) => /\.tsx?$/.test(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles found by a depth-first walk, each as the files around it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next) && graph.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  const graph = importGraph();
  const relative = (file: string) => path.relative(packagesDir, file);

  it('name files that exist', () => {
    const missing = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => !graph.has(target))
        .map((target) => `${relative(file)} -> ${relative(target)}`),
    );
    expect(missing).toEqual([]);
  });

  it('form no cycle within the packages', () => {
    const cycles = findCycles(graph).map((cycle) => cycle.map(relative).join(' -> '));
    expect(cycles).toEqual([]);
  });
});
