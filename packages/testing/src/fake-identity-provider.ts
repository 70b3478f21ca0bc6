import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The person the fake provider signs in next (it asks nothing: the consent screen always agrees). */
export interface FakePerson {
  sub: string;
  email?: string | null;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
}

export interface FakeIdentityProvider {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  /** The environment that points the app at this fake (client ids and secrets included). */
  env: Record<string, string>;
  /** Who signs in next, per provider. */
  next: { google: FakePerson; facebook: FakePerson };
  /** `deny`: the user cancels at the provider; `wrong-nonce`: the ID token carries another nonce. */
  mode: 'ok' | 'deny' | 'wrong-nonce';
  /** The query of each authorization request, for assertions. */
  authorizeRequests: URLSearchParams[];
  /** How many codes the token endpoint exchanged. */
  tokenExchanges: number;
  close(): Promise<void>;
}

const CLIENT = {
  google: { id: 'google-test-client', secret: 'google-test-secret' },
  facebook: { id: 'facebook-test-client', secret: 'facebook-test-secret' },
};

interface IssuedCode {
  provider: 'google' | 'facebook';
  challenge: string;
  redirectUri: string;
  nonce: string | null;
  person: FakePerson;
  mode: FakeIdentityProvider['mode'];
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A local stand-in for Google (OpenID Connect: discovery, authorize, token with an RS256 ID token,
 * userinfo, JWKS) and Facebook (the OAuth dialog, the Graph API token endpoint and `/me`), strict
 * where the real ones are: registered client and redirect, PKCE S256, single-use codes, client
 * secret, Facebook's appsecret_proof.
 */
export async function startFakeIdentityProvider(): Promise<FakeIdentityProvider> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = crypto.randomUUID();
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { provider: 'google' | 'facebook'; person: FakePerson }>();
  let base = '';

  const signJwt = (payload: Record<string, unknown>) => {
    const input = `${b64(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }))}.${b64(JSON.stringify(payload))}`;
    return `${input}.${b64(crypto.sign('sha256', Buffer.from(input), privateKey))}`;
  };

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(text);
  };

  const readForm = (request: http.IncomingMessage) =>
    new Promise<URLSearchParams>((resolve, reject) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => resolve(new URLSearchParams(body)));
      request.on('error', reject);
    });

  /** client_secret_post or client_secret_basic. */
  const clientOf = (request: http.IncomingMessage, form: URLSearchParams) => {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, 'base64').toString().split(':').map(decodeURIComponent);
      return { id, secret };
    }
    return { id: form.get('client_id'), secret: form.get('client_secret') };
  };

  const authorize = (provider: 'google' | 'facebook', url: URL, response: http.ServerResponse) => {
    const query = url.searchParams;
    fake.authorizeRequests.push(query);
    const redirectUri = query.get('redirect_uri') ?? '';
    const expectedRedirect = /^http:\/\/(127\.0\.0\.1|localhost):\d+\/auth\/(google|facebook)\/callback$/;
    if (
      query.get('client_id') !== CLIENT[provider].id ||
      !expectedRedirect.test(redirectUri) ||
      !redirectUri.endsWith(`/auth/${provider}/callback`) ||
      query.get('response_type') !== 'code' ||
      query.get('code_challenge_method') !== 'S256' ||
      !query.get('code_challenge') ||
      !query.get('state') ||
      (provider === 'google' && !query.get('nonce'))
    ) {
      return json(response, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    if (fake.mode === 'deny') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = crypto.randomBytes(16).toString('base64url');
      codes.set(code, {
        provider,
        challenge: query.get('code_challenge')!,
        redirectUri,
        nonce: query.get('nonce'),
        person: { ...fake.next[provider] },
        mode: fake.mode,
      });
      back.searchParams.set('code', code);
    }
    back.searchParams.set('state', query.get('state')!);
    response.writeHead(302, { Location: back.href });
    response.end();
  };

  const token = async (
    provider: 'google' | 'facebook',
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ) => {
    const form = await readForm(request);
    const client = clientOf(request, form);
    if (client.id !== CLIENT[provider].id || client.secret !== CLIENT[provider].secret) {
      return json(response, 401, { error: 'invalid_client' });
    }
    const code = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !code ||
      code.provider !== provider ||
      code.redirectUri !== form.get('redirect_uri') ||
      b64(crypto.createHash('sha256').update(verifier).digest()) !== code.challenge
    ) {
      return json(response, 400, { error: 'invalid_grant' });
    }
    fake.tokenExchanges += 1;
    const accessToken = crypto.randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, { provider, person: code.person });
    if (provider === 'facebook') {
      return json(response, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 });
    }
    const now = Math.floor(Date.now() / 1000);
    const person = code.person;
    const idToken = signJwt({
      iss: `${base}/google`,
      aud: CLIENT.google.id,
      sub: person.sub,
      iat: now,
      exp: now + 3600,
      nonce: code.mode === 'wrong-nonce' ? 'not-the-nonce' : code.nonce,
      ...(person.email ? { email: person.email, email_verified: person.emailVerified ?? true } : {}),
      ...(person.givenName ? { given_name: person.givenName } : {}),
      ...(person.familyName ? { family_name: person.familyName } : {}),
      ...(person.name ? { name: person.name } : {}),
    });
    return json(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken,
    });
  };

  const bearer = (request: http.IncomingMessage) => {
    const match = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '');
    return match ? accessTokens.get(match[1]!) : undefined;
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    const route = `${request.method} ${url.pathname}`;
    void (async () => {
      switch (route) {
        case 'GET /google/.well-known/openid-configuration':
          return json(response, 200, {
            issuer: `${base}/google`,
            authorization_endpoint: `${base}/google/authorize`,
            token_endpoint: `${base}/google/token`,
            userinfo_endpoint: `${base}/google/userinfo`,
            jwks_uri: `${base}/google/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            code_challenge_methods_supported: ['S256'],
            token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
            scopes_supported: ['openid', 'email', 'profile'],
          });
        case 'GET /google/jwks':
          return json(response, 200, {
            keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
          });
        case 'GET /google/authorize':
          return authorize('google', url, response);
        case 'POST /google/token':
          return token('google', request, response);
        case 'GET /google/userinfo': {
          const grant = bearer(request);
          if (!grant || grant.provider !== 'google') return json(response, 401, { error: 'invalid_token' });
          return json(response, 200, {
            sub: grant.person.sub,
            email: grant.person.email,
            email_verified: grant.person.emailVerified ?? true,
          });
        }
        case 'GET /facebook/dialog/oauth':
          return authorize('facebook', url, response);
        case 'POST /facebook/graph/oauth/access_token':
          return token('facebook', request, response);
        case 'GET /facebook/graph/me': {
          const grant = bearer(request);
          const [accessToken] = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.slice(1) ?? [];
          const proof = crypto
            .createHmac('sha256', CLIENT.facebook.secret)
            .update(accessToken ?? '')
            .digest('hex');
          if (!grant || grant.provider !== 'facebook' || url.searchParams.get('appsecret_proof') !== proof) {
            return json(response, 400, { error: { message: 'Invalid OAuth access token', code: 190 } });
          }
          const person = grant.person;
          return json(response, 200, {
            id: person.sub,
            name: person.name ?? [person.givenName, person.familyName].filter(Boolean).join(' '),
            ...(person.givenName ? { first_name: person.givenName } : {}),
            ...(person.familyName ? { last_name: person.familyName } : {}),
            ...(person.email ? { email: person.email } : {}),
          });
        }
        default:
          return json(response, 404, { error: 'not_found' });
      }
    })().catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeIdentityProvider = {
    url: base,
    env: {
      GOOGLE_CLIENT_ID: CLIENT.google.id,
      GOOGLE_CLIENT_SECRET: CLIENT.google.secret,
      GOOGLE_ISSUER: `${base}/google`,
      FACEBOOK_CLIENT_ID: CLIENT.facebook.id,
      FACEBOOK_CLIENT_SECRET: CLIENT.facebook.secret,
      FACEBOOK_DIALOG_URL: `${base}/facebook/dialog/oauth`,
      FACEBOOK_GRAPH_URL: `${base}/facebook/graph`,
    },
    next: {
      google: { sub: 'g-1', email: 'google.person@example.com', givenName: 'Gigi', familyName: 'Google' },
      facebook: { sub: 'f-1', email: 'facebook.person@example.com', givenName: 'Fadi', familyName: 'Book' },
    },
    mode: 'ok',
    authorizeRequests: [],
    tokenExchanges: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
