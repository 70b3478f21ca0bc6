import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** The two cores of the measurement: the load (this process) on one, the servers on the other. */
export const LOAD_CORE = 0;
export const SERVER_CORE = 1;

const tasksetPath = ['/usr/bin/taskset', '/bin/taskset'].find((candidate) => fs.existsSync(candidate));

export const canPin = () => tasksetPath !== undefined;

/** Pins a process and all its threads to one core; false where taskset is missing. */
export function pinToCore(pid: number, core: number): boolean {
  if (!tasksetPath) return false;
  execFileSync(tasksetPath, ['-a', '-cp', String(core), String(pid)], { stdio: 'ignore' });
  return true;
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status); null where /proc is missing. */
export function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}
