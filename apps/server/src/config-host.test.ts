import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** Issue 12 item 10: the development helpers (dev outbox, demo staff) never face a network by accident. */
describe('where the server listens', () => {
  it('listens on loopback outside production unless HOST says otherwise, and everywhere in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '::1' }).HOST).toBe('::1');
  });

  it('refuses to start with the dev helpers on a public address, unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toThrow(/HOST: 0\.0\.0\.0 is reachable from other machines/);
    expect(() => loadConfig({ NODE_ENV: 'test', HOST: '10.0.0.5' })).toThrow(/ALLOW_DEV_HELPERS_ON_PUBLIC_HOST/);
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0', ALLOW_DEV_HELPERS_ON_PUBLIC_HOST: 'true' }).HOST).toBe('0.0.0.0');
  });
});
