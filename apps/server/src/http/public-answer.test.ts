import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { buildAnnouncement, buildHacker, signedIn } from '../../test/factories';
import { preferredEncoding } from './public-answer';

describe('the encoding a public answer is sent in', () => {
  it('is brotli, else gzip, as Accept-Encoding allows', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe(`a public answer from the cache (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  const LIST = '/web/v1/announcement/list?page=1&size=12';
  beforeAll(async () => {
    t = await buildTestApp();
    // Enough announcements for the list to pass the compression threshold.
    for (let i = 0; i < 8; i += 1) await buildAnnouncement(t, { titleZh: `公告 ${i}`, introduceZh: '一段足够长的简介，'.repeat(4) });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('is the same answer, first and repeated, in every encoding the client takes', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();
    expect(expected.ret.data).toHaveLength(8);
    for (let round = 0; round < 2; round += 1) {
      const br = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
      const gzip = await get(LIST, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
      const refused = await get(LIST, { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.json()).toEqual(expected);
    }
  });

  it('keeps the security headers, the request id and no-store for a signed-in reader on a repeat', async () => {
    await get(LIST);
    const repeat = await get(LIST);
    expect(repeat.headers['content-security-policy']).toContain("script-src 'self'");
    expect(repeat.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(repeat.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(repeat.headers['cache-control']).toBeUndefined();
    const reader = await signedIn(t, await buildHacker(t));
    const signedInRepeat = await get(LIST, { authorization: reader.token });
    expect(signedInRepeat.statusCode).toBe(200);
    expect(signedInRepeat.headers['cache-control']).toBe('no-store');
  });

  it('answers each language its own text, and still validates what it has not seen', async () => {
    const zh = await get(LIST, { acceptlanguage: 'zh' });
    const en = await get(LIST, { acceptlanguage: 'en' });
    expect(zh.json().errmsg).not.toBe(en.json().errmsg);
    expect((await get(LIST, { acceptlanguage: 'en' })).json()).toEqual(en.json());
    const invalid = await get('/web/v1/announcement/list?page=0&size=12', { acceptlanguage: 'en' });
    expect(invalid.statusCode).toBe(400);
    expect((await get('/web/v1/announcement/list?page=0&size=12', { acceptlanguage: 'en' })).statusCode).toBe(400);
  });

  it('ignores a dead token: the answer is the same for everyone', async () => {
    const answer = await get(LIST, { authorization: 'A'.repeat(43) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().ret.data).toHaveLength(8);
  });
});
