import { createRobotChallenge, robotCheckSecret } from '../lib/account-actions.server.ts';
import type { Route } from './+types/robot-check';

/**
 * GET: a fresh signed ALTCHA challenge for the robot check of the sign-up forms (SPEC.md section 5),
 * fetched by the `altcha-widget`. Self-hosted: no third party sees who signs up.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const challenge = await createRobotChallenge(robotCheckSecret(context.app.jwtSecret));
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}
