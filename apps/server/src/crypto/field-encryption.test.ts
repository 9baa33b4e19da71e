import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { loadConfig } from '../config';
import { FieldCipher, loadFieldCipher } from './field-encryption';

describe('field encryption (AES-256-GCM)', () => {
  const cipher = new FieldCipher(randomBytes(32));

  it('round-trips, with a fresh nonce every time', () => {
    const a = cipher.encrypt('11010519491231002X', 'certifications.idCard:7');
    const b = cipher.encrypt('11010519491231002X', 'certifications.idCard:7');
    expect(a).not.toBe(b);
    expect(a).not.toContain('1101');
    expect(cipher.decrypt(a, 'certifications.idCard:7')).toBe('11010519491231002X');
  });

  it('refuses another purpose (column or owner), another key and any alteration', () => {
    const sealed = cipher.encrypt('6222021234567890123', 'certifications.bankCard:7');
    expect(() => cipher.decrypt(sealed, 'certifications.bankCard:8')).toThrow();
    expect(() => cipher.decrypt(sealed, 'certifications.idCard:7')).toThrow();
    expect(() => new FieldCipher(randomBytes(32)).decrypt(sealed, 'certifications.bankCard:7')).toThrow(/configured key/);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('x'.repeat(19)).toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'), 'certifications.bankCard:7')).toThrow();
  });

  it('is required in production and must be 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/FIELD_ENCRYPTION_KEY: is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', FIELD_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(/32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64') }).FIELD_ENCRYPTION_KEY).toBeTruthy();
    expect(loadConfig({ NODE_ENV: 'development' }).FIELD_ENCRYPTION_KEY).toBeUndefined();
  });

  describe('without a configured key (development)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('generates one key, keeps it in the database, and every load (every process) gets the same', async () => {
      const [a, b] = await Promise.all([loadFieldCipher(t.db, undefined), loadFieldCipher(t.db, undefined)]);
      expect(a.keyId).toBe(b.keyId);
      const again = await loadFieldCipher(t.db, undefined);
      expect(again.decrypt(a.encrypt('secret', 'p'), 'p')).toBe('secret');
    });
  });
});
