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

const smtpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must look like smtps://user:password@host:465 or smtp://user:password@host:587');

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
  /**
   * The in-process page cache for anonymous shoppers (apps/web/server/page-cache.ts, decision 039):
   * `off` renders every page (the benchmark's uncached figures); its size in MB of stored pages.
   */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** A CDN's purge hook: POSTed `{ "keys": [...] }` (the Surrogate-Key values) when pages change. */
  PAGE_PURGE_URL: z.url().optional(),
  /** Sent as `Authorization: Bearer …` with each purge. */
  PAGE_PURGE_TOKEN: z.string().min(1).optional(),
  /**
   * Payments (issue 18, docs/decisions/034): `sandbox` sends every online method to the built-in
   * test gateway (its hosted page is on this server; no money moves); `live` to the real gateways
   * that have credentials (the others are not offered). Default: live when NODE_ENV=production,
   * else sandbox. The demo sets sandbox.
   */
  PAYMENTS_MODE: z.enum(['sandbox', 'live']).optional(),
  /** The live gateways (docs/decisions/034; README, Configuration): each is on when its keys are set. */
  PAYMOB_SECRET_KEY: z.string().min(1).optional(),
  PAYMOB_PUBLIC_KEY: z.string().min(1).optional(),
  PAYMOB_HMAC_SECRET: z.string().min(1).optional(),
  PAYMOB_API_KEY: z.string().min(1).optional(),
  PAYMOB_INTEGRATION_IDS: z
    .string()
    .regex(
      /^\s*[A-Za-z]+\s*:\s*\d+\s*(,\s*[A-Za-z]+\s*:\s*\d+\s*)*$/,
      'must look like card:4097558,mada:4097559',
    )
    .optional(),
  PAYMOB_BASE_URL: z.url().optional(),
  FAWRY_MERCHANT_CODE: z.string().min(1).optional(),
  FAWRY_SECURE_KEY: z.string().min(1).optional(),
  FAWRY_BASE_URL: z.url().optional(),
  TABBY_SECRET_KEY: z.string().min(1).optional(),
  TABBY_MERCHANT_CODE_SA: z.string().min(1).optional(),
  TABBY_MERCHANT_CODE_AE: z.string().min(1).optional(),
  TABBY_BASE_URL: z.url().optional(),
  TAMARA_API_TOKEN: z.string().min(1).optional(),
  TAMARA_NOTIFICATION_KEY: z.string().min(1).optional(),
  TAMARA_BASE_URL: z.url().optional(),
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
   * Object storage (media/file-store.ts, decision 036): S3-compatible when S3_BUCKET is set, else
   * the local disk under DATA_DIR. S3_ENDPOINT for non-AWS servers (MinIO, R2, Spaces), with
   * S3_FORCE_PATH_STYLE for those that do not answer bucket subdomains; S3_PUBLIC_URL is where the
   * bucket's `uploads/` prefix is readable by browsers (the bucket or a CDN), else the app serves it.
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: z.url().optional(),
  /** Email over SMTP (docs/decisions/035); unset = the on-disk outbox. smtps:// = implicit TLS, smtp:// = STARTTLS when offered. */
  SMTP_URL: smtpUrl.optional(),
  /** The From of every email: `"Name" <address>` or an address; unset = the site's name <no-reply@localhost>. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Where SMS go: the on-disk outbox (default) or Unifonic's REST API. */
  SMS_PROVIDER: z.enum(['outbox', 'unifonic']).default('outbox'),
  UNIFONIC_APP_SID: z.string().min(1).optional(),
  UNIFONIC_SENDER_ID: z.string().min(1).max(11).optional(),
  UNIFONIC_URL: z.url().default('https://el.cloud.unifonic.com/rest/SMS/messages'),
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

/** S3-compatible object storage; null = the local disk. */
export interface S3StoreConfig {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Both or neither (then the SDK's default chain: instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Browsers read public objects here (`<publicUrl>/uploads/<path>`); unset = through the app. */
  publicUrl: string | undefined;
}

/** The gateway variables of the environment schema, as set. */
export type PaymentGatewayEnvironment = Partial<
  Record<
    Extract<keyof z.infer<typeof environmentSchema>, `${'PAYMOB' | 'FAWRY' | 'TABBY' | 'TAMARA'}_${string}`>,
    string
  >
>;

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
  /** The page cache for anonymous shoppers (decision 039); null = off. */
  pageCache: { maxBytes: number; purgeUrl: string | null; purgeToken: string | null } | null;
  /** 4 or 6 (SPEC.md 5 and 9); default 6. */
  passwordMinLength: 4 | 6;
  /** Which gateways carry the online methods (payments/payment-gateway-setup.ts). */
  paymentsMode: 'sandbox' | 'live';
  /** The live gateways' credentials as set (payments/payment-gateway-setup.ts builds them). */
  paymentGateways: PaymentGatewayEnvironment;
  /** Digits shown on Arabic pages (numbers, prices, dates); English pages always use 0-9. */
  arabicDigits: 'latn' | 'arab';
  /** How locales appear in URLs (apps/web/app/lib/locale-routing.ts). */
  localeStrategy: 'A' | 'B' | 'C';
  defaultLocale: 'ar-eg' | 'ar-sa';
  appStores: { appStore: string; googlePlay: string; appGallery: string };
  /** Social login providers; null = switched off (its buttons are hidden). */
  social: SocialLoginConfig;
  /** Object storage for uploads and private files; null = the local disk under dataDir. */
  s3: S3StoreConfig | null;
  /** Email transport: SMTP when smtpUrl is set, else the on-disk outbox. */
  mail: { smtpUrl: string | undefined; from: string | undefined };
  /** SMS transport: the on-disk outbox or Unifonic (its AppSid required then). */
  sms:
    | { provider: 'outbox' }
    | { provider: 'unifonic'; unifonic: { appSid: string; senderId?: string; url: string } };
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
  for (const [set, missing] of [
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
  ] as const) {
    if (env[set] && !env[missing]) {
      throw new ConfigError(
        `Invalid environment variable ${missing}: required when ${set} is set. See .env.example.`,
      );
    }
  }
  if (!env.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_URL'] as const).find((name) => env[name]);
    if (stray) {
      throw new ConfigError(
        `Invalid environment variable S3_BUCKET: required when ${stray} is set (the S3 store is on only with a bucket). See .env.example.`,
      );
    }
  }
  // Several server processes on one PostgreSQL must accept each other's sessions and signed links:
  // the secret cannot be the per-folder random one (runtime.ts), which differs on every machine.
  // Command-line scripts (db:migrate, db:seed) sign nothing and do not need it.
  if (serving && env.DATABASE_URL && !env.JWT_SECRET) {
    throw new ConfigError(
      'Invalid environment variable JWT_SECRET: required when DATABASE_URL is set (every process on one database must share it; at least 32 characters, e.g. `openssl rand -base64 48`). See .env.example.',
    );
  }
  // Links in emails come from configuration, never from a request's Host header (a poisoned reset
  // link); a production server without its public origin refuses to start.
  if (env.NODE_ENV === 'production' && (serving || present.NODE_ENV === 'production') && !env.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL is required when NODE_ENV=production (the origin of links in emails, e.g. https://souq.example). See .env.example.',
    );
  }
  if (env.SMS_PROVIDER === 'unifonic' && !env.UNIFONIC_APP_SID) {
    throw new ConfigError(
      'Invalid environment variable UNIFONIC_APP_SID: required when SMS_PROVIDER=unifonic. See .env.example.',
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
    pageCache:
      env.PAGE_CACHE === 'off'
        ? null
        : {
            maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
            purgeUrl: env.PAGE_PURGE_URL ?? null,
            purgeToken: env.PAGE_PURGE_TOKEN ?? null,
          },
    passwordMinLength: env.PASSWORD_MIN_LENGTH as 4 | 6,
    paymentsMode: env.PAYMENTS_MODE ?? (env.NODE_ENV === 'production' ? 'live' : 'sandbox'),
    paymentGateways: Object.fromEntries(
      Object.entries(env).filter(([name]) => /^(PAYMOB|FAWRY|TABBY|TAMARA)_/.test(name)),
    ) as PaymentGatewayEnvironment,
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
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : null,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    sms:
      env.SMS_PROVIDER === 'unifonic' && env.UNIFONIC_APP_SID
        ? {
            provider: 'unifonic',
            unifonic: {
              appSid: env.UNIFONIC_APP_SID,
              ...(env.UNIFONIC_SENDER_ID ? { senderId: env.UNIFONIC_SENDER_ID } : {}),
              url: env.UNIFONIC_URL,
            },
          }
        : { provider: 'outbox' },
    sentry: env.SENTRY_DSN
      ? {
          dsn: env.SENTRY_DSN,
          release: env.SENTRY_RELEASE ?? DEFAULT_RELEASE,
          environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
        }
      : null,
  };
}
