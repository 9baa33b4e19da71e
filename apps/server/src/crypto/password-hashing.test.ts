import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { hashPassword, needsRehash, usePasswordHashCost, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  // The production cost; other files of the worker run on the cheap one (test/setup.ts).
  beforeAll(() => usePasswordHashCost('standard'));
  afterAll(() => usePasswordHashCost('minimal'));

  it('stores argon2id with the chosen cost and a salt of its own', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret#2026'), hashPassword('Secret#2026')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=65536,t=4,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Secret#2026')).toBe(true);
    expect(await verifyPassword(a, 'secret#2026')).toBe(false);
  });

  it('answers false, never throws, for no hash or a broken one', async () => {
    expect(await verifyPassword(null, 'Secret#2026')).toBe(false);
    expect(await verifyPassword('$argon2id$broken', 'Secret#2026')).toBe(false);
  });

  it('asks for a rehash only when the parameters differ from today', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash(await hash('x', { memoryCost: 19456, timeCost: 2 }))).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });
});
