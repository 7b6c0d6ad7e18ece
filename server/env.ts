import {z} from 'zod';
import {DEFAULT_RETENTION_DAYS} from '../common/inquiries/retention';
import {DEFAULT_SITE_URL} from '../common/siteUrl';
import {parseProxyTrust} from './settings/proxyTrust';
import {isTimeZone} from './settings/timeZone';
import {webhookSecretProblem} from './settings/webhookSecret';
import {withoutBlanks} from './withoutBlanks';

/*
 * Every setting's default is given here, the deploy's included (README's "Configuration" table and
 * `.env.example` are held to it by scripts/envExample.test.ts); the two the site states too, SITE_URL's and
 * INQUIRY_RETENTION_DAYS's, are read from common/. This module parses settings into plain values and imports
 * none of the rooms that use them: they import it.
 */

const DEFAULT_PORT = 3000;

/** Server configuration, parsed once from the environment. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The build to serve: a directory, or the `current` link of the releases `npm run deploy` writes. */
  BUILD_DIR: z.string().min(1).default('build'),
  /** `json` for one JSON object per line (log collectors); readable text otherwise. */
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  /** `debug` adds the health checks' requests to the log. */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Where embedded PGlite keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('.data'),
  /** A PostgreSQL server (e.g. a Supabase project) instead of embedded PGlite. */
  DATABASE_URL: z.url({protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL'}).optional(),
  /** Inquiries per minute and client address; 0 turns the limit off (benches). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(5),
  /** Reverse proxies in front that append the client address to X-Forwarded-For: a hop count or addresses. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseProxyTrust(value);
      } catch (error) {
        ctx.addIssue({code: 'custom', message: (error as Error).message});
        return z.NEVER;
      }
    }),
  /** The public origin; browsers posting from it are accepted besides the request's own host. */
  SITE_URL: z.url({protocol: /^https?$/, error: 'must be an http:// or https:// URL'}).default(DEFAULT_SITE_URL),
  /** Notification mail: the SMTP server, e.g. smtp://user:pass@host:587 (STARTTLS) or smtps://…:465. */
  SMTP_URL: z.url({protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL'}).optional(),
  /** The notification mail's From, e.g. "Website <web@example.jp>". */
  INQUIRY_MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]+$/, {error: 'must be one line'})
    .optional(),
  /** Who gets the notification mail: addresses separated by commas. */
  INQUIRY_MAIL_TO: z
    .string()
    .transform((value) => value.split(',').map((address) => address.trim()))
    .pipe(z.array(z.email({error: 'must be email addresses separated by commas'})).min(1))
    .optional(),
  /** The notification mail's language and the time zone of its times. */
  INQUIRY_MAIL_LOCALE: z.enum(['ja', 'en'], {error: 'must be ja or en'}).default('ja'),
  INQUIRY_MAIL_TIME_ZONE: z
    .string()
    .refine(isTimeZone, {error: 'must be a time zone name such as Asia/Tokyo'})
    .default('Asia/Tokyo'),
  /** Receives a JSON POST for each new inquiry. */
  INQUIRY_WEBHOOK_URL: z.url({protocol: /^https?$/, error: 'must be an http:// or https:// URL'}).optional(),
  /** Signs each webhook call (Standard Webhooks): whsec_<base64 key>, or a legacy secret (settings/webhookSecret.ts). */
  INQUIRY_WEBHOOK_SECRET: z
    .string()
    .superRefine((secret, ctx) => {
      const problem = webhookSecretProblem(secret);
      if (problem) {
        ctx.addIssue({code: 'custom', message: problem});
      }
    })
    .optional(),
  /** Days after its last activity that an inquiry is deleted (the privacy policy's three years). */
  INQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).default(DEFAULT_RETENTION_DAYS),
  /** The audit log of the staff commands and the purge (inquiries/auditLog.ts); default DATA_DIR/audit.log. */
  AUDIT_LOG: z.string().optional(),
  /** PGlite snapshots: where (default DATA_DIR/backups), how often (0 turns them off) and how many are kept. */
  BACKUP_DIR: z.string().optional(),
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** On SIGTERM or SIGINT, how long requests in flight may run before they are answered 503. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(10),
});

/**
 * The defaults of the settings `npm run deploy` and `npm run rollback` read besides PORT (releases/publish.ts,
 * scripts/buildGroup.ts): they share the server's settings file but not its schema, so a deploy does not stop
 * on a server setting it never uses.
 */
export const DEPLOY_DEFAULTS = {RELEASES_DIR: 'releases', RELEASES_KEEP: 5, DEPLOY_BUILD_STALL_SECONDS: 300} as const;

/** DEPLOY_SERVER_URL's default: the server on this machine, at PORT (as set, or its default). */
export function defaultDeployServerUrl(port: string | undefined): string {
  return `http://127.0.0.1:${port ?? DEFAULT_PORT}`;
}

/** The names of the server's settings (`.env.example` lists each with its default: scripts/envExample.test.ts). */
export const SERVER_SETTINGS = Object.keys(schema.shape) as (keyof typeof schema.shape)[];

const MAIL_SETTINGS = ['SMTP_URL', 'INQUIRY_MAIL_FROM', 'INQUIRY_MAIL_TO'] as const;

/** Settings that only work together: a half-configured channel is an error, not a silent "off". */
const withChannels = schema.superRefine((env, ctx) => {
  const missing = MAIL_SETTINGS.filter((name) => env[name] === undefined);
  if (missing.length > 0 && missing.length < MAIL_SETTINGS.length) {
    for (const name of missing) {
      ctx.addIssue({code: 'custom', path: [name], message: 'is required for notification mail'});
    }
  }
  if (env.INQUIRY_WEBHOOK_SECRET !== undefined && env.INQUIRY_WEBHOOK_URL === undefined) {
    ctx.addIssue({code: 'custom', path: ['INQUIRY_WEBHOOK_URL'], message: 'is required with INQUIRY_WEBHOOK_SECRET'});
  }
});

export type Env = z.infer<typeof withChannels>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = withChannels.safeParse(withoutBlanks(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
