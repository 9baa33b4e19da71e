import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { devCaptchaAnswers } from '../identity.tables';
import { API, nextIp, solveCaptcha } from '../identity-test-support';
import { CAPTCHAS_PER_MINUTE } from './issue-captcha';
import { loadImage } from '@napi-rs/canvas';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './draw-captcha';

describe('image captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a JPEG data URI and a token, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/imageCode`, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { ret } = res.json() as { ret: { photo: string; code: string } };
    expect(ret.photo).toMatch(/^data:image\/jpeg;base64,/);
    const jpeg = Buffer.from(ret.photo.split(',')[1]!, 'base64');
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // Drawn at twice the 112 × 40 the page shows.
    const image = await loadImage(jpeg);
    expect([image.width, image.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(ret.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is pixels only: no text, path or glyph outline, and the same answer never draws the same image (issue 12 item 5)', async () => {
    const { answer, code } = await solveCaptcha(t);
    const issued = await t.call<{ photo: string; code: string }>({ method: 'GET', url: `${API}/imageCode`, remoteAddress: nextIp() });
    const bytes = Buffer.from(issued.body.ret.photo.split(',')[1]!, 'base64');
    const text = bytes.toString('latin1');
    expect(text).not.toMatch(/<svg|<path|<text/i);
    expect(text.includes(answer)).toBe(false);
    // Image segments only: no comment segment (0xFFFE) that could carry the answer.
    const segments: number[] = [];
    for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff; at += 2 + bytes.readUInt16BE(at + 2)) {
      segments.push(bytes[at + 1]!);
      if (bytes[at + 1] === 0xda) break; // start of scan: entropy-coded pixels follow
    }
    expect(segments).toContain(0xda);
    expect(segments).not.toContain(0xfe);
    expect(code).not.toBe(issued.body.ret.code);
    expect(answer).toMatch(/^[A-Za-z0-9]{4}$/);

    const first = drawCaptcha('AB3x');
    const second = drawCaptcha('AB3x');
    expect(first.equals(second)).toBe(false);
    for (const image of [first, second]) {
      expect(image.includes(Buffer.from('AB3x'))).toBe(false);
      expect(image.toString('latin1')).not.toMatch(/AB3x/i);
    }
  });

  it('gives the 4-character answer through the dev endpoint, and 404 for an unknown token', async () => {
    const { answer } = await solveCaptcha(t);
    expect(answer).toMatch(/^[A-Za-z0-9]{4}$/);
    const missing = await t.call({ method: 'GET', url: `${API}/dev/captcha/unknown-token` });
    expect(missing.status).toBe(404);
  });

  it('is single use, on the email-code send too', async () => {
    const captcha = await solveCaptcha(t);
    const send = () =>
      t.call({ method: 'GET', url: `${API}/portal/emailcode?email=one@example.com&photoCode=${captcha.answer}&code=${captcha.code}`, remoteAddress: nextIp() });
    expect((await send()).status).toBe(200);
    const reuse = await send();
    expect(reuse.status).toBe(400);
    expect(reuse.body.errcode).toBe(40011);
  });

  it('limits how many captchas one address may fetch per minute', async () => {
    const ip = nextIp();
    for (let i = 0; i < CAPTCHAS_PER_MINUTE; i++) expect((await t.call({ method: 'GET', url: `${API}/imageCode`, remoteAddress: ip })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `${API}/imageCode`, remoteAddress: ip })).status).toBe(429);
  });
});

describe('image captcha in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('has no dev endpoint and keeps no plain answers', async () => {
    const issued = await t.call<{ code: string }>({ method: 'GET', url: `${API}/imageCode` });
    expect(issued.status).toBe(200);
    const dev = await t.call({ method: 'GET', url: `${API}/dev/captcha/${issued.body.ret.code}` });
    expect(dev.status).toBe(404);
    expect(Number((await t.db.select({ n: count() }).from(devCaptchaAnswers))[0]!.n)).toBe(0);
  });
});
