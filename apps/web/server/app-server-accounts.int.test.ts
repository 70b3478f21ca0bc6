import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { solvedRobotCheck } from '@souq/testing';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';

const app = useInProcessAppServer({ name: 'app-accounts' });
let url: string;
let runtime: AppRuntime;
beforeAll(() => {
  ({ url, runtime } = app());
});

const graphql = async <T>(query: string, headers: Record<string, string> = {}) =>
  (await (
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    })
  ).json()) as { data: T };

describe('the app server: designer sign-up through upload, GraphQL and the session cookie', () => {
  it('uploads an avatar, registers, opens a cookie session, reads the profile with it and logs out', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0099ff' } })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const uploaded =
      (await // Before the account exists: a robot-check solution instead of a session (issue 14).
      (
        await fetch(`${url}/api/user/upload-one?minify=true`, {
          method: 'POST',
          body: form,
          headers: { 'X-Robot-Check': await solvedRobotCheck(runtime) },
        })
      ).json()) as { status_code: number; file: { filename: string } };
    expect(uploaded.status_code).toBe(200);

    const registered = await graphql<{
      register: { status_code: number; data: { _id: string; jwt: string; image: string } };
    }>(
      `mutation { register(fName: "Dina", lName: "Saad", email: "dina@example.com", password: "abcdef", role: "designer",
        country: "Egypt", city: "Cairo", image: "${uploaded.file.filename}", altcha: "${await solvedRobotCheck(runtime)}") { status_code data { _id jwt image } } }`,
    );
    expect(registered.data.register).toMatchObject({
      status_code: 200,
      data: { image: uploaded.file.filename },
    });
    const { _id: id, jwt } = registered.data.register.data;

    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ user: jwt, userId: id }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

    const me = await graphql<{ getUserById: { data: { email: string | null } } }>(
      `{ getUserById(user: "${id}") { status_code data { email } } }`,
      { cookie, origin: url },
    );
    expect(me.data.getUserById.data.email).toBe('dina@example.com');
    const crossSite = await graphql<{ getUserById: { data: { email: string | null } } }>(
      `{ getUserById(user: "${id}") { status_code data { email } } }`,
      { cookie, origin: 'https://evil.example' },
    );
    expect(crossSite.data.getUserById.data.email).toBeNull();

    const logout = await fetch(`${url}/logout`, { method: 'POST', headers: { origin: url } });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');
  });
});
