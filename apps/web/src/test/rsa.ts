import { openPasswordEnvelope } from '@wardline/contract';

/**
 * A throwaway RSA-OAEP key pair for tests: the public half as the SPKI PEM the server's
 * `/portal/publicKey` answers, the private half to prove what the client sent decrypts.
 */
export async function testKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const base64 = btoa(String.fromCharCode(...spki));
  const pem = `-----BEGIN PUBLIC KEY-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  /** The password inside the client's envelope (refusing anything that is not one, as the server does). */
  const decrypt = async (cipherBase64: string): Promise<string> => {
    const bytes = Uint8Array.from(atob(cipherBase64), (c) => c.charCodeAt(0));
    const plain = new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, bytes));
    const envelope = openPasswordEnvelope(plain);
    if (!envelope) throw new Error(`not a password envelope: ${plain}`);
    return envelope.password;
  };
  return { pem, decrypt };
}
