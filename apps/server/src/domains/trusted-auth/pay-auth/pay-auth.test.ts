import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/helper';
import { startHttpReceiver, type HttpReceiver } from '../../../../test/http-receiver';
import { get, post, signedInUser } from '../../certification/certification-test-support';
import { certifiedHacker } from '../trusted-auth-test-support';
import { payAuthSignature } from './http-provider';

type TokenAnswer = { img: string; code: string; expiresAt: string };

describe(`payment authentication with the development provider (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('shows a QR code, polls it, completes when the code is scanned, and tells the hacker', async () => {
    const hacker = await certifiedHacker(t);
    expect((await get(t, '/hackCred/checkPayAuth', hacker.token)).body.ret).toEqual({ status: 1 });
    const token = await get<TokenAnswer>(t, '/hy/token', hacker.token);
    expect(token.body.ret.img).toMatch(/^data:image\/png;base64,/);
    const { code } = token.body.ret;
    expect((await post(t, '/hy/token/status', hacker.token, { code })).body.ret).toEqual({ status: 1, state: 'waiting' });
    expect((await get(t, '/hy/status', hacker.token)).body.ret).toEqual({ status: 0, completedAt: null });
    const redirect = await get<{ url: string; code: string }>(t, '/hackCred/zlb/redirectUrl', hacker.token);
    expect(redirect.body.ret).toEqual({ url: `http://localhost:8080/web/v1/dev/payAuth/${code}`, code });

    // Another person's code is unknown to them.
    const other = await certifiedHacker(t);
    expect((await post(t, '/hy/token/status', other.token, { code })).body).toMatchObject({ errcode: 40480, errmsg: '二维码已失效，请刷新' });

    // The phone opens the QR's address (the development provider's page): done.
    const scanned = await t.call({ method: 'GET', url: `/web/v1/dev/payAuth/${code}` });
    expect(scanned.body.ret).toEqual({ state: 'done' });
    expect((await post(t, '/hy/token/status', hacker.token, { code })).body.ret).toEqual({ status: 2, state: 'done' });
    const status = await get<{ status: number; completedAt: string }>(t, '/hy/status', hacker.token);
    expect(status.body.ret.status).toBe(1);
    expect((await get(t, '/hackCred/checkPayAuth', hacker.token)).body.ret).toEqual({ status: 0 });
    expect((await get(t, '/hy/token', hacker.token)).body.errcode).toBe(40985);

    await t.jobs.drain();
    const news = await t.call<Page<{ msgContent: string }>>({ method: 'GET', url: '/web/v1/getNewsList?page=1&size=10', headers: { authorization: hacker.token }, locale: 'en' });
    expect(news.body.ret.data[0]!.msgContent).toBe('Your payment authentication is complete: bounties will be paid the new way.');
  });

  it('expires a code after its time, and says so', async () => {
    const hacker = await certifiedHacker(t);
    const { code } = (await get<TokenAnswer>(t, '/hy/token', hacker.token)).body.ret;
    t.clock.advance(6 * 60_000);
    expect((await post(t, '/hy/token/status', hacker.token, { code })).body.ret).toEqual({ status: 0, state: 'expired' });
    expect((await t.call({ method: 'GET', url: `/web/v1/dev/payAuth/${code}` })).body.ret).toEqual({ state: 'expired' });
    expect((await get(t, '/hy/status', hacker.token)).body.ret).toMatchObject({ status: 0 });
  });

  it('asks only certified hackers', async () => {
    const company = await signedInUser(t, 'company', 'certification');
    expect((await get(t, '/hackCred/checkPayAuth', company.token)).body.ret).toEqual({ status: 0 });
    expect((await get(t, '/hy/token', company.token)).body.errcode).toBe(40310);
    const uncertified = await signedInUser(t, 'hacker', 'unauthorized');
    expect((await get(t, '/hackCred/checkPayAuth', uncertified.token)).body.ret).toEqual({ status: 0 });
    expect((await get(t, '/hy/token', uncertified.token)).body.errcode).toBe(40380);
    expect((await get(t, '/hackCred/checkPayAuth', '')).status).toBe(401);
    expect((await post(t, '/hy/token/status', (await certifiedHacker(t)).token, { code: '../../etc' })).status).toBe(400);
  });
});

describe(`payment authentication with an HTTP provider on loopback (${TEST_DB_KIND})`, () => {
  const SECRET = 'pay-auth-test-secret-0123456789';
  let t: TestApp;
  let provider: HttpReceiver;
  const states = new Map<string, string>();
  let issued = 0;
  beforeAll(async () => {
    provider = await startHttpReceiver((request) => {
      if (request.url === '/pay/sessions') {
        issued += 1;
        const code = `code${issued}xyz`;
        states.set(code, 'waiting');
        return { code, url: `https://pay.example/scan/${code}`, expiresAt: new Date(Date.now() + 120_000).toISOString() };
      }
      const code = decodeURIComponent(request.url.split('/').pop()!);
      return { state: states.get(code) ?? 'expired' };
    });
    t = await buildTestApp({ PAY_AUTH_URL: `${provider.url}/pay`, PAY_AUTH_SECRET: SECRET });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('starts a signed session with the certified name and ID, and follows the provider to done', async () => {
    const hacker = await certifiedHacker(t);
    const token = await get<TokenAnswer>(t, '/hy/token', hacker.token);
    expect(token.status).toBe(200);
    const started = provider.received.at(-1)!;
    expect(started.body).toMatchObject({ subject: expect.any(String), realName: '张三', idNumber: expect.stringMatching(/^110105/) });
    expect((started.body as { idNumber: string }).idNumber).toMatch(/^110105\d{11}[\dX]$/);
    const timestamp = String(started.headers['x-wardline-timestamp']);
    expect(started.headers['x-wardline-signature']).toBe(payAuthSignature(SECRET, timestamp, 'POST', '/pay/sessions', JSON.stringify(started.body)));

    const { code } = token.body.ret;
    expect((await post(t, '/hy/token/status', hacker.token, { code })).body.ret).toEqual({ status: 1, state: 'waiting' });
    const polled = provider.received.at(-1)!;
    expect(polled.url).toBe(`/pay/sessions/${code}`);
    expect(polled.headers['x-wardline-signature']).toBe(payAuthSignature(SECRET, String(polled.headers['x-wardline-timestamp']), 'GET', `/pay/sessions/${code}`, ''));

    states.set(code, 'scanned');
    expect((await post(t, '/hy/token/status', hacker.token, { code })).body.ret).toEqual({ status: 1, state: 'scanned' });
    states.set(code, 'done');
    expect((await get(t, '/hy/status', hacker.token)).body.ret).toMatchObject({ status: 1 });
    // The development provider's page does not exist for another provider's codes.
    expect((await t.call({ method: 'GET', url: `/web/v1/dev/payAuth/${code}` })).status).toBe(404);
  });

  it('answers 502 and changes nothing when the provider fails', async () => {
    const hacker = await certifiedHacker(t);
    provider.failNext(1);
    const failed = await get(t, '/hy/token', hacker.token);
    expect(failed.status).toBe(502);
    expect(failed.body.errmsg).toBe('支付认证服务暂不可用，请稍后再试');
    expect((await get(t, '/hy/status', hacker.token)).body.ret).toMatchObject({ status: 0 });
  });
});

describe(`payment authentication in production without a provider (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('is unavailable rather than pretending', async () => {
    const hacker = await certifiedHacker(t);
    expect((await get(t, '/hy/token', hacker.token)).body.errcode).toBe(50210);
  });
});
