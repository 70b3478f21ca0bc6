import { createRobotChallenge, robotCheckSecret } from '@souq/core/accounts/robot-check.service.ts';
import { solveRobotChallenge } from '@souq/core/accounts/robot-check.solver.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';

/**
 * A solved robot-check payload (the `altcha` argument of register), as the website's widget or an
 * app would send it: from an in-process runtime's secret, or fetched from a running server's
 * /api/robot-check. Each payload opens one sign-up.
 */
export async function solvedRobotCheck(source: AppRuntime | string): Promise<string> {
  if (typeof source === 'string') {
    const response = await fetch(`${source.replace(/\/+$/, '')}/api/robot-check`);
    if (!response.ok) throw new Error(`GET /api/robot-check answered ${response.status}`);
    return solveRobotChallenge(await response.json());
  }
  return solveRobotChallenge(await createRobotChallenge(robotCheckSecret(source.jwtSecret)));
}
