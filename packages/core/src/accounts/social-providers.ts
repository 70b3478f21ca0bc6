import crypto from 'node:crypto';
import type { Logger } from 'pino';
import * as oidc from 'openid-client';
import type { SocialLoginConfig } from '../config/config.ts';
import { isDomainError } from '../errors.ts';
import { accountErrors } from './account-errors.ts';
import { SOCIAL_PROVIDERS, type SocialProfile, type SocialProvider } from './social-login.service.ts';

/**
 * The protocol side of social login (docs/decisions/008, amendment on social login), through
 * `openid-client`: Google by OpenID Connect (discovery, PKCE, state, nonce, ID token claims checked
 * by the library), Facebook by OAuth 2 (its web login is not OpenID Connect: PKCE, state, then the
 * Graph API's `/me`). The account rules are in social-login.service.ts.
 */

/** What must come back unchanged from the provider: kept by the caller (a signed cookie) meanwhile. */
export interface SocialChecks {
  state: string;
  codeVerifier: string;
  /** OpenID Connect only. */
  nonce: string | null;
}

export interface SocialProviderClient {
  readonly provider: SocialProvider;
  /** Where to send the browser, and the checks to keep until it comes back to `redirectUri`. */
  start(redirectUri: string): Promise<{ url: URL; checks: SocialChecks }>;
  /**
   * The signed-in person from the provider's answer at `redirectUri` (its query in `query`).
   * Any refusal, cancellation or failed check is `SOCIAL_LOGIN_FAILED`.
   */
  finish(redirectUri: string, query: URLSearchParams, checks: SocialChecks): Promise<SocialProfile>;
}

export type SocialProviderClients = Partial<Record<SocialProvider, SocialProviderClient>>;

/** Plain http is allowed only for a local provider (the tests' fake). */
const isLocalHttp = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return (
    protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]')
  );
};

const callbackUrl = (redirectUri: string, query: URLSearchParams) => {
  const url = new URL(redirectUri);
  for (const [name, value] of query) url.searchParams.append(name, value);
  return url;
};

/** Runs a protocol step; anything that goes wrong is logged and becomes the one expected failure. */
async function guarded<T>(log: Logger, provider: SocialProvider, step: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (isDomainError(error)) throw error;
    log.warn({ err: error, provider, step }, 'social login failed');
    throw accountErrors.socialLoginFailed();
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function googleClient(settings: NonNullable<SocialLoginConfig['google']>, log: Logger): SocialProviderClient {
  let discovered: Promise<oidc.Configuration> | null = null;
  // Discovery once per process; a failure is retried on the next sign-in.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        isLocalHttp(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
  return {
    provider: 'google',
    start: (redirectUri) =>
      guarded(log, 'google', 'start', async () => {
        const config = await configuration();
        const checks: SocialChecks = {
          state: oidc.randomState(),
          codeVerifier: oidc.randomPKCECodeVerifier(),
          nonce: oidc.randomNonce(),
        };
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state: checks.state,
          nonce: checks.nonce!,
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
          prompt: 'select_account',
        });
        return { url, checks };
      }),
    finish: (redirectUri, query, checks) =>
      guarded(log, 'google', 'finish', async () => {
        const config = await configuration();
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl(redirectUri, query), {
          expectedState: checks.state,
          expectedNonce: checks.nonce ?? undefined,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        const claims: Record<string, unknown> = { ...tokens.claims() };
        if (!text(claims['email']) && config.serverMetadata().userinfo_endpoint) {
          Object.assign(claims, await oidc.fetchUserInfo(config, tokens.access_token, String(claims['sub'])));
        }
        return {
          provider: 'google',
          subject: String(claims['sub']),
          email: text(claims['email']),
          emailVerified: claims['email_verified'] === true,
          fName: text(claims['given_name']),
          lName: text(claims['family_name']),
          name: text(claims['name']),
        } satisfies SocialProfile;
      }),
  };
}

function facebookClient(
  settings: NonNullable<SocialLoginConfig['facebook']>,
  log: Logger,
): SocialProviderClient {
  const config = new oidc.Configuration(
    {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: settings.dialogUrl,
      token_endpoint: `${settings.graphUrl}/oauth/access_token`,
    },
    settings.clientId,
    settings.clientSecret,
  );
  if (isLocalHttp(settings.dialogUrl) || isLocalHttp(settings.graphUrl)) oidc.allowInsecureRequests(config);
  return {
    provider: 'facebook',
    start: (redirectUri) =>
      guarded(log, 'facebook', 'start', async () => {
        const checks: SocialChecks = {
          state: oidc.randomState(),
          codeVerifier: oidc.randomPKCECodeVerifier(),
          nonce: null,
        };
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'email public_profile',
          state: checks.state,
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
        });
        return { url, checks };
      }),
    finish: (redirectUri, query, checks) =>
      guarded(log, 'facebook', 'finish', async () => {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl(redirectUri, query), {
          expectedState: checks.state,
          pkceCodeVerifier: checks.codeVerifier,
        });
        const me = new URL(`${settings.graphUrl}/me`);
        me.searchParams.set('fields', 'id,name,first_name,last_name,email');
        // Graph API calls prove the app secret (Facebook's "Require App Secret" setting).
        me.searchParams.set(
          'appsecret_proof',
          crypto.createHmac('sha256', settings.clientSecret).update(tokens.access_token).digest('hex'),
        );
        const response = await oidc.fetchProtectedResource(config, tokens.access_token, me, 'GET');
        if (!response.ok) throw new Error(`Graph API answered ${response.status}`);
        const body = (await response.json()) as Record<string, unknown>;
        const id = text(body['id']);
        if (!id) throw new Error('Graph API gave no id');
        const email = text(body['email']);
        return {
          provider: 'facebook',
          subject: id,
          email,
          // Facebook gives only an email its owner confirmed.
          emailVerified: email !== null,
          fName: text(body['first_name']),
          lName: text(body['last_name']),
          name: text(body['name']),
        } satisfies SocialProfile;
      }),
  };
}

/** The configured providers; a provider without a client id and secret is absent (buttons hidden). */
export function createSocialProviders(config: SocialLoginConfig, log: Logger): SocialProviderClients {
  const clients: SocialProviderClients = {};
  if (config.google) clients.google = googleClient(config.google, log);
  if (config.facebook) clients.facebook = facebookClient(config.facebook, log);
  return clients;
}

/** The names of the configured providers, for the pages' buttons. */
export const enabledSocialProviders = (config: SocialLoginConfig): SocialProvider[] =>
  SOCIAL_PROVIDERS.filter((provider) => config[provider] !== null);
