import * as os from 'node:os';
import * as path from 'node:path';
import { GIFT_HOLIDAY_IDS, type GiftHolidayId } from '@petart/domain';
import { DATABASE_TIMEOUTS } from '../database/database-timeouts';
import { selectAdapters, type AdapterChoices } from './adapter-selection';
import { EnvReader, type Env } from './env-reader';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

export {
  ADAPTER_SELECTORS,
  REQUIRED_FOR_REAL_ADAPTER,
  type AdapterChoices,
  type AdapterSelector,
} from './adapter-selection';
export type { Env } from './env-reader';
export { fastifyTrustProxy, type TrustProxy } from './trust-proxy';

/** Runtime profile: `local` runs everything on this machine, `production` insists on real adapters. */
export type AppProfile = 'local' | 'production';

/** PASSWORD_HASHING: the argon2id cost profile (see {@link AppConfig.passwordHashing}). */
export type PasswordHashing = 'owasp' | 'fast-for-tests';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** LOG_FORMAT: `auto` (readable lines on a terminal outside production, JSON otherwise), `pretty` or `json`. */
export type LogFormatSetting = 'auto' | 'pretty' | 'json';

/** The one typed configuration object, built once at start-up by {@link loadConfig}. */
export interface AppConfig {
  profile: AppProfile;
  port: number;
  adminPort: number;
  /** Bind address (HOST): local profile 127.0.0.1 (only this machine), production 0.0.0.0 (containers). */
  host: string;
  /**
   * Which peers may set X-Forwarded-For (TRUST_PROXY), handed to Fastify's `trustProxy`: false (unset: trust nobody,
   * request.ip is the socket address), a hop count, or a list of proxy addresses / CIDRs / proxy-addr range names.
   */
  trustProxy: TrustProxy;
  repoRoot: string;
  dataDir: string;
  database: {
    /** Connection string; undefined means "start the embedded Postgres". */
    url: string | undefined;
    embeddedPort: number;
    /** How long a request waits for a pooled connection or a new one before 503 (DATABASE_CONNECT_TIMEOUT_MS). */
    connectTimeoutMs: number;
    embeddedDir: string;
    embeddedDatabase: string;
  };
  publicUrl: string;
  adminUrl: string;
  corsOrigins: string[];
  jwtSecret: string;
  supportEmail: string;
  adminEmails: string[];
  shopDistDir: string;
  adminDistDir: string;
  logLevel: LogLevel;
  /** LOG_FORMAT (default `auto`); platform/logging's chooseLogFormat turns `auto` into `pretty` or `json`. */
  logFormat: LogFormatSetting;
  /**
   * Multiplier of every auth rate limit (RATE_LIMIT_SCALE, default 1). 0 turns the limits off (the test harness
   * does, so suites sharing one database do not throttle each other; the rate-limit tests set 1).
   */
  rateLimitScale: number;
  /**
   * How long (ms) one process reuses the user row behind a valid access token (AUTH_USER_CACHE_MS, default 1000,
   * 0 = look up on every request). Bounds how late a deleted or demoted user is noticed; the JWT itself is trusted
   * for 15 minutes anyway.
   */
  authUserCacheMs: number;
  /**
   * How long (ms) one process reuses the dashboard's all-time totals (STATISTICS_CACHE_MS, default 30000, 0 = read
   * them on every request). Every open dashboard asks on mount, on focus and every 5 minutes; a total 30 s old is as
   * good there. The browser journeys set 0, so a refund one test makes is in the totals it reads next.
   */
  statisticsCacheMs: number;
  /**
   * PASSWORD_HASHING: `owasp` (default; argon2id at 19 MiB and 2 passes, ~55 ms a hash) or `fast-for-tests` (1 MiB and
   * 1 pass, ~3 ms), which the test suites set because they register thousands of accounts on a 2-core machine. The
   * production profile refuses `fast-for-tests`, ALLOW_LOCAL_ADAPTERS or not. Stored hashes carry their own
   * parameters, so either setting verifies hashes made by the other.
   */
  passwordHashing: PasswordHashing;
  /**
   * Bound on concurrent decodes of uploaded photos in this process (a 40 MP photo needs ~100+ MB while it is
   * decoded): IMAGE_DECODE_CONCURRENCY (default os.availableParallelism()), IMAGE_DECODE_QUEUE uploads may wait
   * (default 8) for at most IMAGE_DECODE_WAIT_MS (default 5000); beyond that the upload answers 503 with Retry-After.
   */
  imageDecode: { concurrency: number; queue: number; waitMs: number };
  /** NAME_ON_PRINT_PRICE_CENTS: price of the name on the print per unit, in cents (default 0: free; D-178). */
  nameOnPrintPriceCents: number;
  /** EXTRA_PET_PRICE_CENTS: price of each pet after the first in one portrait, per unit, in cents (default 1000; D-188). */
  extraPetPriceCents: number;
  allowLocalAdapters: boolean;
  /** Serve Swagger UI at /api/docs and the document at /api/docs-json (API_DOCS; default on locally, off in production). */
  apiDocs: boolean;
  /**
   * METRICS_TOKEN: the bearer token Prometheus sends for GET /metrics. Production serves /metrics only with it (404
   * without one); locally /metrics is open unless it is set.
   */
  metricsToken?: string;
  adapters: AdapterChoices;
  s3: { bucket?: string; region?: string; endpoint?: string };
  /**
   * imageModel: OPENAI_IMAGE_MODEL (default gpt-image-1.5). imageCandidates: OPENAI_IMAGE_CANDIDATES, artworks asked
   * for per generation, each shown as a version (default 1, at most 4). analysisModel: OPENAI_ANALYSIS_MODEL, the chat
   * model of the OpenAI error analyzer (default gpt-4o-mini).
   */
  openai: {
    apiKey?: string;
    baseUrl: string;
    imageModel: string;
    imageCandidates: number;
    analysisModel: string;
  };
  /**
   * LOCAL_IMAGE_GENERATOR_MS: the local generator takes at least this long and shows its partial frame halfway
   * (default 0: as fast as it can; the browser journeys set it so the preview is seen, as it is with OpenAI).
   */
  localImageGeneratorMs: number;
  /**
   * imagesUrl: origin of the mockup image host the image proxy may fetch from (PRINTIFY_IMAGES_URL; tests point it at
   * a fake). webhookSecret: the secret Printify signs webhooks with (PRINTIFY_WEBHOOK_SECRET, `X-Pfy-Signature`).
   */
  printify: {
    apiToken?: string;
    shopId?: string;
    baseUrl: string;
    imagesUrl: string;
    webhookSecret?: string;
  };
  stripe: { secretKey?: string; webhookSecret?: string; publishableKey?: string; apiBase: string };
  smtp: { url?: string };
  mailFrom?: string;
  /**
   * Fulfilment tracking: syncMinutes = how often every open order is re-read at the provider (PRINTIFY_SYNC_MINUTES,
   * default 30; 0 = never on a schedule, only POST /api/admin/sync-order-statuses); simulatorStepSeconds = how long
   * the local simulator waits between two steps of an order (FULFILMENT_SIMULATOR_STEP_SECONDS, default 120;
   * 0 = the simulator only moves when its tick is called, as tests do); simulatorPrintDpi = the resolution of the
   * simulator's own catalog placeholders (FULFILMENT_SIMULATOR_PRINT_DPI, default 300 like Printify's; tests lower
   * it so that every paid test order does not upscale a 50-megapixel print file).
   */
  fulfilment: { syncMinutes: number; simulatorStepSeconds: number; simulatorPrintDpi: number };
  /**
   * After the payment (docs/product.md P6): cancelWindowMinutes = how long after payment a customer may cancel, and how long
   * the provider order waits on hold before production (CANCEL_WINDOW_MINUTES, default 60, decimals allowed; 0 = production at once,
   * no customer cancellation); orderExpiryHours = when a never-paid order expires (ORDER_EXPIRY_HOURS, default 24);
   * checkMinutes = how often the scheduled checks run: payment reconciliation, expiry, digital file deletion
   * (AFTER_PAYMENT_CHECK_MINUTES, default 5; 0 = never on a schedule).
   */
  afterPayment: { cancelWindowMinutes: number; orderExpiryHours: number; checkMinutes: number };
  /**
   * Reviews (D-310): requestDays = how many days after delivery the customer is emailed for a review
   * (REVIEW_REQUEST_DAYS, default 7; 0 = with the delivery).
   */
  reviews: { requestDays: number };
  /**
   * The gift calendar the order-by dates are told for (GIFT_HOLIDAYS, comma-separated ids of
   * domain/src/delivery/order-by.ts: christmas, hanukkah, valentines, mothers-day, fathers-day; default all; `none`
   * tells no holiday).
   */
  giftHolidays: GiftHolidayId[];
  /**
   * Background jobs (the pg-boss engine): retentionDays = how long a finished job (done or dead) is kept
   * (OUTBOX_RETENTION_DAYS, default 30; 0 = kept forever); queued ones are the queue.
   */
  outbox: { retentionDays: number };
  /**
   * The job engine's timings. pollSeconds = how often an idle worker looks for due jobs besides being woken by
   * NOTIFY (JOBS_POLL_SECONDS, default 30: delayed jobs and retries come due without a NOTIFY); leaseSeconds = how
   * long a job may run before it counts as lost and is retried (JOBS_LEASE_SECONDS, default 120: a process that died
   * holding it); superviseSeconds = how often lost jobs are looked for (JOBS_SUPERVISE_SECONDS, default 30);
   * retryDelaySeconds = the first retry's delay, doubled each time up to an hour (JOBS_RETRY_DELAY_SECONDS, default
   * 30); cronSeconds = how often schedules are checked (JOBS_CRON_SECONDS, default 30; ticks are whole minutes).
   */
  jobs: {
    pollSeconds: number;
    leaseSeconds: number;
    superviseSeconds: number;
    retryDelaySeconds: number;
    cronSeconds: number;
  };
}

export interface LoadConfigOptions {
  /** Absolute path of the monorepo root; relative paths in the environment resolve against it. */
  repoRoot: string;
  /**
   * Supplies the local-profile JWT secret when JWT_SECRET is unset (the real one reads or creates a file in DATA_DIR).
   * Injected so that {@link loadConfig} stays a pure function.
   */
  localJwtSecret?: (dataDir: string) => string;
}

/** Thrown when the environment is invalid; `problems` lists every problem, each naming its setting. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n - ${problems.join('\n - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** GIFT_HOLIDAYS: the calendar's ids, comma-separated (default all; `none` for none); an unknown id is a problem. */
function giftHolidays(raw: string | undefined, problems: string[]): GiftHolidayId[] {
  if (raw === undefined) return [...GIFT_HOLIDAY_IDS];
  if (raw.trim().toLowerCase() === 'none') return [];
  const ids = raw
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '');
  const unknown = ids.filter((id) => !(GIFT_HOLIDAY_IDS as readonly string[]).includes(id));
  if (unknown.length > 0)
    problems.push(
      `GIFT_HOLIDAYS contains ${unknown.join(', ')}; known ids: ${GIFT_HOLIDAY_IDS.join(', ')}, or none`,
    );
  return GIFT_HOLIDAY_IDS.filter((id) => ids.includes(id));
}

/**
 * Builds and validates the configuration from the environment. Pure: same input, same output, no I/O
 * (the local JWT secret comes through `options.localJwtSecret`). Throws {@link ConfigError} listing every problem.
 */
export function loadConfig(env: Env, options: LoadConfigOptions): AppConfig {
  const read = new EnvReader(env, options.repoRoot);
  const { problems } = read;

  const profile = read.oneOf<AppProfile>('APP_PROFILE', ['local', 'production'], 'local');
  const production = profile === 'production';
  const port = read.int('PORT', 3000, 1, 65535);
  const adminPort = read.int('ADMIN_PORT', 3001, 1, 65535);
  if (port === adminPort) problems.push(`ADMIN_PORT=${adminPort} must differ from PORT=${port}`);
  const dataDir = read.dir('DATA_DIR', '.data');
  const publicUrl = read.url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) ?? '';
  const adminUrl = read.url('ADMIN_URL', `http://localhost:${adminPort}`, ['http:', 'https:']) ?? '';
  const corsOrigins = read.list('CORS_ORIGINS', adminUrl).map((origin) => origin.replace(/\/+$/, ''));
  for (const origin of corsOrigins) {
    if (origin !== '*' && !URL.canParse(origin))
      problems.push(`CORS_ORIGINS contains ${origin}, which is not a URL`);
  }
  const adminEmails = read.emails('ADMIN_EMAILS');
  const metricsToken = read.str('METRICS_TOKEN');
  if (metricsToken !== undefined && !/^[\x21-\x7e]{16,256}$/.test(metricsToken))
    problems.push('METRICS_TOKEN must be 16-256 printable characters without spaces');
  const trustProxy = parseTrustProxy(read.str('TRUST_PROXY'), problems);
  const databaseUrl = read.url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  const allowLocalAdapters = read.bool('ALLOW_LOCAL_ADAPTERS', false);

  const adapters = selectAdapters(read, production, allowLocalAdapters);
  if (production && !allowLocalAdapters && databaseUrl === undefined) {
    problems.push(
      'DATABASE_URL is required in production (the embedded Postgres is local only; or ALLOW_LOCAL_ADAPTERS=true)',
    );
  }

  let jwtSecret = read.str('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push(`JWT_SECRET must be at least 32 characters (got ${jwtSecret.length})`);
  } else if (jwtSecret === undefined && production) {
    problems.push('JWT_SECRET is required in production (at least 32 characters)');
  }

  // Customers are told to write to it (emails, contact page, error screens): a '.local' fallback must never reach
  // them. Required in production, like the database (ALLOW_LOCAL_ADAPTERS keeps the local fallback for trials).
  if (production && !allowLocalAdapters && read.str('SUPPORT_EMAIL') === undefined) {
    problems.push('SUPPORT_EMAIL is required in production (customers are told to write to it)');
  }

  const passwordHashing = read.oneOf<PasswordHashing>(
    'PASSWORD_HASHING',
    ['owasp', 'fast-for-tests'],
    'owasp',
  );
  if (production && passwordHashing !== 'owasp') {
    problems.push(
      'PASSWORD_HASHING=fast-for-tests is not allowed in production (passwords need the owasp cost)',
    );
  }

  const s3Endpoint = read.url('S3_ENDPOINT', undefined, ['http:', 'https:']);
  const config: Omit<AppConfig, 'jwtSecret'> = {
    profile,
    port,
    adminPort,
    // Local: this machine only (the dev mailbox and local adapters are not for the network). Production: every
    // interface, as a container must listen on its own network interface.
    host: read.str('HOST') ?? (production ? '0.0.0.0' : '127.0.0.1'),
    trustProxy,
    repoRoot: options.repoRoot,
    dataDir,
    database: {
      url: databaseUrl,
      embeddedPort: read.int('EMBEDDED_PG_PORT', 5433, 1, 65535),
      connectTimeoutMs: read.int('DATABASE_CONNECT_TIMEOUT_MS', DATABASE_TIMEOUTS.connectMs, 100, 60_000),
      embeddedDir: path.join(dataDir, 'postgres'),
      embeddedDatabase: 'petart',
    },
    publicUrl,
    adminUrl,
    corsOrigins,
    supportEmail: read.email('SUPPORT_EMAIL', 'support@petart.local'),
    adminEmails,
    shopDistDir: read.dir('SHOP_DIST_DIR', 'shop-frontend/dist'),
    adminDistDir: read.dir('ADMIN_DIST_DIR', 'admin-frontend/dist'),
    logLevel: read.oneOf<LogLevel>('LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: read.oneOf<LogFormatSetting>('LOG_FORMAT', ['auto', 'pretty', 'json'], 'auto'),
    rateLimitScale: read.int('RATE_LIMIT_SCALE', 1, 0, 1000),
    authUserCacheMs: read.int('AUTH_USER_CACHE_MS', 1000, 0, 60_000),
    statisticsCacheMs: read.int('STATISTICS_CACHE_MS', 30_000, 0, 3_600_000),
    passwordHashing,
    imageDecode: {
      concurrency: read.int('IMAGE_DECODE_CONCURRENCY', os.availableParallelism(), 1, 64),
      queue: read.int('IMAGE_DECODE_QUEUE', 8, 0, 1000),
      waitMs: read.int('IMAGE_DECODE_WAIT_MS', 5000, 0, 60_000),
    },
    nameOnPrintPriceCents: read.int('NAME_ON_PRINT_PRICE_CENTS', 0, 0, 100_000),
    extraPetPriceCents: read.int('EXTRA_PET_PRICE_CENTS', 1000, 0, 100_000),
    allowLocalAdapters,
    apiDocs: read.bool('API_DOCS', !production),
    metricsToken,
    adapters,
    s3: { bucket: read.str('S3_BUCKET'), region: read.str('S3_REGION'), endpoint: s3Endpoint },
    openai: {
      apiKey: read.str('OPENAI_API_KEY'),
      baseUrl: read.url('OPENAI_BASE_URL', 'https://api.openai.com/v1', ['http:', 'https:']) ?? '',
      imageModel: read.str('OPENAI_IMAGE_MODEL') ?? 'gpt-image-1.5',
      imageCandidates: read.int('OPENAI_IMAGE_CANDIDATES', 1, 1, 4),
      analysisModel: read.str('OPENAI_ANALYSIS_MODEL') ?? 'gpt-4o-mini',
    },
    localImageGeneratorMs: read.int('LOCAL_IMAGE_GENERATOR_MS', 0, 0, 120_000),
    printify: {
      apiToken: read.str('PRINTIFY_API_TOKEN'),
      shopId: read.str('PRINTIFY_SHOP_ID'),
      baseUrl: read.url('PRINTIFY_BASE_URL', 'https://api.printify.com/v1', ['http:', 'https:']) ?? '',
      imagesUrl:
        read.url('PRINTIFY_IMAGES_URL', 'https://images-api.printify.com', ['http:', 'https:']) ?? '',
      webhookSecret: read.str('PRINTIFY_WEBHOOK_SECRET'),
    },
    stripe: {
      secretKey: read.str('STRIPE_SECRET_KEY'),
      webhookSecret: read.str('STRIPE_WEBHOOK_SECRET'),
      publishableKey: read.str('STRIPE_PUBLISHABLE_KEY'),
      apiBase: read.url('STRIPE_API_BASE', 'https://api.stripe.com', ['http:', 'https:']) ?? '',
    },
    smtp: { url: read.url('SMTP_URL', undefined, ['smtp:', 'smtps:']) },
    mailFrom: read.str('MAIL_FROM'),
    fulfilment: {
      syncMinutes: read.int('PRINTIFY_SYNC_MINUTES', 30, 0, 24 * 60),
      simulatorStepSeconds: read.int('FULFILMENT_SIMULATOR_STEP_SECONDS', 120, 0, 7 * 24 * 3600),
      simulatorPrintDpi: read.int('FULFILMENT_SIMULATOR_PRINT_DPI', 300, 1, 600),
    },
    afterPayment: {
      cancelWindowMinutes: read.decimal('CANCEL_WINDOW_MINUTES', 60, 0, 7 * 24 * 60),
      orderExpiryHours: read.int('ORDER_EXPIRY_HOURS', 24, 1, 30 * 24),
      checkMinutes: read.int('AFTER_PAYMENT_CHECK_MINUTES', 5, 0, 24 * 60),
    },
    reviews: { requestDays: read.int('REVIEW_REQUEST_DAYS', 7, 0, 365) },
    giftHolidays: giftHolidays(read.str('GIFT_HOLIDAYS'), problems),
    outbox: { retentionDays: read.int('OUTBOX_RETENTION_DAYS', 30, 0, 10 * 365) },
    jobs: {
      pollSeconds: read.int('JOBS_POLL_SECONDS', 30, 1, 3600),
      leaseSeconds: read.int('JOBS_LEASE_SECONDS', 120, 1, 24 * 3600),
      superviseSeconds: read.int('JOBS_SUPERVISE_SECONDS', 30, 1, 3600),
      retryDelaySeconds: read.int('JOBS_RETRY_DELAY_SECONDS', 30, 1, 3600),
      cronSeconds: read.int('JOBS_CRON_SECONDS', 30, 1, 45),
    },
  };

  if (problems.length > 0) throw new ConfigError(problems);
  if (jwtSecret === undefined) {
    if (!options.localJwtSecret)
      throw new ConfigError(['JWT_SECRET is not set and no local secret store is available']);
    jwtSecret = options.localJwtSecret(dataDir);
  }
  return { ...config, jwtSecret };
}
