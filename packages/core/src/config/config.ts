import path from 'node:path';
import { z } from 'zod';

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must look like postgres://user:password@host:5432/database');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every environment variable the app reads. `.env.example` lists the same ones. */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('.data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: booleanFlag.optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(15),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(5000),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(1).default(2000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** How often the server's worker runs due background jobs (emails, gift-card delivery); 0 = never. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(2000),
  /** SPEC.md sections 5 and 9 give two readings of the password minimum: 4 or 6. */
  PASSWORD_MIN_LENGTH: z.enum(['4', '6']).default('6').transform(Number),
  /** Digits on Arabic pages: Western 0-9 (`latn`, the default) or Arabic-Indic ٠-٩ (`arab`). */
  ARABIC_DIGITS: z.enum(['latn', 'arab']).default('latn'),
  /**
   * Locale URLs (SPEC.md section 2, variants A/B/C): A every path carries the locale prefix and the
   * Emirates are switched off (ae paths redirect to en-eg); B the default locale has no prefix;
   * C unprefixed paths redirect to the same path under en-eg.
   */
  LOCALE_STRATEGY: z.enum(['A', 'B', 'C']).default('A'),
  /** The two readings of the default locale (SPEC.md section 2). */
  DEFAULT_LOCALE: z.enum(['ar-eg', 'ar-sa']).default('ar-eg'),
  /** The mobile app on the three stores, linked from the footer (SPEC.md section 1). */
  APP_STORE_URL: z.url().default('https://apps.apple.com/'),
  GOOGLE_PLAY_URL: z.url().default('https://play.google.com/store/apps'),
  APP_GALLERY_URL: z.url().default('https://appgallery.huawei.com/'),
  /**
   * Social login (SPEC.md section 2, Overlay): a provider is on when its client id and secret are
   * both set. The issuer and endpoint URLs are for tests (a local fake provider).
   */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_DIALOG_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /**
   * Error reporting (SPEC.md section 7, docs/decisions/037): the Sentry SDK on the server and in
   * the browser only when the DSN is set; nothing of it loads otherwise.
   */
  SENTRY_DSN: z.url().optional(),
  /** The release events are tagged with; default `souq@<version of package.json>`. */
  SENTRY_RELEASE: z.string().min(1).max(200).optional(),
  /** The environment events are tagged with; default NODE_ENV. */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
});

/** The name of the release events are tagged with when SENTRY_RELEASE is unset. */
export const DEFAULT_RELEASE = 'souq@0.0.0';

/** A social login provider's client (docs/decisions/008, amendment on social login). */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}
export interface SocialLoginConfig {
  /** OpenID Connect through discovery at `issuer`. */
  google: (OAuthClientConfig & { issuer: string }) | null;
  /** OAuth 2 (Facebook Login is not OpenID Connect on the web): the dialog and the Graph API. */
  facebook: (OAuthClientConfig & { dialogUrl: string; graphUrl: string }) | null;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  /** PGlite folder, used when databaseUrl is unset. */
  pgliteDir: string;
  uploadsDir: string;
  /** Unset means: a random secret kept in the data folder (see runtime.ts). */
  jwtSecret: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  seedOnStart: boolean;
  graphql: { maxDepth: number; maxAliases: number; maxCost: number; maxTokens: number };
  shutdownTimeoutMs: number;
  /** 0: this process runs no background jobs (another process does). */
  jobsPollMs: number;
  /** 4 or 6 (SPEC.md 5 and 9); default 6. */
  passwordMinLength: 4 | 6;
  /** Digits shown on Arabic pages (numbers, prices, dates); English pages always use 0-9. */
  arabicDigits: 'latn' | 'arab';
  /** How locales appear in URLs (apps/web/app/lib/locale-routing.ts). */
  localeStrategy: 'A' | 'B' | 'C';
  defaultLocale: 'ar-eg' | 'ar-sa';
  appStores: { appStore: string; googlePlay: string; appGallery: string };
  /** Social login providers; null = switched off (its buttons are hidden). */
  social: SocialLoginConfig;
  /** Error reporting; null = off (SENTRY_DSN unset): no SDK is loaded, on the server or in pages. */
  sentry: { dsn: string; release: string; environment: string } | null;
}

/**
 * The site's origin for links in emails and shared links, for pages, GraphQL and jobs alike:
 * PUBLIC_URL, else (development and tests) the listening address. Never a request header.
 */
export const siteOriginOf = (config: Pick<AppConfig, 'publicUrl' | 'port'>, listeningPort = config.port) =>
  (config.publicUrl ?? `http://localhost:${listeningPort}`).replace(/\/+$/, '');

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  /** `serving`: the web server, which runs in production when NODE_ENV is unset and then needs PUBLIC_URL too. */
  { serving = false }: { serving?: boolean } = {},
): AppConfig {
  // Empty strings in .env files mean "not set".
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = issue.path.join('.');
    throw new ConfigError(`Invalid environment variable ${variable}: ${issue.message}. See .env.example.`);
  }
  const env = parsed.data;
  // A client id without its secret (or the reverse) is a typo, not "switched off".
  for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
    const id = env[`${provider}_CLIENT_ID`];
    const secret = env[`${provider}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      const missing = id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`;
      throw new ConfigError(
        `Invalid environment variable ${missing}: required when ${provider}_CLIENT_${id ? 'ID' : 'SECRET'} is set. See .env.example.`,
      );
    }
  }
  // Links in emails come from configuration, never from a request's Host header (a poisoned reset
  // link); a production server without its public origin refuses to start.
  if (env.NODE_ENV === 'production' && (serving || present.NODE_ENV === 'production') && !env.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL is required when NODE_ENV=production (the origin of links in emails, e.g. https://souq.example). See .env.example.',
    );
  }
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir,
    pgliteDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: env.JWT_SECRET,
    logLevel: env.LOG_LEVEL,
    // Demo data is for the embedded database; a real PostgreSQL is seeded only when asked.
    seedOnStart: env.SEED_ON_START ?? env.DATABASE_URL === undefined,
    graphql: {
      maxDepth: env.GRAPHQL_MAX_DEPTH,
      maxAliases: env.GRAPHQL_MAX_ALIASES,
      maxCost: env.GRAPHQL_MAX_COST,
      maxTokens: env.GRAPHQL_MAX_TOKENS,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    jobsPollMs: env.JOBS_POLL_MS,
    passwordMinLength: env.PASSWORD_MIN_LENGTH as 4 | 6,
    arabicDigits: env.ARABIC_DIGITS,
    localeStrategy: env.LOCALE_STRATEGY,
    defaultLocale: env.DEFAULT_LOCALE,
    appStores: {
      appStore: env.APP_STORE_URL,
      googlePlay: env.GOOGLE_PLAY_URL,
      appGallery: env.APP_GALLERY_URL,
    },
    social: {
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              issuer: env.GOOGLE_ISSUER,
            }
          : null,
      facebook:
        env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
          ? {
              clientId: env.FACEBOOK_CLIENT_ID,
              clientSecret: env.FACEBOOK_CLIENT_SECRET,
              dialogUrl: env.FACEBOOK_DIALOG_URL,
              graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
            }
          : null,
    },
    sentry: env.SENTRY_DSN
      ? {
          dsn: env.SENTRY_DSN,
          release: env.SENTRY_RELEASE ?? DEFAULT_RELEASE,
          environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
        }
      : null,
  };
}
