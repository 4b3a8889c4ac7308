import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default, or listed addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8,::1' }).trustProxy).toEqual(['fd00::/8', '::1']);
  });

  it('trusts a number of proxy hops', () => {
    const trust = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('refuses true, which would believe the client’s own X-Forwarded-For, and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe the X-Forwarded-For any client sends.*number of proxies in front of the server \(1 behind one load balancer\) or their addresses and ranges \(10\.0\.0\.0\/8,127\.0\.0\.1\)/,
    );
  });

  it.each(['yes please', 'loopback', '10.0.0.0/33', '10.0.0.1, proxy.internal', '::1/129', '10.0.0.1/8/8', '-1'])(
    'refuses %j with the variable and the wrong entry named',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, the number of proxies/);
    },
  );
});

describe('loadConfig: upload and documents-by-mail limits', () => {
  it('defaults to 20 MiB a file, 100 MiB a user, 10 MiB of attachments, and reads each from its variable', () => {
    expect(loadConfig({})).toMatchObject({
      uploadMaxFileBytes: 20 * 1024 * 1024,
      uploadQuotaBytes: 100 * 1024 * 1024,
      mailAttachmentsMaxBytes: 10 * 1024 * 1024,
    });
    expect(loadConfig({ UPLOAD_MAX_FILE_BYTES: '1000', UPLOAD_QUOTA_BYTES: '5000', MAIL_ATTACHMENTS_MAX_BYTES: '0' })).toMatchObject({
      uploadMaxFileBytes: 1000,
      uploadQuotaBytes: 5000,
      mailAttachmentsMaxBytes: 0,
    });
  });

  it('refuses a limit that is not a positive number of bytes, with the variable named', () => {
    expect(() => loadConfig({ UPLOAD_MAX_FILE_BYTES: '0' })).toThrow(/UPLOAD_MAX_FILE_BYTES/);
    expect(() => loadConfig({ UPLOAD_QUOTA_BYTES: '10MB' })).toThrow(/UPLOAD_QUOTA_BYTES/);
    expect(() => loadConfig({ MAIL_ATTACHMENTS_MAX_BYTES: '-1' })).toThrow(/MAIL_ATTACHMENTS_MAX_BYTES/);
  });
});

describe('loadConfig: SSO_PRIVATE_NETWORKS', () => {
  it('allows no private network by default, or the addresses and ranges listed', () => {
    expect(loadConfig({}).ssoPrivateNetworks).toEqual([]);
    expect(loadConfig({ SSO_PRIVATE_NETWORKS: '10.20.0.0/16, 127.0.0.1,::1' }).ssoPrivateNetworks).toEqual([
      { address: '10.20.0.0', prefix: 16, family: 'ipv4' },
      { address: '127.0.0.1', prefix: 32, family: 'ipv4' },
      { address: '::1', prefix: 128, family: 'ipv6' },
    ]);
  });

  it.each(['true', 'localhost', '10.0.0.0/40'])('refuses %j with the variable named', (value) => {
    expect(() => loadConfig({ SSO_PRIVATE_NETWORKS: value })).toThrow(/SSO_PRIVATE_NETWORKS: must be addresses and ranges/);
  });
});

describe('loadConfig: DAILY_JOBS_QUEUE_MINUTES', () => {
  it('queues the daily passes every hour by default, and reads the variable under its former name too', () => {
    expect(loadConfig({}).dailyJobsQueueMinutes).toBe(60);
    expect(loadConfig({ DAILY_JOBS_QUEUE_MINUTES: '0' }).dailyJobsQueueMinutes).toBe(0);
    expect(loadConfig({ DUE_NOTICES_QUEUE_MINUTES: '15' }).dailyJobsQueueMinutes).toBe(15);
    expect(loadConfig({ DAILY_JOBS_QUEUE_MINUTES: '30', DUE_NOTICES_QUEUE_MINUTES: '15' }).dailyJobsQueueMinutes).toBe(30);
    expect(() => loadConfig({ DAILY_JOBS_QUEUE_MINUTES: '1441' })).toThrow(/DAILY_JOBS_QUEUE_MINUTES/);
  });
});
