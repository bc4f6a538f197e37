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
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  databaseSchema?: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  s3?: S3Options;
  seedDemo: boolean;
  production: boolean;
  logger: boolean;
  /**
   * pino level (LOG_LEVEL: fatal, error, warn, info, debug, trace). Default 'info' (a line per
   * request), 'warn' with NODE_ENV=production: at thousands of requests per second the request
   * lines cost more than the requests; 500s and failing flow callbacks are still logged.
   */
  logLevel: string;
  /** pg Pool size on PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Called with every SQL statement sent (benchmark and tests count round trips). */
  onQuery?: (sql: string) => void;
  /** Where outbox mails are printed (console by default; tests silence it). */
  printMail: (line: string) => void;
  rateLimit: { perAddress: number; perIp: number; windowMs: number };
  uploadLimitBytes: number;
  bodyLimitBytes: number;
  /** Clock, replaceable in tests (expiry of login links and tokens). */
  now: () => Date;
}

export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data');

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
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Stiftung Gesuchsportal <noreply@example.org>',
    publicUrl: (env.PUBLIC_URL || 'http://localhost:4200').replace(/\/+$/, ''),
    s3,
    seedDemo: env.SEED_DEMO !== 'false',
    production: env.NODE_ENV === 'production',
    logger: env.NODE_ENV !== 'test',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'production' ? 'warn' : 'info'),
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 10),
    printMail: (line) => console.log(line),
    // Sign-in links per hour; a test suite sending everything from one address raises them.
    rateLimit: {
      perAddress: positiveInt(env.LOGIN_LINK_LIMIT_PER_ADDRESS, 5),
      perIp: positiveInt(env.LOGIN_LINK_LIMIT_PER_IP, 30),
      windowMs: 60 * 60 * 1000,
    },
    uploadLimitBytes: 20 * 1024 * 1024,
    bodyLimitBytes: 1024 * 1024,
    now: () => new Date(),
  };
}
