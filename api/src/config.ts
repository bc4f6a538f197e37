import path from 'node:path';

/** Everything the server reads from the environment (documented in docs/api.md). */
export interface S3Options {
  endpoint?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface AppOptions {
  dataDir: string;
  /**
   * The CMS's uploaded media, source of the /img route (CMS_MEDIA_DIR; default
   * `{dataDir}/cms/media`, where the CMS keeps them, see cms/src/paths.ts).
   */
  cmsMediaDir?: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  databaseSchema?: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  s3?: S3Options;
  seedDemo: boolean;
  /**
   * DEMO_MODE=true (set by `npm start`, `npm run start:api` and the e2e suite): the development
   * routes (`/api/dev/*`, the outbox with everyone's sign-in links) exist only then.
   */
  demoMode: boolean;
  production: boolean;
  /**
   * Which proxies may set X-Forwarded-For (TRUST_PROXY): a hop count, or addresses/CIDRs and
   * the keywords loopback, linklocal, uniquelocal. Default: none, the peer address is the client.
   */
  trustProxy: number | string | false;
  logger: boolean;
  /**
   * pino level (LOG_LEVEL: fatal, error, warn, info, debug, trace). Default 'info' (a line per
   * request), 'warn' with NODE_ENV=production: at thousands of requests per second the request
   * lines cost more than the requests; 500s and failing flow callbacks are still logged.
   */
  logLevel: string;
  /** pg Pool size on PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Statements that may wait for a database connection before requests get 503 (DATABASE_QUEUE_LIMIT). */
  databaseQueueLimit: number;
  /** Called with every SQL statement sent (benchmark and tests count round trips). */
  onQuery?: (sql: string) => void;
  /** Where outbox mails are printed (console by default; tests silence it). */
  printMail: (line: string) => void;
  /**
   * Sign-in links per window: per e-mail address and client (so nobody can use up another
   * person's quota), per client address, and per e-mail address over all clients (inbox flood).
   */
  rateLimit: { perAddress: number; perIp: number; perAddressTotal: number; windowMs: number };
  /**
   * The public write routes of the site per client address and hour (FORM_LIMIT_PER_IP,
   * NEWSLETTER_LIMIT_PER_IP) and newsletter sign-ups per e-mail address over all clients
   * (NEWSLETTER_LIMIT_PER_ADDRESS: the confirmation mails cannot flood an inbox).
   */
  publicLimits: { formsPerIp: number; newsletterPerIp: number; newsletterPerAddress: number; windowMs: number };
  /** Where form submissions are e-mailed when the form names no recipients (FOUNDATION_EMAIL). */
  foundationEmail: string;
  uploadLimitBytes: number;
  bodyLimitBytes: number;
  /** Clock, replaceable in tests (expiry of login links and tokens). */
  now: () => Date;
  /** The donation provider (issue 15; docs/api.md, "Donations"). */
  donations: DonationOptions;
  /** Likes and unlikes per client address and minute (LIKE_LIMIT_PER_MINUTE); beyond: 429. */
  likeLimitPerMinute: number;
}

/**
 * DONATION_PROVIDER names the provider whose widget the donation pages embed; null: none (the
 * block says donations are not available). `local` is the provider double of this repository
 * (api/src/donations/routes.ts): the default only in demo mode and under tests, and in
 * production only when set explicitly.
 */
export interface DonationOptions {
  provider: string | null;
  publicKey: string | null;
  /** HMAC key of the webhook's X-Signature; required with a provider (a random one for the local double in development). */
  webhookSecret: string | null;
  /** URL of the widget script of a real provider (DONATION_WIDGET_SCRIPT); the local double serves its own. */
  widgetScript: string | null;
  /** Spec 00 §9: the provider's test mode is off unless DONATION_TEST_MODE=true. */
  testMode: boolean;
}

export const LOCAL_DONATION_PROVIDER = 'local';

export function donationOptionsFromEnv(env: NodeJS.ProcessEnv): DonationOptions {
  const explicit = (env.DONATION_PROVIDER ?? '').trim();
  const development = env.NODE_ENV !== 'production' && (env.DEMO_MODE === 'true' || env.NODE_ENV === 'test');
  // DONATION_PROVIDER=none turns the default double off in development too.
  const provider = explicit === 'none' ? null : explicit || (development ? LOCAL_DONATION_PROVIDER : null);
  return {
    provider,
    publicKey: env.DONATION_PUBLIC_KEY || null,
    webhookSecret: env.DONATION_WEBHOOK_SECRET || null,
    widgetScript: env.DONATION_WIDGET_SCRIPT || null,
    testMode: env.DONATION_TEST_MODE === 'true',
  };
}

export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data');

export const cmsMediaDirOf = (options: AppOptions) => options.cmsMediaDir ?? path.join(options.dataDir, 'cms', 'media');

/** TRUST_PROXY: '' or 'false' → trust nobody; '2' → two hops; anything else → address list. */
export function parseTrustProxy(value: string | undefined): number | string | false {
  const text = (value ?? '').trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions {
  const s3 =
    env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: env.S3_ENDPOINT || undefined,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          region: env.S3_REGION || 'us-east-1',
        }
      : undefined;
  return {
    dataDir: path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR),
    cmsMediaDir: env.CMS_MEDIA_DIR ? path.resolve(env.CMS_MEDIA_DIR) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Stiftung Gesuchsportal <noreply@example.org>',
    publicUrl: (env.PUBLIC_URL || 'http://localhost:4200').replace(/\/+$/, ''),
    s3,
    // Demo data only in demo mode unless SEED_DEMO says otherwise.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.DEMO_MODE === 'true',
    demoMode: env.DEMO_MODE === 'true',
    production: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logger: env.NODE_ENV !== 'test',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'production' ? 'warn' : 'info'),
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 10),
    databaseQueueLimit: positiveInt(env.DATABASE_QUEUE_LIMIT, 1000),
    printMail: (line) => console.log(line),
    // Sign-in links per hour; a test suite sending everything from one address raises them.
    rateLimit: {
      perAddress: positiveInt(env.LOGIN_LINK_LIMIT_PER_ADDRESS, 5),
      perIp: positiveInt(env.LOGIN_LINK_LIMIT_PER_IP, 30),
      perAddressTotal: positiveInt(env.LOGIN_LINK_LIMIT_PER_ADDRESS_TOTAL, 50),
      windowMs: 60 * 60 * 1000,
    },
    publicLimits: {
      formsPerIp: positiveInt(env.FORM_LIMIT_PER_IP, 20),
      newsletterPerIp: positiveInt(env.NEWSLETTER_LIMIT_PER_IP, 10),
      newsletterPerAddress: positiveInt(env.NEWSLETTER_LIMIT_PER_ADDRESS, 3),
      windowMs: 60 * 60 * 1000,
    },
    foundationEmail: env.FOUNDATION_EMAIL || 'info@stiftung.example',
    uploadLimitBytes: 20 * 1024 * 1024,
    bodyLimitBytes: 1024 * 1024,
    now: () => new Date(),
    donations: donationOptionsFromEnv(env),
    likeLimitPerMinute: positiveInt(env.LIKE_LIMIT_PER_MINUTE, 60),
  };
}

/** Secrets that appear in this repository (tests, benchmarks, docs): never valid in production. */
const KNOWN_DEV_SECRETS = ['test-secret-with-enough-entropy-0123456789', 'openapi', 'bench'];
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

/**
 * What a production start (NODE_ENV=production) refuses: demo mode and its outbox route, demo
 * data (with its admin@example.org), a generated or repository JWT secret, mail that would go to
 * the outbox instead of SMTP, and a portal address that is not https (the session cookie must
 * be Secure). Empty when the settings are fit for production.
 */
export function productionProblems(options: AppOptions): string[] {
  const problems: string[] = [];
  if (options.demoMode) problems.push('DEMO_MODE is on (it publishes every sign-in link at /api/dev/outbox): unset it.');
  if (options.seedDemo) problems.push('SEED_DEMO is on (demo accounts, among them admin@example.org): set SEED_DEMO=false.');
  const secret = options.jwtSecret;
  if (!secret) problems.push('JWT_SECRET is not set (a generated key in DATA_DIR is for development only).');
  else if (secret.length < MIN_PRODUCTION_SECRET_LENGTH || KNOWN_DEV_SECRETS.includes(secret) || new Set(secret).size < 8) {
    problems.push(`JWT_SECRET is a development value: use at least ${MIN_PRODUCTION_SECRET_LENGTH} random characters.`);
  }
  if (!options.smtpUrl) problems.push('SMTP_URL is not set (mails, sign-in links among them, would go to the local outbox).');
  if (!options.publicUrl.startsWith('https://')) problems.push('PUBLIC_URL must be the https:// address of the portal.');
  if (options.donations.provider && !options.donations.webhookSecret) {
    problems.push('DONATION_WEBHOOK_SECRET is not set (donations of the provider could not be verified).');
  }
  return problems;
}
