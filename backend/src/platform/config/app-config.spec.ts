import * as os from 'node:os';
import * as path from 'node:path';
import {
  ADAPTER_SELECTORS,
  ConfigError,
  loadConfig,
  REQUIRED_FOR_REAL_ADAPTER,
  type Env,
} from './app-config';

const repoRoot = '/repo';
const localSecret = jest.fn((dataDir: string) => `local-secret-from-${dataDir}-padded-to-32-chars`);
const load = (env: Env) => loadConfig(env, { repoRoot, localJwtSecret: localSecret });

/** Problems reported for env, or [] when it loads. */
function problemsOf(env: Env): string[] {
  try {
    load(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

const STRONG_SECRET = 'x'.repeat(32);
/** A production environment where every selector uses its real adapter with all its settings. */
const FULL_PRODUCTION: Env = {
  APP_PROFILE: 'production',
  DATABASE_URL: 'postgres://u:p@db:5432/petart',
  JWT_SECRET: STRONG_SECRET,
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'bucket',
  S3_REGION: 'eu-west-1',
  IMAGE_GENERATOR: 'openai',
  OPENAI_API_KEY: 'sk-test',
  MOCKUP_RENDERER: 'printify',
  PRINTIFY_API_TOKEN: 'tok',
  PRINTIFY_SHOP_ID: '123',
  PRINTIFY_WEBHOOK_SECRET: 'pfy-secret',
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test',
  STRIPE_WEBHOOK_SECRET: 'whsec',
  STRIPE_PUBLISHABLE_KEY: 'pk_test',
  TAX_CALCULATOR: 'stripe',
  FULFILMENT_PROVIDER: 'printify',
  MAILER: 'smtp',
  SMTP_URL: 'smtp://mail:25',
  MAIL_FROM: 'PetArt <shop@petart.example>',
  ERROR_ANALYZER: 'openai',
  SUPPORT_EMAIL: 'support@petart.example',
};

describe('loadConfig defaults (local profile)', () => {
  const config = load({});

  it('uses the documented defaults', () => {
    expect(config).toMatchObject({
      profile: 'local',
      port: 3000,
      adminPort: 3001,
      host: '127.0.0.1',
      trustProxy: false,
      dataDir: path.resolve('/repo/.data'),
      publicUrl: 'http://localhost:3000',
      adminUrl: 'http://localhost:3001',
      corsOrigins: ['http://localhost:3001'],
      supportEmail: 'support@petart.local',
      adminEmails: [],
      shopDistDir: '/repo/shop-frontend/dist',
      adminDistDir: '/repo/admin-frontend/dist',
      logLevel: 'info',
      allowLocalAdapters: false,
      adapters: {
        storage: 'local',
        imageGenerator: 'local',
        mockupRenderer: 'local',
        paymentGateway: 'local',
        taxCalculator: 'local',
        fulfilmentProvider: 'local',
        mailer: 'outbox',
        errorAnalyzer: 'rules',
      },
      openai: { baseUrl: 'https://api.openai.com/v1', imageModel: 'gpt-image-1.5', imageCandidates: 1 },
      localImageGeneratorMs: 0,
      printify: { baseUrl: 'https://api.printify.com/v1', imagesUrl: 'https://images-api.printify.com' },
      stripe: { apiBase: 'https://api.stripe.com' },
    });
  });

  it('starts the embedded Postgres under DATA_DIR/postgres on 5433 when DATABASE_URL is unset', () => {
    expect(config.database).toEqual({
      url: undefined,
      embeddedPort: 5433,
      connectTimeoutMs: 2000,
      embeddedDir: '/repo/.data/postgres',
      embeddedDatabase: 'petart',
    });
  });

  it('bounds photo decodes to one per core by default, with a short queue', () => {
    expect(config.imageDecode).toEqual({ concurrency: os.availableParallelism(), queue: 8, waitMs: 5000 });
    expect(
      load({ IMAGE_DECODE_CONCURRENCY: '3', IMAGE_DECODE_QUEUE: '0', IMAGE_DECODE_WAIT_MS: '250' })
        .imageDecode,
    ).toEqual({ concurrency: 3, queue: 0, waitMs: 250 });
    expect(problemsOf({ IMAGE_DECODE_CONCURRENCY: '0' })).toEqual([
      'IMAGE_DECODE_CONCURRENCY=0 is not valid; expected an integer between 1 and 64',
    ]);
  });

  it('takes the local JWT secret from the secret store in DATA_DIR', () => {
    expect(config.jwtSecret).toBe('local-secret-from-/repo/.data-padded-to-32-chars');
    expect(localSecret).toHaveBeenCalledWith('/repo/.data');
  });

  it('derives PUBLIC_URL, ADMIN_URL and CORS_ORIGINS from the ports', () => {
    const moved = load({ PORT: '8080', ADMIN_PORT: '8081' });
    expect(moved.publicUrl).toBe('http://localhost:8080');
    expect(moved.adminUrl).toBe('http://localhost:8081');
    expect(moved.corsOrigins).toEqual(['http://localhost:8081']);
  });
});

describe('loadConfig explicit values', () => {
  it('reads every setting', () => {
    const config = load({
      HOST: '127.0.0.1',
      DATA_DIR: '/var/petart',
      DATABASE_URL: 'postgresql://u:p@db/petart',
      EMBEDDED_PG_PORT: '6543',
      DATABASE_CONNECT_TIMEOUT_MS: '5000',
      PUBLIC_URL: 'https://shop.example/',
      ADMIN_URL: 'https://admin.example',
      CORS_ORIGINS: 'https://admin.example, https://other.example',
      JWT_SECRET: STRONG_SECRET,
      SUPPORT_EMAIL: 'help@shop.example',
      ADMIN_EMAILS: 'Boss@Shop.example, ops@shop.example',
      SHOP_DIST_DIR: 'custom/shop',
      ADMIN_DIST_DIR: '/abs/admin',
      LOG_LEVEL: 'silent',
    });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      dataDir: '/var/petart',
      database: {
        url: 'postgresql://u:p@db/petart',
        embeddedPort: 6543,
        connectTimeoutMs: 5000,
        embeddedDir: '/var/petart/postgres',
      },
      publicUrl: 'https://shop.example',
      adminUrl: 'https://admin.example',
      corsOrigins: ['https://admin.example', 'https://other.example'],
      jwtSecret: STRONG_SECRET,
      supportEmail: 'help@shop.example',
      adminEmails: ['boss@shop.example', 'ops@shop.example'],
      shopDistDir: '/repo/custom/shop',
      adminDistDir: '/abs/admin',
      logLevel: 'silent',
    });
  });

  it('accepts a complete production environment', () => {
    const config = load(FULL_PRODUCTION);
    expect(config.profile).toBe('production');
    expect(config.adapters).toEqual({
      storage: 's3',
      imageGenerator: 'openai',
      mockupRenderer: 'printify',
      paymentGateway: 'stripe',
      taxCalculator: 'stripe',
      fulfilmentProvider: 'printify',
      mailer: 'smtp',
      errorAnalyzer: 'openai',
    });
    expect(config.stripe.secretKey).toBe('sk_test');
  });

  it('binds every interface in production (containers) and only loopback locally, unless HOST says otherwise', () => {
    expect(load(FULL_PRODUCTION).host).toBe('0.0.0.0');
    expect(load({}).host).toBe('127.0.0.1');
    expect(load({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(load({ ...FULL_PRODUCTION, HOST: '::' }).host).toBe('::');
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['loopback,uniquelocal,fd00::/8,::1', ['loopback', 'uniquelocal', 'fd00::/8', '::1']],
  ])('TRUST_PROXY=%s trusts %p (in both profiles)', (value, expected) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    expect(load({ ...FULL_PRODUCTION, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('serves the API docs locally and in production only with API_DOCS=true', () => {
    expect(load({}).apiDocs).toBe(true);
    expect(load({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(load(FULL_PRODUCTION).apiDocs).toBe(false);
    expect(load({ ...FULL_PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(problemsOf({ API_DOCS: 'maybe' })).toEqual([
      'API_DOCS=maybe is not valid; expected true or false',
    ]);
  });
});

describe('fulfilment tracking settings', () => {
  it('defaults to a sync every 30 minutes and a simulator step every 120 seconds', () => {
    expect(load({}).fulfilment).toEqual({
      syncMinutes: 30,
      simulatorStepSeconds: 120,
      simulatorPrintDpi: 300,
    });
  });

  it('reads PRINTIFY_SYNC_MINUTES, FULFILMENT_SIMULATOR_STEP_SECONDS (0 turns the schedule off) and the print dpi', () => {
    expect(
      load({
        PRINTIFY_SYNC_MINUTES: '5',
        FULFILMENT_SIMULATOR_STEP_SECONDS: '0',
        FULFILMENT_SIMULATOR_PRINT_DPI: '10',
      }).fulfilment,
    ).toEqual({ syncMinutes: 5, simulatorStepSeconds: 0, simulatorPrintDpi: 10 });
    expect(problemsOf({ FULFILMENT_SIMULATOR_PRINT_DPI: '0' })).toHaveLength(1);
  });
});

describe('after-payment settings', () => {
  it('defaults to a 60-minute cancel window, expiry after 24 hours and checks every 5 minutes', () => {
    expect(load({}).afterPayment).toEqual({ cancelWindowMinutes: 60, orderExpiryHours: 24, checkMinutes: 5 });
  });

  it('reads CANCEL_WINDOW_MINUTES (0 = production at once), ORDER_EXPIRY_HOURS and AFTER_PAYMENT_CHECK_MINUTES', () => {
    expect(
      load({ CANCEL_WINDOW_MINUTES: '0', ORDER_EXPIRY_HOURS: '48', AFTER_PAYMENT_CHECK_MINUTES: '0' })
        .afterPayment,
    ).toEqual({ cancelWindowMinutes: 0, orderExpiryHours: 48, checkMinutes: 0 });
    expect(problemsOf({ ORDER_EXPIRY_HOURS: '0' })).toHaveLength(1);
    expect(problemsOf({ CANCEL_WINDOW_MINUTES: '-1' })).toHaveLength(1);
    expect(load({ CANCEL_WINDOW_MINUTES: '0.5' }).afterPayment.cancelWindowMinutes).toBe(0.5);
  });
});

describe('review settings', () => {
  it('asks for a review 7 days after delivery unless REVIEW_REQUEST_DAYS says otherwise (0 = with the delivery)', () => {
    expect(load({}).reviews).toEqual({ requestDays: 7 });
    expect(load({ REVIEW_REQUEST_DAYS: '0' }).reviews).toEqual({ requestDays: 0 });
    expect(load({ REVIEW_REQUEST_DAYS: '14' }).reviews).toEqual({ requestDays: 14 });
    expect(problemsOf({ REVIEW_REQUEST_DAYS: '-1' })).toHaveLength(1);
    expect(problemsOf({ REVIEW_REQUEST_DAYS: '2.5' })).toHaveLength(1);
  });
});

describe('the gift calendar', () => {
  it('tells every holiday by default, the ones listed, or none', () => {
    expect(load({}).giftHolidays).toEqual([
      'christmas',
      'hanukkah',
      'valentines',
      'mothers-day',
      'fathers-day',
    ]);
    expect(load({ GIFT_HOLIDAYS: ' Christmas, valentines ' }).giftHolidays).toEqual([
      'christmas',
      'valentines',
    ]);
    expect(load({ GIFT_HOLIDAYS: 'none' }).giftHolidays).toEqual([]);
    expect(problemsOf({ GIFT_HOLIDAYS: 'christmas,easter' })).toEqual([
      'GIFT_HOLIDAYS contains easter; known ids: christmas, hanukkah, valentines, mothers-day, fathers-day, or none',
    ]);
  });
});

describe('outbox settings', () => {
  it('keeps done jobs 30 days by default; OUTBOX_RETENTION_DAYS changes it, 0 keeps them forever', () => {
    expect(load({}).outbox).toEqual({ retentionDays: 30 });
    expect(load({ OUTBOX_RETENTION_DAYS: '7' }).outbox.retentionDays).toBe(7);
    expect(load({ OUTBOX_RETENTION_DAYS: '0' }).outbox.retentionDays).toBe(0);
    expect(problemsOf({ OUTBOX_RETENTION_DAYS: '-1' })).toEqual([
      'OUTBOX_RETENTION_DAYS=-1 is not valid; expected an integer between 0 and 3650',
    ]);
  });
});

describe('log format setting', () => {
  it('is auto by default (the logger looks at the terminal); LOG_FORMAT=pretty or json decides', () => {
    expect(load({}).logFormat).toBe('auto');
    expect(load({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(load({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(load({ ...FULL_PRODUCTION, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(problemsOf({ LOG_FORMAT: 'text' })).toEqual([
      'LOG_FORMAT=text is not valid; expected one of auto, pretty, json',
    ]);
  });
});

describe('loadConfig refusals', () => {
  it.each([
    ['PORT', 'abc', 'PORT=abc is not valid; expected an integer between 1 and 65535'],
    ['PORT', '70000', 'PORT=70000 is not valid; expected an integer between 1 and 65535'],
    ['ADMIN_PORT', '-1', 'ADMIN_PORT=-1 is not valid; expected an integer between 1 and 65535'],
    ['EMBEDDED_PG_PORT', '5.5', 'EMBEDDED_PG_PORT=5.5 is not valid'],
    [
      'DATABASE_CONNECT_TIMEOUT_MS',
      '50',
      'DATABASE_CONNECT_TIMEOUT_MS=50 is not valid; expected an integer between 100 and 60000',
    ],
    ['APP_PROFILE', 'staging', 'APP_PROFILE=staging is not valid; expected one of local, production'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL=loud is not valid'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL=not a url is not a valid URL'],
    ['ADMIN_URL', 'ftp://x', 'ADMIN_URL=ftp://x is not a valid URL'],
    ['DATABASE_URL', 'mysql://x/y', 'DATABASE_URL=mysql://x/y is not a valid URL'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL=http://mail is not a valid URL'],
    ['SUPPORT_EMAIL', 'nobody', 'SUPPORT_EMAIL=nobody is not a valid email address'],
    ['ADMIN_EMAILS', 'a@b.co,oops', 'ADMIN_EMAILS contains oops, which is not a valid email'],
    ['CORS_ORIGINS', 'nope', 'CORS_ORIGINS contains nope, which is not a URL'],
    ['ALLOW_LOCAL_ADAPTERS', 'maybe', 'ALLOW_LOCAL_ADAPTERS=maybe is not valid; expected true or false'],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters (got 5)'],
    ['STORAGE_DRIVER', 'ftp', 'STORAGE_DRIVER=ftp is not valid; expected one of local, s3'],
    ['MAILER', 'local', 'MAILER=local is not valid; expected one of outbox, smtp'],
    ['TRUST_PROXY', 'true', "TRUST_PROXY=true would trust any client's X-Forwarded-For"],
    ['TRUST_PROXY', '21', 'TRUST_PROXY=21 is not valid; a hop count is between 0 and 20'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY contains 10.0.0.0/33, which is not an IP address'],
    ['TRUST_PROXY', '0.0.0.0/0', 'TRUST_PROXY contains 0.0.0.0/0, which is not an IP address'],
    ['TRUST_PROXY', 'lb.internal', 'TRUST_PROXY contains lb.internal, which is not an IP address'],
    [
      'PRINTIFY_SYNC_MINUTES',
      '-5',
      'PRINTIFY_SYNC_MINUTES=-5 is not valid; expected an integer between 0 and 1440',
    ],
    ['FULFILMENT_SIMULATOR_STEP_SECONDS', '1.5', 'FULFILMENT_SIMULATOR_STEP_SECONDS=1.5 is not valid'],
    [
      'OPENAI_IMAGE_CANDIDATES',
      '5',
      'OPENAI_IMAGE_CANDIDATES=5 is not valid; expected an integer between 1 and 4',
    ],
    ['OPENAI_IMAGE_CANDIDATES', '0', 'OPENAI_IMAGE_CANDIDATES=0 is not valid'],
  ])('refuses %s=%s', (name, value, message) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('refuses equal PORT and ADMIN_PORT', () => {
    expect(problemsOf({ PORT: '4000', ADMIN_PORT: '4000' })).toEqual([
      'ADMIN_PORT=4000 must differ from PORT=4000',
    ]);
  });

  it('reports every problem at once in the error message', () => {
    expect(() => load({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid configuration:\n - PORT=abc is not valid.*\n - LOG_LEVEL=loud is not valid/s,
    );
  });

  it.each(Object.keys(ADAPTER_SELECTORS) as (keyof typeof ADAPTER_SELECTORS)[])(
    'production refuses the local adapter of %s, naming the real one and its settings',
    (selector) => {
      const [local, real] = ADAPTER_SELECTORS[selector];
      const env = { ...FULL_PRODUCTION, [selector]: local };
      const needs = [`${selector}=${real}`, ...REQUIRED_FOR_REAL_ADAPTER[selector]].join(' and ');
      expect(problemsOf(env)).toEqual([
        `${selector}=${local} is not allowed in production; set ${needs} (or ALLOW_LOCAL_ADAPTERS=true)`,
      ]);
    },
  );

  it('gives the documented message for PAYMENT_GATEWAY=local', () => {
    expect(problemsOf({ ...FULL_PRODUCTION, PAYMENT_GATEWAY: 'local' })[0]).toContain(
      'PAYMENT_GATEWAY=local is not allowed in production; set PAYMENT_GATEWAY=stripe and STRIPE_SECRET_KEY',
    );
  });

  it.each(
    Object.entries(REQUIRED_FOR_REAL_ADAPTER).flatMap(([selector, settings]) =>
      settings.map((setting) => [selector, setting] as const),
    ),
  )('the real adapter of %s needs %s', (selector, setting) => {
    const env: Record<string, string | undefined> = { ...FULL_PRODUCTION };
    delete env[setting];
    const problems = problemsOf(env);
    expect(problems.some((p) => p.startsWith(`${selector}=`) && p.includes(`needs ${setting}`))).toBe(true);
  });

  it('also checks real-adapter settings in the local profile', () => {
    expect(problemsOf({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk' })).toEqual([
      'PAYMENT_GATEWAY=stripe needs STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY',
    ]);
  });

  it('FULFILMENT_PROVIDER=printify needs the webhook secret too (webhooks are verified with it)', () => {
    expect(
      problemsOf({ FULFILMENT_PROVIDER: 'printify', PRINTIFY_API_TOKEN: 'tok', PRINTIFY_SHOP_ID: '1' }),
    ).toEqual(['FULFILMENT_PROVIDER=printify needs PRINTIFY_WEBHOOK_SECRET']);
    expect(load(FULL_PRODUCTION).printify.webhookSecret).toBe('pfy-secret');
  });

  it('production requires JWT_SECRET and DATABASE_URL', () => {
    const env: Record<string, string | undefined> = { ...FULL_PRODUCTION };
    delete env.JWT_SECRET;
    delete env.DATABASE_URL;
    expect(problemsOf(env)).toEqual([
      'DATABASE_URL is required in production (the embedded Postgres is local only; or ALLOW_LOCAL_ADAPTERS=true)',
      'JWT_SECRET is required in production (at least 32 characters)',
    ]);
  });

  it('production requires SUPPORT_EMAIL (no .local fallback for customers)', () => {
    const env: Record<string, string | undefined> = { ...FULL_PRODUCTION };
    delete env.SUPPORT_EMAIL;
    expect(problemsOf(env)).toEqual([
      'SUPPORT_EMAIL is required in production (customers are told to write to it)',
    ]);
    expect(load(FULL_PRODUCTION).supportEmail).toBe('support@petart.example');
    expect(load({}).supportEmail).toBe('support@petart.local');
  });

  it('hashes passwords at the OWASP cost unless PASSWORD_HASHING=fast-for-tests, which production refuses', () => {
    expect(load({}).passwordHashing).toBe('owasp');
    expect(load({ PASSWORD_HASHING: 'fast-for-tests' }).passwordHashing).toBe('fast-for-tests');
    const refused =
      'PASSWORD_HASHING=fast-for-tests is not allowed in production (passwords need the owasp cost)';
    expect(problemsOf({ ...FULL_PRODUCTION, PASSWORD_HASHING: 'fast-for-tests' })).toEqual([refused]);
    expect(
      problemsOf({ ...FULL_PRODUCTION, ALLOW_LOCAL_ADAPTERS: 'true', PASSWORD_HASHING: 'fast-for-tests' }),
    ).toEqual([refused]);
    expect(problemsOf({ PASSWORD_HASHING: 'cheap' })).toHaveLength(1);
  });

  it('production with nothing set lists all eight selectors', () => {
    const problems = problemsOf({ APP_PROFILE: 'production' });
    for (const selector of Object.keys(ADAPTER_SELECTORS)) {
      expect(problems.some((p) => p.startsWith(`${selector}=`))).toBe(true);
    }
  });

  it('ALLOW_LOCAL_ADAPTERS=true lets production run local adapters and the embedded Postgres', () => {
    const config = load({
      APP_PROFILE: 'production',
      ALLOW_LOCAL_ADAPTERS: 'true',
      JWT_SECRET: STRONG_SECRET,
    });
    expect(config.adapters.paymentGateway).toBe('local');
    expect(config.database.url).toBeUndefined();
  });
});
