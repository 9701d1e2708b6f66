import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import {
  DEFAULT_MAX_DOC_BYTES,
  DEFAULT_MAX_IMAGE_BYTES,
  DEFAULT_MAX_VIDEO_BYTES,
  DEFAULT_SCHOOL_QUOTA_BYTES,
  DEFAULT_TOTAL_MEDIA,
} from '@cue/contracts';
import type { S3Settings } from './modules/media/media.s3-store.js';
import { demoAccounts, DEMO_OTP } from './db/seed/demo-accounts.js';

/**
 * The only reader of process.env. Everything is validated here so a bad setting stops the
 * server at start with a message naming the variable, not at the first request.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names for loopback and private networks: where a load balancer in front usually is. */
const PRIVATE_PROXIES = 'loopback, linklocal, uniquelocal';

function isProxyList(value: string): boolean {
  return value
    .split(',')
    .map((item) => item.trim())
    .every(
      (item) =>
        ['loopback', 'linklocal', 'uniquelocal'].includes(item) ||
        ipaddr.isValid(item) ||
        ipaddr.isValidCIDR(item),
    );
}

const secret = z.string().min(32, 'must be at least 32 characters');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The proxies whose X-Forwarded-For entries are believed: `true` is a proxy on this machine or
   * a private network (the usual load balancer), or a list of addresses and CIDR ranges. Never
   * "all": the left of the header is whatever the client wrote there.
   */
  TRUST_PROXY: z
    .union([
      booleanFlag,
      z.string().refine(isProxyList, 'must be true, false, or proxy addresses and CIDR ranges'),
    ])
    .default(false)
    .transform((v) => (v === true ? PRIVATE_PROXIES : v)),
  JWT_ACCESS_SECRET: secret.optional(),
  JWT_REFRESH_SECRET: secret.optional(),
  OTP_SECRET: secret.optional(),
  MEDIA_LINK_SECRET: secret.optional(),
  PHONE_LOGIN_ENABLED: booleanFlag.default(true),
  SMS_PROVIDER: z.enum(['log', 'webhook']).default('log'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SMS_WEBHOOK_SECRET: z.string().min(1).optional(),
  SMS_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  AUTH_TEST_OTP: z.string().optional(),
  AUTH_ALLOW_TEST_OTP: booleanFlag.default(false),
  SEED_DEMO_SCHOOL: booleanFlag.optional(),
  MEDIA_MAX_IMAGE_BYTES: z.coerce.number().int().positive().default(DEFAULT_MAX_IMAGE_BYTES),
  MEDIA_MAX_VIDEO_BYTES: z.coerce.number().int().positive().default(DEFAULT_MAX_VIDEO_BYTES),
  MEDIA_MAX_DOC_BYTES: z.coerce.number().int().positive().default(DEFAULT_MAX_DOC_BYTES),
  MEDIA_TOTAL_MEDIA: z.coerce.number().int().positive().default(DEFAULT_TOTAL_MEDIA),
  MEDIA_SCHOOL_QUOTA_BYTES: z.coerce.number().int().positive().default(DEFAULT_SCHOOL_QUOTA_BYTES),
  // Per uploader, rolling 24 h: parents have no school quota, and staff could fill theirs with unused files.
  MEDIA_UPLOADS_PER_USER_PER_DAY: z.coerce.number().int().positive().default(200),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  WEB_ORIGINS: z.string().optional(),
  EMAIL_PROVIDER: z.enum(['log', 'smtp']).default('log'),
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().min(3).default('Cue <no-reply@localhost>'),
  AI_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  AI_TOTAL_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  PUBLIC_URL: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[\w.-]+$/, 'must be a tenant id, a domain, or common')
    .default('common'),
  MICROSOFT_ISSUER_URL: z.string().url().optional(),
  PHONE_LOOKUPS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(60),
});

/** Which engine answers the assistant: the offline classroom engine, or an OpenAI-compatible model. */
export type AiSettings =
  | { provider: 'offline' }
  | {
      provider: 'openai';
      baseUrl: string;
      apiKey: string | undefined;
      model: string;
      /** Longest silence from the model, the wait for its first token included, before the answer ends with an error. */
      idleTimeoutMs: number;
      /** Longest a whole answer may take. */
      totalTimeoutMs: number;
    };

export type EmailSettings =
  { provider: 'log'; from: string } | { provider: 'smtp'; url: string; from: string };

export type SmsSettings =
  { provider: 'log' } | { provider: 'webhook'; url: string; secret: string; timeoutMs: number };

/** One OpenID Connect provider this server signs people in with (decision 039). */
export interface SignInProviderSettings {
  /** Where discovery starts: `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Secrets {
  accessToken: string;
  refreshToken: string;
  otp: string;
  /** Signs the short-lived links media is served through (decision 040). */
  mediaLinks: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  /**
   * The proxies whose X-Forwarded-For entries are believed (Fastify's comma-separated list), or
   * false: the socket's address is the client's.
   */
  trustProxy: false | string;
  /** Secrets given in the environment; missing ones are generated and kept in DATA_DIR. */
  configuredSecrets: Partial<Secrets>;
  phoneLoginEnabled: boolean;
  sms: SmsSettings;
  /** Fixed OTPs by 10-digit number (GoTrue-style test OTPs). Empty when not allowed. */
  testOtps: ReadonlyMap<string, string>;
  /**
   * Browser origins besides the server's own that may open the realtime socket (e.g. the Vite
   * dev server). The server's own origin is always allowed.
   */
  webOrigins: string[];
  email: EmailSettings;
  ai: AiSettings;
  /** Upload limits and the school quota default (bytes; totalMedia is files per post). */
  media: {
    maxImageBytes: number;
    maxVideoBytes: number;
    maxDocBytes: number;
    totalMedia: number;
    schoolQuotaBytes: number;
    uploadsPerUserPerDay: number;
  };
  /** An S3-compatible bucket for media; absent: local disk under DATA_DIR/media. */
  s3: S3Settings | undefined;
  /** Seed the demo school into an empty database (never by default in production). */
  seedDemoSchool: boolean;
  /**
   * The address people open the product at: the providers send the browser back to it. Other
   * origins allowed by WEB_ORIGINS may also start a sign-in (the Vite dev server).
   */
  publicUrl: string;
  /** Google and Microsoft sign-in; a provider that is absent is "not configured on this server". */
  signInProviders: { google?: SignInProviderSettings; microsoft?: SignInProviderSettings };
  /** check_phone_exists/ and otp/send calls allowed per IPv4 address or IPv6 /64 in a rolling hour. */
  phoneLookupsPerIpPerHour: number;
}

export class ConfigError extends Error {}

/** `"9000000001:123456,9000000002:654321"` -> Map. */
export function parseTestOtps(value: string): Map<string, string> {
  const entries = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [phone, code] = pair.split(':').map((part) => part.trim());
      if (!phone || !code || !/^(91)?\d{10}$/.test(phone) || !/^\d{6}$/.test(code)) {
        throw new ConfigError(`AUTH_TEST_OTP: "${pair}" must look like 9000000001:123456`);
      }
      return [phone.slice(-10), code] as const;
    });
  return new Map(entries);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (`DATABASE_URL= npm start`), except AUTH_TEST_OTP, where empty turns test codes off.
  const given = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== '' || key === 'AUTH_TEST_OTP'),
  );
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;

  let sms: SmsSettings = { provider: 'log' };
  if (e.SMS_PROVIDER === 'webhook') {
    if (!e.SMS_WEBHOOK_URL || !e.SMS_WEBHOOK_SECRET) {
      throw new ConfigError('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL and SMS_WEBHOOK_SECRET');
    }
    sms = {
      provider: 'webhook',
      url: e.SMS_WEBHOOK_URL,
      secret: e.SMS_WEBHOOK_SECRET,
      timeoutMs: e.SMS_WEBHOOK_TIMEOUT_MS,
    };
  }
  if (sms.provider === 'log' && e.NODE_ENV === 'production') {
    // The log provider writes every sign-in code to the log: anyone reading logs could sign in.
    throw new ConfigError(
      'SMS_PROVIDER=log writes sign-in codes to the log; set SMS_PROVIDER=webhook in production',
    );
  }

  // Test OTPs never apply in production unless explicitly allowed. With no SMS provider
  // configured (the embedded default) the demo numbers get the demo code so a newcomer can sign in.
  const testOtpsAllowed = e.NODE_ENV !== 'production' || e.AUTH_ALLOW_TEST_OTP;
  let testOtps = new Map<string, string>();
  if (testOtpsAllowed) {
    if (e.AUTH_TEST_OTP !== undefined) testOtps = parseTestOtps(e.AUTH_TEST_OTP);
    else if (sms.provider === 'log') testOtps = new Map(demoAccounts.map((a) => [a.phone, DEMO_OTP]));
  }

  let email: EmailSettings = { provider: 'log', from: e.EMAIL_FROM };
  if (e.EMAIL_PROVIDER === 'smtp') {
    if (!e.SMTP_URL)
      throw new ConfigError('EMAIL_PROVIDER=smtp needs SMTP_URL (e.g. smtp://user:pass@host:587)');
    email = { provider: 'smtp', url: e.SMTP_URL, from: e.EMAIL_FROM };
  }

  let ai: AiSettings = { provider: 'offline' };
  if (e.AI_PROVIDER === 'openai') {
    if (!e.AI_MODEL) throw new ConfigError('AI_PROVIDER=openai needs AI_MODEL (e.g. gpt-4o-mini, llama3.1)');
    // OpenAI itself when no base URL is given; Ollama, vLLM and llama.cpp need theirs.
    ai = {
      provider: 'openai',
      baseUrl: e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      apiKey: e.OPENAI_API_KEY,
      model: e.AI_MODEL,
      idleTimeoutMs: e.AI_IDLE_TIMEOUT_MS,
      totalTimeoutMs: e.AI_TOTAL_TIMEOUT_MS,
    };
  }

  const signInProviders = signInProvidersFrom(e);
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL && Object.keys(signInProviders).length > 0) {
    // The redirect URI registered with Google or Microsoft must be the address people really use.
    throw new ConfigError(
      'Google or Microsoft sign-in needs PUBLIC_URL (e.g. https://cue.example-school.org)',
    );
  }

  const configuredSecrets: Partial<Secrets> = {};
  if (e.JWT_ACCESS_SECRET) configuredSecrets.accessToken = e.JWT_ACCESS_SECRET;
  if (e.JWT_REFRESH_SECRET) configuredSecrets.refreshToken = e.JWT_REFRESH_SECRET;
  if (e.OTP_SECRET) configuredSecrets.otp = e.OTP_SECRET;
  if (e.MEDIA_LINK_SECRET) configuredSecrets.mediaLinks = e.MEDIA_LINK_SECRET;

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    configuredSecrets,
    phoneLoginEnabled: e.PHONE_LOGIN_ENABLED,
    sms,
    testOtps,
    media: {
      maxImageBytes: e.MEDIA_MAX_IMAGE_BYTES,
      maxVideoBytes: e.MEDIA_MAX_VIDEO_BYTES,
      maxDocBytes: e.MEDIA_MAX_DOC_BYTES,
      totalMedia: e.MEDIA_TOTAL_MEDIA,
      schoolQuotaBytes: e.MEDIA_SCHOOL_QUOTA_BYTES,
      uploadsPerUserPerDay: e.MEDIA_UPLOADS_PER_USER_PER_DAY,
    },
    s3: s3From(e),
    webOrigins: (e.WEB_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    email,
    ai,
    seedDemoSchool: e.SEED_DEMO_SCHOOL ?? e.NODE_ENV !== 'production',
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    signInProviders,
    phoneLookupsPerIpPerHour: e.PHONE_LOOKUPS_PER_IP_PER_HOUR,
  };
}

/** S3 media storage is all or nothing (S3_ENDPOINT only for S3-compatible services). */
function s3From(e: z.infer<typeof EnvSchema>): S3Settings | undefined {
  const required = {
    S3_BUCKET: e.S3_BUCKET,
    S3_REGION: e.S3_REGION,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const given = Object.values(required).some(Boolean) || Boolean(e.S3_ENDPOINT);
  if (!given) return undefined;
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0)
    throw new ConfigError(
      `S3 media storage needs ${missing.join(', ')} as well (or no S3_* settings at all)`,
    );
  return {
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    ...(e.S3_ENDPOINT && { endpoint: e.S3_ENDPOINT }),
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}

/** A provider is on when its client id is set; then its secret must be too. */
function signInProvidersFrom(e: z.infer<typeof EnvSchema>): Config['signInProviders'] {
  const providers: Config['signInProviders'] = {};
  const settings = (prefix: string, id?: string, secret?: string) => {
    if (!id && !secret) return undefined;
    if (!id || !secret)
      throw new ConfigError(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
    return { clientId: id, clientSecret: secret };
  };
  const google = settings('GOOGLE', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  if (google) providers.google = { ...google, issuer: e.GOOGLE_ISSUER_URL };
  const microsoft = settings('MICROSOFT', e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET);
  if (microsoft) {
    providers.microsoft = {
      ...microsoft,
      issuer: e.MICROSOFT_ISSUER_URL ?? `https://login.microsoftonline.com/${e.MICROSOFT_TENANT}/v2.0`,
    };
  }
  return providers;
}
