import { afterEach } from 'vitest';

// A console error is a bug the test did not look at: fail the test that caused it.
// (Vitest itself already fails a run on an unhandled rejection.)
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    const lines = seen.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${lines}`);
  }
});
