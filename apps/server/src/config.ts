import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at start-up. A bad value stops
 * start-up with a message naming the variable (see ConfigError).
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a postgres:// or postgresql:// URL with a host');

const redisUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'redis:' || url.protocol === 'rediss:';
  } catch {
    return false;
  }
}, 'must be a redis:// or rediss:// URL');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const TRUST_PROXY_HELP =
  'must be the number of proxies in front of the app (e.g. 1) or a comma-separated list of their IP addresses or CIDR ranges';

/** One trusted proxy: an address, a CIDR range, or one of proxy-addr's names for private ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
}

/**
 * Which X-Forwarded-For hops to believe (Fastify's trustProxy). `true` would believe every hop,
 * so a client could forge its address and slip past every per-IP limit: refused, with the fix.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const v = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(v)) return false;
  if (['true', 'yes'].includes(v)) {
    ctx.addIssue({
      code: 'custom',
      message: `${TRUST_PROXY_HELP}; "true" would trust any X-Forwarded-For a client forges`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 20) return hops;
    ctx.addIssue({
      code: 'custom',
      message: `${TRUST_PROXY_HELP}; ${hops} hops is not believable`,
    });
    return z.NEVER;
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ message: 'must be an absolute URL' }).optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, postgresUrl.optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.preprocess(emptyAsUndefined, redisUrl.optional()),
  DEMO_MODE: z.preprocess(emptyAsUndefined, booleanString.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxy.optional()),
  OEMBED_ENDPOINT: z
    .url({ message: 'must be an absolute URL' })
    .default('https://www.youtube.com/oembed'),
  TRANSLATION_PROVIDER_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
  ),
  TRANSLATION_PROVIDER_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  MEDIA_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' }),
      ),
    ),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => /^smtps?:\/\/[^/]/.test(v), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Fanclub <no-reply@fanclub.local>'),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ message: 'must be an absolute URL' }).optional(),
  ),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ message: 'must be an absolute URL' }).optional(),
  ),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PRICE_FANPLUS: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PRICE_VIP: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_API_BASE: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' }).optional(),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  APPLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  APPLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  FACEBOOK_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  FACEBOOK_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** RTMP ingest for encoders such as OBS; 0 turns it off. */
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  /** rtmp://host[:port] encoders should use, when it differs from PUBLIC_URL's host and RTMP_PORT. */
  RTMP_PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^rtmps?$/, error: 'must be an rtmp:// or rtmps:// URL' }).optional(),
  ),
  /** The ffmpeg for RTMP ingest; unset: the system's, else the one npm installed (ADR 029). */
  FFMPEG_PATH: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** Lives through our ingest are kept as replays (ADR 031); false: none are recorded. */
  LIVE_REPLAYS: z.preprocess(emptyAsUndefined, booleanString.default(true)),
  /** `npm run bench` only: adds GET /api/bench/bare, the framework's ceiling for the API bench. */
  BENCH_BARE_ROUTE: z.preprocess(emptyAsUndefined, booleanString.optional()),
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  ),
  PUSH_ALLOW_LOOPBACK: z.preprocess(emptyAsUndefined, booleanString.optional()),
  /** Multiplies every abuse limit (orders, sign-up, account mail, chat, push); test suites raise it. */
  RATE_LIMIT_FACTOR: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'must be a whole number from 1 to 100000' })
      .int('must be a whole number from 1 to 100000')
      .min(1, 'must be a whole number from 1 to 100000')
      .max(100_000, 'must be a whole number from 1 to 100000')
      .default(1),
  ),
  /** Open live sockets one client address may hold; 0 turns the cap off (the realtime bench does). */
  LIVE_SOCKETS_PER_IP: z.coerce.number().int().min(0).max(1_000_000).default(20),
});

type SocialId = 'google' | 'apple' | 'facebook';

/** A social provider is on only when both its id and secret are set. */
function socialProviders(e: z.infer<typeof EnvSchema>) {
  const pairs: Record<SocialId, [string | undefined, string | undefined]> = {
    google: [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET],
    apple: [e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET],
    facebook: [e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET],
  };
  const enabled: Partial<Record<SocialId, { clientId: string; clientSecret: string }>> = {};
  for (const [id, [clientId, clientSecret]] of Object.entries(pairs) as [
    SocialId,
    [string?, string?],
  ][]) {
    if (clientId && clientSecret) enabled[id] = { clientId, clientSecret };
  }
  return enabled;
}

export type Config = ReturnType<typeof loadConfig>;

/** S3 is all or nothing: a partial set of S3_* variables is a configuration error. */
function s3Options(e: z.infer<typeof EnvSchema>) {
  const required = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const set = Object.entries(required).filter(([, v]) => v !== undefined);
  if (set.length === 0) return undefined;
  const missing = Object.entries(required).find(([, v]) => v === undefined);
  if (missing) throw new ConfigError(missing[0], 'must be set when any S3_* variable is set');
  return {
    endpoint: e.S3_ENDPOINT as string,
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    publicUrl: e.S3_PUBLIC_URL,
  };
}

/** Stripe is all or nothing too; without it the built-in demo provider takes payments in demo mode, and none outside it. */
function stripeOptions(e: z.infer<typeof EnvSchema>) {
  const required = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_FANPLUS: e.STRIPE_PRICE_FANPLUS,
    STRIPE_PRICE_VIP: e.STRIPE_PRICE_VIP,
  };
  const set = Object.entries(required).filter(([, v]) => v !== undefined);
  if (set.length === 0) return undefined;
  const missing = Object.entries(required).find(([, v]) => v === undefined);
  if (missing) throw new ConfigError(missing[0], 'must be set when any STRIPE_* variable is set');
  // STRIPE_API_BASE exists so tests can point the SDK at a local fake of Stripe's API.
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY as string,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    prices: { fanplus: e.STRIPE_PRICE_FANPLUS as string, vip: e.STRIPE_PRICE_VIP as string },
    api: base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? '80' : '443'),
      protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
    },
  };
}

/** The RTMP ingest, and the server URL the Go Live dialog shows for OBS (rtmp://host[:port]/live). */
function rtmpOptions(e: z.infer<typeof EnvSchema>) {
  const host = new URL(e.PUBLIC_URL ?? 'http://localhost').hostname;
  const base = e.RTMP_PUBLIC_URL
    ? e.RTMP_PUBLIC_URL.replace(/\/+$/, '')
    : `rtmp://${host}${e.RTMP_PORT === 1935 ? '' : `:${e.RTMP_PORT}`}`;
  return {
    port: e.RTMP_PORT,
    serverUrl: `${base.replace(/\/live$/, '')}/live`,
    ffmpegPath: e.FFMPEG_PATH,
    recordReplays: e.LIVE_REPLAYS,
  };
}

/** Web Push (VAPID): a key pair from the environment, or none (generated once and kept in the database). */
function pushOptions(e: z.infer<typeof EnvSchema>, publicUrl: string, mailFrom: string) {
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      'must be set together with the other VAPID key',
    );
  }
  // Push services want a way to reach the sender: the public https URL, else the mail sender.
  const mailAddress = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return {
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject:
      e.VAPID_SUBJECT ??
      (publicUrl.startsWith('https://') ? new URL(publicUrl).origin : `mailto:${mailAddress}`),
    /** Tests and local development only: lets subscriptions point at http://127.0.0.1 or localhost. */
    allowLoopbackEndpoints: e.PUSH_ALLOW_LOOPBACK ?? false,
  };
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is invalid');
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    /** Without PUBLIC_URL, same-origin checks compare Origin with the request's own Host. */
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    // Demo content and accounts are on by default only with the embedded database.
    demoMode: e.DEMO_MODE ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : undefined,
    trustProxy: e.TRUST_PROXY ?? false,
    isHttps: (e.PUBLIC_URL ?? '').startsWith('https://'),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    socialProviders: socialProviders(e),
    s3: s3Options(e),
    /** Set only when all STRIPE_* variables are; payments then go through Stripe. */
    stripe: stripeOptions(e),
    oembedEndpoint: e.OEMBED_ENDPOINT,
    /** A LibreTranslate-compatible server; unset: no content is ever sent out to be translated. */
    translationProvider: e.TRANSLATION_PROVIDER_URL
      ? { url: e.TRANSLATION_PROVIDER_URL, apiKey: e.TRANSLATION_PROVIDER_API_KEY }
      : null,
    /** Extra origins live streams may play from (an HLS CDN); added to the CSP. */
    mediaOrigins: e.MEDIA_ORIGINS.map((o) => new URL(o).origin),
    benchBareRoute: e.BENCH_BARE_ROUTE ?? false,
    rtmp: rtmpOptions(e),
    push: pushOptions(e, e.PUBLIC_URL ?? `http://localhost:${e.PORT}`, e.MAIL_FROM),
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    liveSocketsPerIp: e.LIVE_SOCKETS_PER_IP,
  };
}
