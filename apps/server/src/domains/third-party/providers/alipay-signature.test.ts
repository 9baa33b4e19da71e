import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipayTimestamp, loadPrivateKey, loadPublicKey, rsa2Sign, rsa2Verify, signedMember, signingContent } from './alipay-signature';

describe('Alipay RSA2 signing', () => {
  it('signs the parameters sorted by name, without sign and empty values, unencoded', () => {
    expect(signingContent({ method: 'alipay.system.oauth.token', app_id: '2021', sign: 'x', code: '', charset: 'utf-8', timestamp: '2026-01-02 03:04:05' })).toBe(
      'app_id=2021&charset=utf-8&method=alipay.system.oauth.token&timestamp=2026-01-02 03:04:05',
    );
  });

  it('verifies what it signed and nothing else, with PEM or bare base64 keys', () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    const privateKey = loadPrivateKey(bare(pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()));
    const publicKey = loadPublicKey(bare(pair.publicKey.export({ format: 'pem', type: 'spki' }).toString()));
    const sign = rsa2Sign('a=1&b=2', privateKey);
    expect(rsa2Verify('a=1&b=2', sign, publicKey)).toBe(true);
    expect(rsa2Verify('a=1&b=3', sign, publicKey)).toBe(false);
    expect(rsa2Verify('a=1&b=2', 'not-base64!', publicKey)).toBe(false);
    expect(rsa2Verify('a=1&b=2', sign, loadPublicKey(pair.publicKey.export({ format: 'pem', type: 'spki' }).toString()))).toBe(true);
    const pkcs1 = loadPrivateKey(bare(pair.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString()));
    expect(rsa2Verify('x', rsa2Sign('x', pkcs1), publicKey)).toBe(true);
  });

  it('takes the exact text of the signed member, braces and quotes inside strings included', () => {
    const member = '{"user_id":"2088","nick_name":"a \\"quoted\\" }{ name","nested":{"k":1}}';
    const body = `{"alipay_system_oauth_token_response":${member},"sign":"SIG"}`;
    expect(signedMember(body, 'alipay_system_oauth_token_response')).toEqual({ content: member, sign: 'SIG' });
    expect(signedMember(body, 'error_response')).toBeNull();
    expect(signedMember('{"alipay_system_oauth_token_response":{"a":1}}', 'alipay_system_oauth_token_response')).toBeNull();
    expect(signedMember('not json', 'x')).toBeNull();
  });

  it('writes the timestamp in China time', () => {
    expect(alipayTimestamp(new Date('2026-01-01T20:30:00Z'))).toBe('2026-01-02 04:30:00');
  });
});
