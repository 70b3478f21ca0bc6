import { afterEach } from 'vitest';

// A console error is a bug the test did not look at: fail the test that caused it.
// (Vitest itself already fails a run on an unhandled rejection.)
//
// This file runs before each test file; in the projects whose files share a worker (isolate:
// false, vitest.config.ts) it runs again in the same process, so console.error is wrapped once
// and each file's run empties the one shared list.
const seen = Symbol.for('souq.consoleErrors');
type Wrapped = typeof console.error & { [seen]?: unknown[][] };

let wrapped = console.error as Wrapped;
if (!wrapped[seen]) {
  const original = console.error;
  const errors: unknown[][] = [];
  wrapped = Object.assign(
    (...args: unknown[]) => {
      errors.push(args);
      original(...args);
    },
    { [seen]: errors },
  );
  console.error = wrapped;
}
const errors = wrapped[seen]!;
errors.length = 0;

afterEach(() => {
  const logged = errors.splice(0);
  if (logged.length > 0) {
    const lines = logged.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${lines}`);
  }
});
