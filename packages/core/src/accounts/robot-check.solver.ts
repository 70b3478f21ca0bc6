import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Does in Node what the browser widget does: finds the counter of a robot-check challenge and
 * answers the form value (base64 of challenge and solution). For tests and scripted clients; the
 * work is the point of the check, so this is as slow for a bot as for anyone.
 */
export async function solveRobotChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the robot-check challenge could not be solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
