import { describe, expect, it } from 'vitest';
import { createRobotChallenge, robotCheckSecret } from '@souq/core/accounts/robot-check.service.ts';
import { solveRobotChallenge } from '@souq/core/accounts/robot-check.solver.ts';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import { useContractApi } from '@souq/testing/contract-api.fixture.ts';

const REGISTER = envelopeDocument(
  'mutation',
  'register',
  '$fName: String, $lName: String, $email: String, $password: String, $altcha: String',
  '_id email',
);

const api = useContractApi({ dataDir: true });

/** What the widget would post: the challenge solved by the same proof of work. */
async function solved(): Promise<string> {
  return solveRobotChallenge(await createRobotChallenge(robotCheckSecret(api.runtime.jwtSecret)));
}

const person = (email: string, altcha?: string) => ({
  variables: { fName: 'Robot', lName: 'Check', email, password: 'abcdef', ...(altcha ? { altcha } : {}) },
});

describe('register with the robot check (altcha)', () => {
  it('accepts a solved challenge once; the second use is refused with the contract message', async () => {
    const payload = await solved();
    const first = await api.client.operation<{ email: string }>(
      REGISTER,
      person('robot.one@example.com', payload),
    );
    expectEnvelope(first, { status_code: 200, message: 'success' });
    expect(first.data?.email).toBe('robot.one@example.com');
    const replay = await api.client.operation(REGISTER, person('robot.two@example.com', payload));
    expectEnvelope(replay, { status_code: 500, message: 'Please verify that you are not a robot' });
    expect(replay.data).toBeNull();
  });

  it('refuses a forged payload and creates nobody', async () => {
    const forged = Buffer.from(
      JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: {} }),
    ).toString('base64');
    const result = await api.client.operation(REGISTER, person('robot.three@example.com', forged));
    expectEnvelope(result, { status_code: 500, message: 'Please verify that you are not a robot' });
    const again = await api.client.operation(REGISTER, person('robot.three@example.com', await solved()));
    expectEnvelope(again, { status_code: 200, message: 'success' });
  });

  it('requires the robot check: a sign-up without altcha creates nobody (issue 14)', async () => {
    const result = await api.client.operation(REGISTER, person('robot.four@example.com'));
    expectEnvelope(result, { status_code: 500, message: 'Please verify that you are not a robot' });
    const after = await api.client.operation(REGISTER, person('robot.four@example.com', await solved()));
    expectEnvelope(after, { status_code: 200, message: 'success' });
  });
});
