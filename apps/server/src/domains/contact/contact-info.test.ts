import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { siteSettings } from './contact.tables';
import { insertServices } from './contact-test-support';

describe('contact services and details', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof insertServices>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await insertServices(t.db);
  });
  afterAll(() => t.close());

  it('lists enabled services by sort order in the caller language', async () => {
    const zh = await t.call({ method: 'GET', url: '/web/v1/contact/services' });
    expect(zh).toEqual({ status: 200, body: { errcode: 0, errmsg: '成功', ret: [{ id: ids.crowd, name: '众测服务' }, { id: ids.pentest, name: '渗透测试' }] } });
    const en = await t.call({ method: 'GET', url: '/web/v1/contact/services', locale: 'en' });
    expect(en.body).toEqual({ errcode: 0, errmsg: 'Success', ret: [{ id: ids.crowd, name: 'Crowd testing' }, { id: ids.pentest, name: 'Penetration testing' }] });
  });

  it('answers empty details until staff set them', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/web/v1/contact/config/detail', locale: 'en' });
    expect(status).toBe(200);
    expect(body).toEqual({ errcode: 0, errmsg: 'Success', ret: { contactWxImg: '', contactPhone: '' } });
  });

  it('answers the stored details and nothing else of the setting', async () => {
    await t.db.insert(siteSettings).values({ key: 'contact', value: { contactWxImg: '/images/qr/wechat.svg', contactPhone: '400-820-2026', internalNote: 'not for visitors' } });
    // Written past the console, so the public cache is told by hand, as the console's change would.
    await t.ctx.publicCache.changed();
    const zh = await t.call({ method: 'GET', url: '/web/v1/contact/config/detail' });
    expect(zh.body).toEqual({ errcode: 0, errmsg: '成功', ret: { contactWxImg: '/images/qr/wechat.svg', contactPhone: '400-820-2026' } });
    const en = await t.call({ method: 'GET', url: '/web/v1/contact/config/detail', locale: 'en' });
    expect(en.body.ret).toEqual(zh.body.ret);
  });
});
