import { resolve } from 'node:path';
import { uploadMaxBytes } from '@espace/contracts/files';
import { z } from 'zod';
import { type IpRange, parseIpRange } from './http/ip-ranges';
import { repositoryRoot } from './paths';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  JWT_SECRET: z.string().min(32, 'must hold at least 32 characters').optional(),
  CREDENTIALS_KEY: z.string().min(32, 'must hold at least 32 characters').optional(),
  CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 60 * 60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Espace Apprenant <no-reply@localhost>'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#@\s]+\/?$/i, 'must be an http:// or https:// origin, e.g. https://learn.example.com')
    .optional(),
  PASSWORD_RESET_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 60 * 60)
    .default(60 * 60),
  UPLOAD_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 * 1024 * 1024)
    .default(uploadMaxBytes),
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .default(100 * 1024 * 1024),
  MAIL_ATTACHMENTS_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1024 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  DAILY_JOBS_QUEUE_MINUTES: z.coerce.number().int().min(0).max(1440).optional(),
  // Its former name, read when the new one is not set.
  DUE_NOTICES_QUEUE_MINUTES: z.coerce.number().int().min(0).max(1440).optional(),
  NOTIFICATION_MAILS_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  MAILS_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(20),
  TRUST_PROXY: z.string().optional().transform(trustedProxies),
  SSO_PRIVATE_NETWORKS: z.string().optional().transform(privateNetworks),
});

export interface Config {
  port: number;
  host: string;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** When unset, a secret is generated once and shared through the database. */
  jwtSecret: string | undefined;
  /**
   * Seals the tenants' credential signing keys in the database (docs/credentials.md#keys). When
   * unset, one is generated once and kept in the database, which then holds both: set it to keep the
   * keys out of a database dump.
   */
  credentialsKey: string | undefined;
  tokenTtlSeconds: number;
  /**
   * How long a process trusts a session it found active, and a user profile
   * and course content it read, before asking the database again (0: every
   * request). A change made by another process (a content import) shows here
   * within this delay; a session or profile change made by this process, at once.
   */
  cacheMs: number;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  /** The built web app, served with an index.html fallback when it exists. */
  webDist: string;
  /** Mail goes through this SMTP server; without it, to `.eml` files in `<dataDir>/mail`. */
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  mailFrom: string;
  /** How long a password reset link works. */
  passwordResetTtlSeconds: number;
  /**
   * Where users reach the portal: the default tenant's origin, and the scheme and port of a
   * tenant whose front-office host names none (accounts/public-origin.ts). Absolute URLs the
   * server writes start from it or from the tenant's configured host, never from a request header.
   */
  publicUrl: URL;
  /**
   * Which proxies' X-Forwarded-For, -Host and -Proto headers to believe (Fastify's `trustProxy`):
   * behind a load balancer, the sign-in throttle must count the client's address, not the
   * balancer's. None by default: anyone could otherwise claim any address. Never every hop: the
   * client's own X-Forwarded-For would then be believed.
   */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  /**
   * Private addresses and ranges where a tenant's single sign-on provider may be (an identity
   * provider on the organisation's own network, or on this machine in development and tests).
   * None by default: a tenant's admin names the provider, and the server refuses to reach this
   * machine or a private network for them (accounts/sso/provider-fetch.ts).
   */
  ssoPrivateNetworks: IpRange[];
  /** The largest file a user may upload (FILE_TOO_LARGE past it). */
  uploadMaxFileBytes: number;
  /** The most bytes all of one user's uploads may take in a tenant (UPLOAD_QUOTA_EXCEEDED past it). */
  uploadQuotaBytes: number;
  /**
   * Documents by mail are attached while their total stays within this; the others are sent as
   * links to the portal, so a mail never makes the process hold more than this many bytes of files.
   */
  mailAttachmentsMaxBytes: number;
  /** How often an idle job worker asks the queue for work (docs/architecture.md#background-jobs). */
  jobsPollingSeconds: number;
  /** A failed job's first retry waits this long, each next one twice as long. */
  jobsRetryDelaySeconds: number;
  /** How often this process queues the tenants' daily passes (due-date notices, reminders, digests: once a day each, by their key); 0: never. */
  dailyJobsQueueMinutes: number;
  /** How often this process looks for notifications whose own mail is due, and mails them; 0: never. */
  notificationMailsSeconds: number;
  /** Mails a process hands to the mail server a second at most. */
  mailsPerSecond: number;
}

/** Reads the environment once, at start-up; nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(blankAsMissing(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    jwtSecret: values.JWT_SECRET,
    credentialsKey: values.CREDENTIALS_KEY,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    cacheMs: values.CACHE_MS,
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST === undefined ? resolve(repositoryRoot, 'apps/web/dist') : resolve(values.WEB_DIST),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    passwordResetTtlSeconds: values.PASSWORD_RESET_TTL_SECONDS,
    publicUrl: new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`),
    trustProxy: values.TRUST_PROXY,
    ssoPrivateNetworks: values.SSO_PRIVATE_NETWORKS,
    uploadMaxFileBytes: values.UPLOAD_MAX_FILE_BYTES,
    uploadQuotaBytes: values.UPLOAD_QUOTA_BYTES,
    mailAttachmentsMaxBytes: values.MAIL_ATTACHMENTS_MAX_BYTES,
    jobsPollingSeconds: values.JOBS_POLLING_SECONDS,
    jobsRetryDelaySeconds: values.JOBS_RETRY_DELAY_SECONDS,
    dailyJobsQueueMinutes: values.DAILY_JOBS_QUEUE_MINUTES ?? values.DUE_NOTICES_QUEUE_MINUTES ?? 60,
    notificationMailsSeconds: values.NOTIFICATION_MAILS_SECONDS,
    mailsPerSecond: values.MAILS_PER_SECOND,
  };
}

/**
 * `false`, a number of proxy hops, or the proxies' addresses and CIDR ranges (`10.0.0.0/8, 127.0.0.1`).
 * Not `true`: trusting every hop believes the X-Forwarded-For a client sends itself, so anyone
 * could claim any address to the sign-in throttle. A hop count is a function: Fastify reads a
 * number as trusting nothing.
 */
function trustedProxies(value: string | undefined, context: z.RefinementCtx): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'true would believe the X-Forwarded-For any client sends, so anyone could claim any address: write the number of proxies in front of the server (1 behind one load balancer) or their addresses and ranges (10.0.0.0/8,127.0.0.1)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => parseIpRange(entry) === null);
  if (wrong.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be false, the number of proxies in front of the server, or their addresses and ranges separated by commas (10.0.0.0/8,127.0.0.1); ${wrong.map((entry) => JSON.stringify(entry)).join(', ')} is none of these`,
    });
    return z.NEVER;
  }
  return entries;
}

/** Addresses and CIDR ranges separated by commas (`10.20.0.0/16,127.0.0.1,::1`); none when unset. */
function privateNetworks(value: string | undefined, context: z.RefinementCtx): IpRange[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const ranges = entries.map(parseIpRange);
  const wrong = entries.filter((_entry, index) => ranges[index] === null);
  if (wrong.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be addresses and ranges separated by commas (10.20.0.0/16,127.0.0.1,::1); ${wrong.map((entry) => JSON.stringify(entry)).join(', ')} is neither`,
    });
    return z.NEVER;
  }
  return ranges.filter((range) => range !== null);
}

/** `FOO=` in a shell or a .env file means "not set", not "empty". */
function blankAsMissing(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}
