import { describe, expect, it } from 'vitest';
import { createImageWorkGate, ImageWorkBusyError } from './image-work.ts';

describe('the image work gate', () => {
  it('runs at most `jobs` at once, lets `waiting` more queue, and refuses beyond', async () => {
    const gate = createImageWorkGate({ jobs: 2, waiting: 1 });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve();
        });
      });
    const done = [gate.run(job), gate.run(job), gate.run(job)];
    await expect(gate.run(job)).rejects.toBeInstanceOf(ImageWorkBusyError);
    expect(gate.reserve()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(running).toBe(2);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(done);
    expect(most).toBe(2);
    expect(gate.stats).toEqual({ tickets: 0, running: 0 });
    const ticket = gate.reserve();
    expect(ticket).not.toBeNull();
    ticket!.release();
    ticket!.release();
    expect(gate.stats.tickets).toBe(0);
  });
});
