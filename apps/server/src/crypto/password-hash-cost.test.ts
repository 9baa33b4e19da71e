import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hashPassword, needsRehash, usePasswordHashCost, verifyPassword } from './password-hashing';

describe('password hash cost setting', () => {
  afterEach(() => usePasswordHashCost('standard'));

  it('is standard by default, and production refuses the test-only minimal cost', () => {
    const key = randomBytes(32).toString('base64');
    expect(loadConfig({ NODE_ENV: 'development' }).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'minimal' }).PASSWORD_HASH_COST).toBe('minimal');
    expect(() => loadConfig({ NODE_ENV: 'production', FIELD_ENCRYPTION_KEY: key, PASSWORD_HASH_COST: 'minimal' })).toThrow(
      /PASSWORD_HASH_COST: minimal is for test runs only/,
    );
    expect(loadConfig({ NODE_ENV: 'production', FIELD_ENCRYPTION_KEY: key }).PASSWORD_HASH_COST).toBe('standard');
  });

  it('minimal hashes still verify, and a standard process upgrades them at the next sign-in', async () => {
    usePasswordHashCost('minimal');
    const cheap = await hashPassword('Secret#2026');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Secret#2026')).toBe(true);
    expect(await verifyPassword(cheap, 'Wrong#2026')).toBe(false);
    expect(needsRehash(cheap)).toBe(false);
    usePasswordHashCost('standard');
    expect(needsRehash(cheap)).toBe(true);
    expect(await hashPassword('Secret#2026')).toMatch(/^\$argon2id\$v=19\$m=65536,t=4,p=1\$/);
  });
});
