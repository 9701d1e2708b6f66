import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_DOC_BYTES,
  DEFAULT_MAX_IMAGE_BYTES,
  DEFAULT_MAX_VIDEO_BYTES,
  DEFAULT_SCHOOL_QUOTA_BYTES,
  DEFAULT_TOTAL_MEDIA,
} from '@cue/contracts';
import { ConfigError, loadConfig } from './config.js';

const webhook = {
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
  SMS_WEBHOOK_SECRET: 's',
};

describe('configuration', () => {
  it('runs on embedded defaults, with the demo numbers signing in with 123456', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      sms: { provider: 'log' },
    });
    expect(config.testOtps.get('9000000001')).toBe('123456');
    expect(config.testOtps.size).toBe(6);
  });

  it('uses AUTH_TEST_OTP when given, with or without the 91 prefix', () => {
    const config = loadConfig({ AUTH_TEST_OTP: '919000000001:111111, 9000000002:222222' });
    expect([...config.testOtps]).toEqual([
      ['9000000001', '111111'],
      ['9000000002', '222222'],
    ]);
  });

  it('ignores test OTPs in production unless explicitly allowed', () => {
    const production = { NODE_ENV: 'production', ...webhook };
    expect(loadConfig({ ...production, AUTH_TEST_OTP: '9000000001:111111' }).testOtps.size).toBe(0);
    expect(loadConfig(production).testOtps.size).toBe(0);
    const allowed = loadConfig({
      ...webhook,
      NODE_ENV: 'production',
      AUTH_TEST_OTP: '9000000001:111111',
      AUTH_ALLOW_TEST_OTP: 'true',
    });
    expect(allowed.testOtps.get('9000000001')).toBe('111111');
  });

  it('gives demo numbers no fixed code once a real SMS provider is configured', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      SMS_WEBHOOK_SECRET: 's',
    });
    expect(config.testOtps.size).toBe(0);
  });

  it('refuses to write sign-in codes to the log in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER=log/);
  });

  it('seeds the demo school by default, but not in production unless asked', () => {
    expect(loadConfig({}).seedDemoSchool).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...webhook }).seedDemoSchool).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...webhook, SEED_DEMO_SCHOOL: 'true' }).seedDemoSchool).toBe(
      true,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('names the variable at fault', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_ACCESS_SECRET: 'short' })).toThrow(/JWT_ACCESS_SECRET/);
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_TEST_OTP: '9000000001:12' })).toThrow(/AUTH_TEST_OTP/);
  });

  it('leaves Google and Microsoft sign-in off until a client id and secret are given', () => {
    expect(loadConfig({}).signInProviders).toEqual({});
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ MICROSOFT_CLIENT_SECRET: 'secret' })).toThrow(/MICROSOFT_CLIENT_ID/);
  });

  it("signs in with Microsoft's multi-tenant issuer by default, or the tenant given", () => {
    const microsoft = { MICROSOFT_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 'secret' };
    expect(loadConfig(microsoft).signInProviders.microsoft?.issuer).toBe(
      'https://login.microsoftonline.com/common/v2.0',
    );
    expect(
      loadConfig({ ...microsoft, MICROSOFT_TENANT: 'sunbeam.onmicrosoft.com' }).signInProviders.microsoft
        ?.issuer,
    ).toBe('https://login.microsoftonline.com/sunbeam.onmicrosoft.com/v2.0');
    expect(() => loadConfig({ ...microsoft, MICROSOFT_TENANT: 'a/b' })).toThrow(/MICROSOFT_TENANT/);
  });

  it('needs PUBLIC_URL for Google or Microsoft sign-in in production: it is the address they send people back to', () => {
    const production = {
      ...webhook,
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
    };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://cue.sunbeam.example/' }).publicUrl).toBe(
      'https://cue.sunbeam.example',
    );
  });

  it('trusts proxies on private networks for TRUST_PROXY=true, or the ones listed, never all', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe('loopback, linklocal, uniquelocal');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 203.0.113.9' }).trustProxy).toBe('10.0.0.0/8, 203.0.113.9');
    expect(() => loadConfig({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps media on local disk by default, with the contract limits', () => {
    const config = loadConfig({});
    expect(config.s3).toBeUndefined();
    expect(config.media).toEqual({
      maxImageBytes: DEFAULT_MAX_IMAGE_BYTES,
      maxVideoBytes: DEFAULT_MAX_VIDEO_BYTES,
      maxDocBytes: DEFAULT_MAX_DOC_BYTES,
      totalMedia: DEFAULT_TOTAL_MEDIA,
      schoolQuotaBytes: DEFAULT_SCHOOL_QUOTA_BYTES,
      uploadsPerUserPerDay: 200,
    });
    expect(loadConfig({ MEDIA_MAX_VIDEO_BYTES: '1000', MEDIA_TOTAL_MEDIA: '5' }).media).toMatchObject({
      maxVideoBytes: 1000,
      totalMedia: 5,
    });
    expect(() => loadConfig({ MEDIA_SCHOOL_QUOTA_BYTES: '-1' })).toThrow(/MEDIA_SCHOOL_QUOTA_BYTES/);
  });

  it('takes S3 settings all or none, naming what is missing', () => {
    const s3 = {
      S3_BUCKET: 'cue',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'cue',
      region: 'eu-west-2',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3?.endpoint).toBe(
      'http://127.0.0.1:9000',
    );
    expect(() => loadConfig({ S3_BUCKET: 'cue', S3_REGION: 'eu-west-2' })).toThrow(
      'S3 media storage needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as well',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET, S3_REGION/);
  });
});
