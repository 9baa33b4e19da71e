import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntranceSigningKeys } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/helper';
import { buildCompany, buildHacker, signedIn } from '../../../../test/factories';
import { entranceTiles } from '../../content/content.tables';

const API = '/web/v1';

describe(`third-party project entrance (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let partner: string;
  let plainTile: string;
  let disabledTile: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const tiles = await t.db
      .insert(entranceTiles)
      .values([
        { nameZh: '合作众测', nameEn: 'Partner testing', url: 'https://partner.example/entry?from=wardline', thirdParty: true, sortOrder: 1 },
        { nameZh: '项目大厅', nameEn: 'Project hall', url: '/hackerservice/projectPage', sortOrder: 2 },
        { nameZh: '旧合作', nameEn: 'Old partner', url: 'https://old.example/', thirdParty: true, enabled: false, sortOrder: 3 },
      ])
      .returning({ publicId: entranceTiles.publicId });
    [partner, plainTile, disabledTile] = tiles.map((tile) => tile.publicId) as [string, string, string];
    await t.ctx.publicCache.changed();
  });
  afterAll(() => t.close());

  const redirect = (call: TestApp['call'], id: string, locale: 'zh' | 'en' = 'zh') =>
    call<{ url: string }>({ method: 'GET', url: `${API}/tpLogin/getRedirectUrl/${id}`, locale });

  it('lists which tiles are third-party entrances', async () => {
    const { body } = await t.call<{ id: string; thirdParty: boolean }[]>({ method: 'GET', url: `${API}/platform/entrance/list` });
    expect(body.ret.map((tile) => [tile.id, tile.thirdParty])).toEqual([
      [partner, true],
      [plainTile, false],
    ]);
  });

  it('sends a certified hacker to the partner with a short-lived ticket the partner can verify with the published key', async () => {
    const hacker = await signedIn(t, await buildHacker(t, { nickname: '白帽甲' }));
    const res = await redirect(hacker.call, partner);
    expect(res.status).toBe(200);
    const url = new URL(res.body.ret.url);
    expect(url.origin + url.pathname).toBe('https://partner.example/entry');
    expect(url.searchParams.get('from')).toBe('wardline');
    const ticket = url.searchParams.get('wl_ticket')!;
    const [header, payload, signature] = ticket.split('.') as [string, string, string];

    const { body: jwks } = await t.call<EntranceSigningKeys>({ method: 'GET', url: `${API}/tpLogin/keys` });
    const key = jwks.ret.keys[0]!;
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: key.kid });
    expect(verify(null, Buffer.from(`${header}.${payload}`), createPublicKey({ key, format: 'jwk' }), Buffer.from(signature, 'base64url'))).toBe(true);

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(claims).toMatchObject({ aud: 'https://partner.example', sub: hacker.publicId, name: '白帽甲', entrance: partner });
    expect(claims.exp).toBe((claims.iat as number) + 120);
    expect(Math.abs((claims.iat as number) - now)).toBeLessThanOrEqual(2);

    // A forged payload does not verify; each ticket is unique.
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect(verify(null, Buffer.from(`${header}.${forged}`), createPublicKey({ key, format: 'jwk' }), Buffer.from(signature, 'base64url'))).toBe(false);
    const again = new URL((await redirect(hacker.call, partner)).body.ret.url).searchParams.get('wl_ticket');
    expect(again).not.toBe(ticket);
  });

  it('refuses an account without real-name certification, in both languages', async () => {
    const hacker = await signedIn(t, await buildHacker(t, { status: 'unauthorized' }));
    expect(await redirect(hacker.call, partner)).toMatchObject({ status: 403, body: { errcode: 40364, errmsg: '请先完成实名认证' } });
    expect(await redirect(hacker.call, partner, 'en')).toMatchObject({ status: 403, body: { errmsg: 'Please complete real-name certification first' } });
  });

  it('asks a visitor to sign in', async () => {
    expect((await redirect(t.call, partner)).status).toBe(401);
  });

  it('signs nothing for a tile that is not an enabled third-party entrance', async () => {
    const company = await signedIn(t, await buildCompany(t));
    expect((await redirect(company.call, partner)).status).toBe(200);
    for (const id of [plainTile, disabledTile, 'f'.repeat(32)]) {
      expect(await redirect(company.call, id)).toMatchObject({ status: 404, body: { errcode: 404 } });
    }
  });
});
