import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants, createPublicKey, generateKeyPairSync, publicEncrypt, randomBytes } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../test/helper';
import { eq } from 'drizzle-orm';
import { transportKeys } from './crypto.tables';
import { FieldCipher } from './field-encryption';
import { loadTransportKey } from './transport-key';

const encrypt = (pem: string, plain: string | Buffer) =>
  publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString('base64');

describe('RSA transport key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is generated once and shared by processes that start together', async () => {
    await t.db.delete(transportKeys);
    const keys = await Promise.all([1, 2, 3].map(() => loadTransportKey(t.db, undefined)));
    expect(new Set(keys.map((k) => k.publicKeyPem)).size).toBe(1);
    expect(await t.db.select().from(transportKeys).where(eq(transportKeys.id, 'rsa-oaep-password'))).toHaveLength(1);
    // A later start reads the same key back.
    expect((await loadTransportKey(t.db, undefined)).publicKeyPem).toBe(keys[0]!.publicKeyPem);
  });

  it('decrypts RSA-OAEP SHA-256 ciphertext, and refuses anything else', async () => {
    const key = await loadTransportKey(t.db, undefined);
    expect(key.decrypt(encrypt(key.publicKeyPem, 'Pässword#1'))).toBe('Pässword#1');
    expect(key.decrypt('Secret#2026')).toBeNull();
    expect(key.decrypt('U2VjcmV0IzIwMjY=')).toBeNull();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(key.decrypt(encrypt(other, 'Secret#2026'))).toBeNull();
    // PKCS#1 v1.5 padding is not accepted in place of OAEP.
    const v15 = publicEncrypt({ key: key.publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('Secret#2026')).toString('base64');
    expect(key.decrypt(v15)).toBeNull();
    expect(key.decrypt(encrypt(key.publicKeyPem, Buffer.from([0xff, 0xfe, 0x41])))).toBeNull();
  });

  it('uses RSA_PRIVATE_KEY when configured, one-line form included, and checks it', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const key = await loadTransportKey(t.db, pem);
    expect(key.decrypt(encrypt(key.publicKeyPem, 'abc'))).toBe('abc');

    const configured = await buildTestApp({ RSA_PRIVATE_KEY: pem.replaceAll('\n', '\\n') });
    try {
      const served = await configured.call<string>({ method: 'GET', url: '/web/v1/portal/publicKey' });
      expect(served.body.ret).toBe(key.publicKeyPem);
    } finally {
      await configured.close();
    }

    await expect(loadTransportKey(t.db, 'not a key')).rejects.toThrow('RSA_PRIVATE_KEY is not a PEM private key');
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await expect(loadTransportKey(t.db, small)).rejects.toThrow('at least 2048 bits');
  });

  it('is stored encrypted with the field key, and a key stored in clear by an older version is sealed in place', async () => {
    const fieldKey = randomBytes(32).toString('base64');
    await t.db.delete(transportKeys).where(eq(transportKeys.id, 'rsa-oaep-password'));
    const key = await loadTransportKey(t.db, undefined, fieldKey);
    const [row] = await t.db.select().from(transportKeys).where(eq(transportKeys.id, 'rsa-oaep-password'));
    expect(row!.privateKeyPem).not.toContain('PRIVATE KEY');
    const pem = new FieldCipher(Buffer.from(fieldKey, 'base64')).decrypt(row!.privateKeyPem, 'transport_keys.rsa-oaep-password');
    expect(pem).toContain('-----BEGIN PRIVATE KEY-----');
    expect((await loadTransportKey(t.db, undefined, fieldKey)).publicKeyPem).toBe(key.publicKeyPem);

    const legacy = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await t.db.update(transportKeys).set({ privateKeyPem: legacy }).where(eq(transportKeys.id, 'rsa-oaep-password'));
    const upgraded = await loadTransportKey(t.db, undefined, fieldKey);
    expect(upgraded.decrypt(encrypt(upgraded.publicKeyPem, 'same key'))).toBe('same key');
    expect(upgraded.publicKeyPem).toBe(createPublicKey(legacy).export({ type: 'spki', format: 'pem' }).toString());
    const [sealed] = await t.db.select().from(transportKeys).where(eq(transportKeys.id, 'rsa-oaep-password'));
    expect(sealed!.privateKeyPem).not.toContain('PRIVATE KEY');
  });
});
